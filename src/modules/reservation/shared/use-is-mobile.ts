import { useMediaQuery } from '@mantine/hooks';

/** platform.md 2.6: the mobile layout is used below a width of 1024 px. */
export const MOBILE_QUERY = '(max-width: 1023.98px)';

export function useIsMobile(): boolean {
  return useMediaQuery(MOBILE_QUERY, false, { getInitialValueInEffect: false }) ?? false;
}
