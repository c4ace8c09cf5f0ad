import { Box, MantineThemeProvider, type BoxProps, type MantineColor } from '@mantine/core';
import { useMemo, type CSSProperties, type ReactNode } from 'react';

const SHADES = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9] as const;
const VARIANTS = ['filled', 'filled-hover', 'light', 'light-hover', 'light-color'] as const;

/** Mantine's primary-colour CSS variables pointed at another colour (for CSS that reads them directly). */
export function primaryColorVars(color: MantineColor): CSSProperties {
  const vars: Record<string, string> = {};
  for (const shade of SHADES) vars[`--mantine-primary-color-${shade}`] = `var(--mantine-color-${color}-${shade})`;
  for (const variant of VARIANTS)
    vars[`--mantine-primary-color-${variant}`] = `var(--mantine-color-${color}-${variant})`;
  // Not one of Mantine's: text in the primary colour, readable in both schemes (theme.ts).
  vars['--mantine-primary-color-text'] = `var(--mantine-color-${color}-text)`;
  return vars as CSSProperties;
}

export interface ModuleThemeProps extends BoxProps {
  color: MantineColor;
  children: ReactNode;
  component?: 'div' | 'section';
  'aria-labelledby'?: string;
  'data-module'?: string;
  'data-layout'?: string;
}

/**
 * The active module's colour as the primary colour of everything inside (platform.md 2.6 "theme
 * colours per module"): components that resolve the colour in JS get it from the nested theme,
 * CSS that reads `--mantine-primary-color-*` gets it from the variables. Portals (menus, modals)
 * keep the nested theme through context.
 */
export function ModuleTheme({ color, children, style, ...boxProps }: ModuleThemeProps) {
  const theme = useMemo(() => ({ primaryColor: color }), [color]);
  const vars = useMemo(() => primaryColorVars(color), [color]);
  return (
    <MantineThemeProvider theme={theme}>
      <Box {...boxProps} style={[vars, style as CSSProperties]} data-theme-color={color}>
        {children}
      </Box>
    </MantineThemeProvider>
  );
}
