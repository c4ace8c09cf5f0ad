import type { Page } from '@playwright/test';

/**
 * Every finite animation and transition on the page has finished (a modal's entrance), and every
 * carousel stands still (Embla moves its slides from script, frame by frame: the same place two
 * frames running). Loaders' endless spins are not waited for. What a screenshot or axe sees stays.
 */
export async function animationsDone(page: Page): Promise<void> {
  await page.waitForFunction(
    () => {
      const cssDone = document
        .getAnimations()
        .every(
          (animation) => animation.playState !== 'running' || animation.effect?.getTiming().iterations === Infinity,
        );
      const places = [...document.querySelectorAll<HTMLElement>('.mantine-Carousel-container')]
        .map((container) => container.style.transform)
        .join('|');
      const memo = window as unknown as { lastCarouselPlaces?: string };
      const still = memo.lastCarouselPlaces === places;
      memo.lastCarouselPlaces = places;
      return cssDone && still;
    },
    undefined,
    { polling: 'raf' },
  );
}

/**
 * A request from the page after what the test just did, answered: the page's own work queued
 * before it (a render, a call it starts) has run, so a call it was going to make has been sent.
 */
export async function pageCaughtUp(page: Page): Promise<void> {
  await page.evaluate(async () => {
    await fetch('/manifest.webmanifest', { cache: 'no-store' }).catch(() => undefined);
  });
}
