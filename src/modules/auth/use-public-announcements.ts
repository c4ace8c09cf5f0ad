import { readStamped, writeStamped } from '@/lib/local-store';
import { STORAGE_KEYS } from '@/lib/storage-keys';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import { useHydrating } from '@/ui/use-hydrating';
import { getListAnnouncementsQueryKey } from '@/api/generated/rest/hooks/content/content';
import type { Announcement } from '@/api/generated/rest/model';
import { validItems, type ItemSchema } from '@/api/valid-items';
import { fetchPublicAnnouncements } from './auth-api';

/**
 * What the side panel renders of an announcement (openapi/rest.yaml `Announcement`), other fields
 * kept. Checked by hand, not with zod: this page is a first load, and zod is not in it.
 */
const announcementItem: ItemSchema<Announcement> = {
  safeParse(item) {
    const a = (item && typeof item === 'object' ? item : {}) as Record<string, unknown>;
    const valid =
      (a.id === undefined || typeof a.id === 'number') && typeof a.title === 'string' && typeof a.mainText === 'string';
    return valid ? { success: true, data: item as Announcement } : { success: false };
  },
};
const validAnnouncements = (value: unknown) => validItems(value, announcementItem, 'login announcements');

/*
 * The login page's announcements (platform.md 2.2, 4 "Announcements are cached and refetched only
 * after 30 minutes or when the university changes (first fetch after 2 s)", 9 "announcements cache
 * 30 minutes"). Cached in memory (react-query) and in local storage, so a reload within 30 minutes
 * shows them at once without a call; a new university is a new cache entry.
 */

/** platform.md 9. */
export const ANNOUNCEMENTS_CACHE_MS = 30 * 60 * 1000;
/** platform.md 4: the first fetch waits 2 s (the page and the form come first). */
export const ANNOUNCEMENTS_FIRST_FETCH_DELAY_MS = 2000;
export const ANNOUNCEMENTS_STORAGE_KEY = STORAGE_KEYS.loginAnnouncements;

const PARAMS = { page: 0, size: 20 } as const;

interface Cached {
  unikey: string;
  at: number;
  items: Announcement[];
}

function readCache(unikey: string | null, now = Date.now()): Cached | null {
  if (!unikey) return null;
  const cached = readStamped(ANNOUNCEMENTS_STORAGE_KEY, ANNOUNCEMENTS_CACHE_MS, now);
  if (!cached || cached.unikey !== unikey || !Array.isArray(cached.items)) return null;
  // A cache written by an older version (or tampered with) never breaks the page: bad items dropped.
  return { ...(cached as unknown as Cached), items: validAnnouncements(cached.items) };
}

function writeCache(unikey: string, items: Announcement[]): void {
  // Storage full or blocked: the memory cache still holds them.
  writeStamped(ANNOUNCEMENTS_STORAGE_KEY, { unikey, items });
}

/** The query key: the contract's key plus the university (a new university, a new entry). */
export function announcementsQueryKey(unikey: string | null) {
  return [...getListAnnouncementsQueryKey(PARAMS), { unikey }] as const;
}

export interface PublicAnnouncements {
  items: Announcement[] | undefined;
  /** Waiting for the first call (its 2 s delay included), or loading without data. */
  loading: boolean;
  failed: boolean;
  retry: () => void;
}

export function usePublicAnnouncements(unikey: string | null): PublicAnnouncements {
  // Hydrating the prerendered page, the first render draws what the build did (no cache):
  // the cached list is handed to the query right after, still without a call. React reads the server
  // snapshot only while hydrating (and on the server).
  const hydratingNow = useHydrating();
  const [hydrating] = useState(hydratingNow);
  const initial = useMemo(() => (hydrating ? null : readCache(unikey)), [unikey, hydrating]);
  const [delayPassed, setDelayPassed] = useState<string | null>(null);
  const queryClient = useQueryClient();
  useEffect(() => {
    const cached = hydrating ? readCache(unikey) : null;
    if (cached && queryClient.getQueryData(announcementsQueryKey(unikey)) === undefined)
      queryClient.setQueryData(announcementsQueryKey(unikey), cached.items, { updatedAt: cached.at });
  }, [hydrating, unikey, queryClient]);

  useEffect(() => {
    if (!unikey) return undefined;
    const id = setTimeout(() => setDelayPassed(unikey), ANNOUNCEMENTS_FIRST_FETCH_DELAY_MS);
    return () => clearTimeout(id);
  }, [unikey]);

  const query = useQuery({
    queryKey: announcementsQueryKey(unikey),
    queryFn: async ({ signal }) => {
      // Item by item; only what passed is rendered, and only that is cached.
      const items = validAnnouncements(await fetchPublicAnnouncements(signal));
      if (unikey) writeCache(unikey, items);
      return items;
    },
    enabled: Boolean(unikey) && (delayPassed === unikey || Boolean(initial)),
    initialData: initial?.items,
    initialDataUpdatedAt: initial?.at,
    staleTime: ANNOUNCEMENTS_CACHE_MS,
    gcTime: ANNOUNCEMENTS_CACHE_MS,
  });

  return {
    items: query.data,
    loading: Boolean(unikey) && query.data === undefined && !query.isError,
    failed: query.isError && query.data === undefined,
    retry: () => void query.refetch(),
  };
}
