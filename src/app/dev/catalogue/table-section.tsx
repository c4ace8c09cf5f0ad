import { Badge, Switch } from '@mantine/core';
import { useState } from 'react';
import { ListTable } from '@/ui/list-table';
import { Money } from '@/ui/money';
import { useLanguage } from '@/ui/use-language';
import { localizeDigits } from '@/lib/digits';
import { useCatalogueText } from './catalogue-text';
import { Section } from './catalogue-frame';

interface DemoRow {
  id: number;
  date: string;
  meal: string;
  amount: number;
}

export function TableSection() {
  const { t } = useCatalogueText();
  const lng = useLanguage();
  const [paged, setPaged] = useState(true);
  const meals = ['breakfast', 'lunch', 'dinner'] as const;
  const rows: DemoRow[] = Array.from({ length: 23 }, (_, i) => ({
    id: 1001 + i,
    date: `1403/02/${String((i % 28) + 1).padStart(2, '0')}`,
    meal: meals[i % 3]!,
    amount: 450_000 + i * 25_000,
  }));
  return (
    <Section title={t('sections.table')}>
      <Switch checked={paged} onChange={(e) => setPaged(e.currentTarget.checked)} label={t('paginate')} mb="md" />
      <ListTable<DemoRow>
        rows={rows}
        rowKey={(r) => r.id}
        pagination={paged ? { pageSize: 5 } : undefined}
        columns={[
          { key: 'id', title: t('columns.id'), width: 90 },
          {
            key: 'date',
            title: t('columns.date'),
            render: (r) => <span dir="ltr">{localizeDigits(r.date, lng)}</span>,
          },
          { key: 'self', title: t('columns.self'), render: () => t('rows.self') },
          { key: 'meal', title: t('columns.meal'), render: (r) => t(`meals.${r.meal as (typeof meals)[number]}`) },
          { key: 'food', title: t('columns.food'), render: () => t('rows.food') },
          { key: 'amount', title: t('columns.amount'), render: (r) => <Money rials={r.amount} /> },
          {
            key: 'status',
            title: t('columns.status'),
            render: () => (
              <Badge variant="light" radius="sm">
                {t('rows.status')}
              </Badge>
            ),
          },
        ]}
      />
    </Section>
  );
}
