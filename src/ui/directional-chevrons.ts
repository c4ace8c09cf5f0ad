import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';

/**
 * The icons for "previous" and "next" in a reading direction: in RTL "previous" points right,
 * because what came before is on the right.
 */
export function directionalChevrons(dir: 'ltr' | 'rtl') {
  return dir === 'rtl'
    ? { Previous: IconChevronRight, Next: IconChevronLeft }
    : { Previous: IconChevronLeft, Next: IconChevronRight };
}
