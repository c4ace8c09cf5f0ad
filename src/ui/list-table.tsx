import { Card, Center, Group, Pagination, Stack, Table, Text } from '@mantine/core';
import { useUncontrolled } from '@mantine/hooks';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { localizeDigits } from '@/lib/digits';
import { useIsMobile } from './use-is-mobile';
import { useLanguage } from './use-language';

export interface ListTableColumn<T> {
  key: string;
  title: ReactNode;
  /** Cell content; by default the row's field of the same key, with the language's digits. */
  render?: (row: T, index: number) => ReactNode;
  width?: number | string;
  align?: 'start' | 'center' | 'end';
}

export interface ListTablePagination {
  pageSize: number;
  /** Server-side paging: the total number of rows (rows then holds only the current page). */
  totalRows?: number;
  page?: number;
  defaultPage?: number;
  onPageChange?: (page: number) => void;
}

export interface ListTableProps<T> {
  columns: ListTableColumn<T>[];
  rows: T[];
  rowKey: (row: T, index: number) => string | number;
  /** Off by default (platform.md 2.11); pass it to page the rows. */
  pagination?: ListTablePagination;
  /** Horizontal scroll below this width (platform.md 9: 1200). */
  minWidth?: number;
  caption?: ReactNode;
  emptyText?: ReactNode;
  onRowClick?: (row: T, index: number) => void;
  /**
   * On phones, one card a row instead of the wide table (a 1200-px table hides its last
   * columns off-screen): the `title` column heads the card, the `footer` column (actions) ends it,
   * the others read "title: value".
   */
  mobileCards?: { title: string; footer?: string };
  'data-testid'?: string;
}

/** A striped table that scrolls sideways on narrow screens, optionally paged. */
export function ListTable<T>({
  columns,
  rows,
  rowKey,
  pagination,
  minWidth = 1200,
  caption,
  emptyText,
  onRowClick,
  mobileCards,
  'data-testid': testId,
}: ListTableProps<T>) {
  const { t } = useTranslation('ui');
  const lng = useLanguage();
  const isMobile = useIsMobile();
  const [page, setPage] = useUncontrolled({
    value: pagination?.page,
    defaultValue: pagination?.defaultPage ?? 1,
    finalValue: 1,
    onChange: pagination?.onPageChange,
  });
  const serverSide = pagination?.totalRows !== undefined;
  const totalRows = pagination?.totalRows ?? rows.length;
  const totalPages = pagination ? Math.max(1, Math.ceil(totalRows / pagination.pageSize)) : 1;
  const visible =
    pagination && !serverSide ? rows.slice((page - 1) * pagination.pageSize, page * pagination.pageSize) : rows;
  const offset = pagination ? (page - 1) * pagination.pageSize : 0;

  const cell = (row: T, column: ListTableColumn<T>, index: number): ReactNode => {
    if (column.render) return column.render(row, index);
    const value = (row as Record<string, unknown>)[column.key];
    if (value === null || value === undefined) return '';
    return typeof value === 'number' || typeof value === 'string' ? localizeDigits(value, lng) : String(value);
  };

  const cards = mobileCards && isMobile && (
    <Stack gap="sm" role="list" data-testid={testId ? `${testId}-cards` : undefined}>
      {visible.length === 0 ? (
        <Center py="lg" role="listitem">
          <Text c="dimmed" size="sm">
            {emptyText ?? t('table.empty')}
          </Text>
        </Center>
      ) : (
        visible.map((row, i) => {
          const title = columns.find((c) => c.key === mobileCards.title);
          const footer = columns.find((c) => c.key === mobileCards.footer);
          const footerCell = footer ? cell(row, footer, offset + i) : null;
          return (
            <Card
              key={rowKey(row, offset + i)}
              withBorder
              radius="md"
              padding="sm"
              role="listitem"
              onClick={onRowClick ? () => onRowClick(row, offset + i) : undefined}
              style={onRowClick ? { cursor: 'pointer' } : undefined}
            >
              <Stack gap={6}>
                {title && (
                  <Text fw={700} size="sm">
                    {title.title}: {cell(row, title, offset + i)}
                  </Text>
                )}
                {columns
                  .filter((c) => c !== title && c !== footer)
                  .map((column) => (
                    <Group key={column.key} gap={6} wrap="nowrap" align="baseline">
                      <Text size="sm" c="dimmed" style={{ flex: 'none' }}>
                        {column.title}:
                      </Text>
                      <Text component="div" size="sm" style={{ minWidth: 0, overflowWrap: 'anywhere' }}>
                        {cell(row, column, offset + i)}
                      </Text>
                    </Group>
                  ))}
                {footerCell && <Group justify="flex-end">{footerCell}</Group>}
              </Stack>
            </Card>
          );
        })
      )}
    </Stack>
  );

  return (
    <div data-testid={testId}>
      {cards || (
        <Table.ScrollContainer minWidth={minWidth} type="native">
          <Table striped highlightOnHover verticalSpacing="sm" horizontalSpacing="md" withTableBorder>
            {caption && <Table.Caption>{caption}</Table.Caption>}
            <Table.Thead bg="var(--mantine-color-gray-0)">
              <Table.Tr>
                {columns.map((column) => (
                  <Table.Th key={column.key} w={column.width} ta={column.align ?? 'start'} fw={600}>
                    {column.title}
                  </Table.Th>
                ))}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {visible.length === 0 ? (
                <Table.Tr>
                  <Table.Td colSpan={columns.length}>
                    <Center py="lg">
                      <Text c="dimmed" size="sm">
                        {emptyText ?? t('table.empty')}
                      </Text>
                    </Center>
                  </Table.Td>
                </Table.Tr>
              ) : (
                visible.map((row, i) => (
                  <Table.Tr
                    key={rowKey(row, offset + i)}
                    onClick={onRowClick ? () => onRowClick(row, offset + i) : undefined}
                    style={onRowClick ? { cursor: 'pointer' } : undefined}
                  >
                    {columns.map((column) => (
                      <Table.Td key={column.key} ta={column.align ?? 'start'}>
                        {cell(row, column, offset + i)}
                      </Table.Td>
                    ))}
                  </Table.Tr>
                ))
              )}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      {pagination && totalPages > 1 && (
        <Group justify="center" mt="md">
          <Pagination
            total={totalPages}
            value={Math.min(page, totalPages)}
            onChange={setPage}
            radius="md"
            aria-label={t('table.pagination')}
            getItemProps={(p) => ({
              children: localizeDigits(p, lng),
              'aria-label': t('table.page', { page: localizeDigits(p, lng) }),
            })}
            getControlProps={(control) => ({ 'aria-label': t(`table.${control}`) })}
          />
        </Group>
      )}
    </div>
  );
}
