import { useMediaQuery } from '@mantine/hooks';

/** platform.md 2.6, 9: the mobile layout is used below a width of 1024 px (the CSS modules use the same width). */
export const MOBILE_QUERY = '(max-width: 1023.98px)';

// Where there is no window (the build's prerender): the width of the variant being rendered.
let serverMobile = false;
export function setServerMobile(mobile: boolean): void {
  serverMobile = mobile;
}

/** Read synchronously on the first render, so a phone never paints the desktop layout first. */
export function useIsMobile(): boolean {
  // Mantine's hook starts from the given value only when told to read the query in an effect.
  return useMediaQuery(MOBILE_QUERY, serverMobile, { getInitialValueInEffect: typeof window === 'undefined' });
}
