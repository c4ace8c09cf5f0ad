import { useMediaQuery } from '@mantine/hooks';

/** platform.md 2.6, 9: the mobile layout is used below a width of 1024 px (the CSS modules use the same width). */
export const MOBILE_QUERY = '(max-width: 1023.98px)';

/** Read synchronously on the first render, so a phone never paints the desktop layout first. */
export function useIsMobile(): boolean {
  return useMediaQuery(MOBILE_QUERY, false, { getInitialValueInEffect: false });
}
