import { Button, Center, Loader, Stack, Text } from '@mantine/core';
import { useEffect, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

export interface InfiniteListProps<T> {
  items: T[];
  renderItem: (item: T, index: number) => ReactNode;
  itemKey: (item: T, index: number) => string | number;
  /** More pages exist. */
  hasMore: boolean;
  /** A page is being fetched. */
  loading?: boolean;
  /** Asks for the next page; called when the end of the list scrolls into view or "show more" is pressed. */
  onLoadMore: () => void;
  emptyText?: ReactNode;
  endText?: ReactNode;
  gap?: 'xs' | 'sm' | 'md' | 'lg';
  'data-testid'?: string;
}

/**
 * A list that loads more as its end comes into view (IntersectionObserver on a sentinel), with a
 * "show more" button for keyboards and browsers without the observer, and an end-of-list message.
 */
export function InfiniteList<T>({
  items,
  renderItem,
  itemKey,
  hasMore,
  loading = false,
  onLoadMore,
  emptyText,
  endText,
  gap = 'sm',
  'data-testid': testId,
}: InfiniteListProps<T>) {
  const { t } = useTranslation('ui');
  const sentinel = useRef<HTMLDivElement>(null);
  const latest = useRef({ hasMore, loading, onLoadMore });
  useEffect(() => {
    latest.current = { hasMore, loading, onLoadMore };
  });

  useEffect(() => {
    const node = sentinel.current;
    if (!node || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        const { hasMore: more, loading: busy, onLoadMore: load } = latest.current;
        if (entries.some((e) => e.isIntersecting) && more && !busy) load();
      },
      { rootMargin: '200px 0px' },
    );
    observer.observe(node);
    return () => observer.disconnect();
  }, [hasMore, loading]);

  return (
    <Stack gap={gap} data-testid={testId} aria-busy={loading || undefined}>
      <Stack gap={gap} component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
        {items.map((item, index) => (
          <li key={itemKey(item, index)}>{renderItem(item, index)}</li>
        ))}
      </Stack>
      <div ref={sentinel} aria-hidden style={{ height: 1 }} />
      <Center py="xs" mih={44}>
        {loading ? (
          <Stack align="center" gap={4} role="status">
            <Loader size="sm" type="dots" aria-hidden />
            <Text size="sm" c="dimmed">
              {t('list.loading')}
            </Text>
          </Stack>
        ) : hasMore ? (
          <Button variant="light" onClick={onLoadMore}>
            {t('list.loadMore')}
          </Button>
        ) : (
          <Text size="sm" c="dimmed" role="status">
            {items.length === 0 ? (emptyText ?? t('list.empty')) : (endText ?? t('list.end'))}
          </Text>
        )}
      </Center>
    </Stack>
  );
}
