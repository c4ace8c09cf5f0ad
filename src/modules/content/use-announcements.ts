import { keepPreviousData } from '@tanstack/react-query';
import { getListAnnouncementsQueryKey, useListAnnouncements } from '@/api/generated/rest/hooks/content/content';
import type { Announcement } from '@/api/generated/rest/model';
import { useCurrentUniversity } from '@/session/current-university';

/** platform.md 4: announcements are cached and refetched only after 30 minutes (or for another university). */
const ANNOUNCEMENTS_CACHE_MS = 30 * 60 * 1000;

export interface AnnouncementsPage {
  items: Announcement[];
  total: number;
  loading: boolean;
  /** A page is shown while the next one loads. */
  fetching: boolean;
  error: boolean;
  retry: () => void;
}

/** GET /rest/announcements?page&size (public; platform.md 7): one page of `content` with `totalElements`. */
export function useAnnouncementsPage(page: number, size: number): AnnouncementsPage {
  const unikey = useCurrentUniversity()?.unikey ?? '';
  const params = { page, size };
  const query = useListAnnouncements(params, {
    query: {
      queryKey: [...getListAnnouncementsQueryKey(params), unikey],
      staleTime: ANNOUNCEMENTS_CACHE_MS,
      gcTime: ANNOUNCEMENTS_CACHE_MS,
      placeholderData: keepPreviousData,
    },
  });
  const payload = query.data?.payload;
  return {
    items: payload?.content ?? [],
    total: payload?.totalElements ?? 0,
    loading: query.isPending,
    fetching: query.isFetching,
    error: query.isError && !payload,
    retry: () => void query.refetch(),
  };
}
