/** Translation keys a rendered screen asked for that a language lacks; setup.ts fails the test on any. */
export const missingKeys: string[] = [];
