import { Button, Center, Loader, Stack, Text } from '@mantine/core';
import { useWindowVirtualizer } from '@tanstack/react-virtual';
import { memo, useCallback, useEffect, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

export interface InfiniteListProps<T> {
  items: T[];
  /** Keep it stable (useCallback) in a virtual list: a row renders again only when this or its item changes. */
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
  /**
   * Renders only the rows near the viewport (window scrolling, @tanstack/react-virtual), for lists
   * that grow to thousands of rows; the estimate is a row's usual height in px (rows are measured
   * after layout, so a row of another height moves the ones below it).
   */
  virtual?: { estimateSize: number };
  'data-testid'?: string;
}

const GAP_PX = { xs: 10, sm: 12, md: 16, lg: 20 } as const;

type ItemsProps<T> = Pick<InfiniteListProps<T>, 'items' | 'renderItem' | 'itemKey'> & {
  gap: NonNullable<InfiniteListProps<T>['gap']>;
};

function PlainItems<T>({ items, renderItem, itemKey, gap }: ItemsProps<T>) {
  return (
    <Stack gap={gap} component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
      {items.map((item, index) => (
        <li key={itemKey(item, index)}>{renderItem(item, index)}</li>
      ))}
    </Stack>
  );
}

/**
 * A row's content, rendered again only when its item, index or `renderItem` changes: the
 * virtualizer re-renders the list on every scroll step, and without this every row on screen
 * would render again each time (long tasks while scrolling 10,000 rows).
 */
const RowContent = memo(function RowContent({
  item,
  index,
  renderItem,
}: {
  item: unknown;
  index: number;
  renderItem: (item: never, index: number) => ReactNode;
}) {
  return renderItem(item as never, index);
});

/** Only the visible rows (plus a few) are in the DOM; each carries its position for screen readers. */
function VirtualItems<T>({ items, renderItem, itemKey, gap, estimateSize }: ItemsProps<T> & { estimateSize: number }) {
  const list = useRef<HTMLUListElement>(null);
  const [scrollMargin, setScrollMargin] = useState(0);
  // The list's distance from the top of the page: the virtualizer measures rows against the window.
  useLayoutEffect(() => {
    const node = list.current;
    if (node) setScrollMargin(node.getBoundingClientRect().top + window.scrollY);
  }, []);
  // Stable between renders: the virtualizer recomputes every row's position (all 10,000) whenever
  // the key function changes, so a new one per render made each scroll step cost the whole list.
  const getItemKey = useCallback((index: number) => itemKey(items[index] as T, index), [items, itemKey]);
  const estimate = useCallback(() => estimateSize, [estimateSize]);
  const virtualizer = useWindowVirtualizer({
    count: items.length,
    estimateSize: estimate,
    overscan: 4,
    gap: GAP_PX[gap],
    scrollMargin,
    getItemKey,
    // The size the ResizeObserver reports, so attaching a row forces no layout: until its report
    // comes, a row keeps the size it had when last on screen, else the estimate. A row that has no
    // height (not laid out) keeps that too instead of collapsing to 0.
    measureElement: (element, entry, instance) =>
      entry?.borderBoxSize?.[0]?.blockSize ||
      instance.itemSizeCache.get(instance.options.getItemKey(instance.indexFromElement(element))) ||
      estimateSize,
  });
  return (
    <ul
      ref={list}
      style={{ listStyle: 'none', padding: 0, margin: 0, position: 'relative', height: virtualizer.getTotalSize() }}
    >
      {virtualizer.getVirtualItems().map((row) => (
        <li
          key={row.key}
          data-index={row.index}
          ref={virtualizer.measureElement}
          aria-setsize={items.length}
          aria-posinset={row.index + 1}
          style={{
            position: 'absolute',
            top: 0,
            insetInlineStart: 0,
            width: '100%',
            transform: `translateY(${row.start - scrollMargin}px)`,
          }}
        >
          <RowContent
            item={items[row.index]}
            index={row.index}
            renderItem={renderItem as (item: never, index: number) => ReactNode}
          />
        </li>
      ))}
    </ul>
  );
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
  virtual,
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
      {virtual ? (
        <VirtualItems
          items={items}
          renderItem={renderItem}
          itemKey={itemKey}
          gap={gap}
          estimateSize={virtual.estimateSize}
        />
      ) : (
        <PlainItems items={items} renderItem={renderItem} itemKey={itemKey} gap={gap} />
      )}
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
