import { useLayoutEffect, useRef } from 'react';

/**
 * Mantine's Carousel (9.7) writes two English texts that no prop reaches: a live region announcing
 * "Slide 2 of 5" and the dots' tablist named "Slides". A Persian screen reader would read them in
 * English, so after each render the live region is hidden (the caller announces in its own words)
 * and the tablist gets `tablistLabel`. React never rewrites either attribute: it sets only what it
 * rendered, and these it did not. Returns the ref for the Carousel's root.
 */
export function useCarouselTexts(tablistLabel?: string) {
  const ref = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    const root = ref.current;
    if (!root) return;
    root.querySelector(':scope > [role="status"]')?.setAttribute('hidden', '');
    if (tablistLabel) root.querySelector(':scope > [role="tablist"]')?.setAttribute('aria-label', tablistLabel);
  });
  return ref;
}
