import { useEffect, useLayoutEffect, useRef } from 'react';
import { releasePageSnapshot } from '@/lib/page-snapshot';
import type { KeepOptions, keepPageSnapshot } from '@/lib/page-snapshot-keep';
import { MOBILE_QUERY } from './use-is-mobile';

/** How long after the page settles its snapshot is taken (idle time: copying a week's markup is a long task on a phone). */
const KEEP_DELAY_MS = 1000;

export interface PageSnapshotOptions extends Omit<KeepOptions, 'now' | 'media'> {
  /** The page shows what it will show (its data, an empty state or an error, not a loader): the snapshot on screen goes. */
  drawn: boolean;
  /**
   * The page shows the server's answers as a fresh load of this address would draw them: a key of
   * what it shows (a new key keeps it again), or false (a loader, a copy, another week than a
   * reload would show).
   */
  keep: string | false;
}

/**
 * A page painted ahead from its snapshot on the next visit (src/lib/page-snapshot-keep.ts):
 * it releases the snapshot on screen once drawn, and keeps a new one after it settles and when the
 * tab is hidden or left. The keeping code is a chunk of its own, loaded once the page has something
 * to keep (a tab being hidden cannot wait for a download, so it is in by then).
 */
export function usePageSnapshot({ drawn, keep, ...options }: PageSnapshotOptions): void {
  // Before the browser paints: the snapshot and the page never show at once.
  useLayoutEffect(() => {
    if (drawn) releasePageSnapshot();
  }, [drawn]);
  const latest = useRef(options);
  useLayoutEffect(() => {
    latest.current = options;
  });
  useEffect(() => {
    if (keep === false) return;
    let keeper: { keepPageSnapshot: typeof keepPageSnapshot } | null = null;
    let stopped = false;
    const save = () => void keeper?.keepPageSnapshot({ ...latest.current, media: MOBILE_QUERY });
    const idle = globalThis.requestIdleCallback as typeof requestIdleCallback | undefined;
    let handle: number | undefined;
    const timer = setTimeout(() => {
      void import(/* webpackChunkName: "page-snapshot-keep" */ '@/lib/page-snapshot-keep').then((module) => {
        if (stopped) return;
        keeper = module;
        if (idle) handle = idle(save, { timeout: KEEP_DELAY_MS });
        else save();
      });
    }, KEEP_DELAY_MS);
    const onHidden = () => {
      if (document.visibilityState === 'hidden') save();
    };
    document.addEventListener('visibilitychange', onHidden);
    window.addEventListener('pagehide', save);
    return () => {
      stopped = true;
      clearTimeout(timer);
      if (handle !== undefined) globalThis.cancelIdleCallback?.(handle);
      document.removeEventListener('visibilitychange', onHidden);
      window.removeEventListener('pagehide', save);
    };
  }, [keep]);
}
