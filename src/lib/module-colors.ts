/** Module theme colours (platform.md 2.6), names of the Mantine palettes in src/ui/theme.ts. */
export const MODULE_COLORS = {
  food: 'green',
  transport: 'yellow',
  sport: 'red',
  helpdesk: 'gold',
  dormitory: 'brown',
  health: 'cyan',
  face: 'grape',
  surveys: 'navy',
  wallet: 'darkTeal',
} as const;

export type ThemedArea = keyof typeof MODULE_COLORS;
