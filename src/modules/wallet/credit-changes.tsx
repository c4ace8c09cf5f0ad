import { Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconMinus, IconPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { CreditChange } from '@/api/generated/rest/model';
import { localizeDigits } from '@/lib/digits';
import { formatJalali } from '@/lib/jalali';
import { useFormatMoney } from '@/ui/use-format-money';
import { ShowMoreButton, useShowMore } from '@/ui/show-more';
import { useLanguage } from '@/ui/use-language';
import type { Language } from '@/i18n/languages';
import { parseServerDateTime } from './subsidy-list';

/**
 * A credit change's `createDate` as a Jalali day to read: the server writes `yyyy-MM-dd HH:mm:ss`,
 * Jalali as foodie's samples show (a year before 1700), or Gregorian (converted). Unreadable text is
 * shown as it came.
 */
export function creditChangeDay(createDate: string, lng: Language): string {
  const m = /^(\d{4})-(\d{2})-(\d{2})/.exec(createDate.trim());
  if (m && Number(m[1]) < 1700) return localizeDigits(`${m[1]}/${m[2]}/${m[3]}`, lng);
  const at = parseServerDateTime(createDate);
  return at ? formatJalali(at, lng) : createDate;
}

/**
 * The wallet's credit changes, newest first (GET /rest/users/nurture-profiles `creditChanges`, as the
 * live server sends them: foodie's CreditChangeDto.kt). Servers without the list show nothing here.
 */
export function CreditChanges({ changes }: { changes: readonly CreditChange[] }) {
  const { t } = useTranslation('wallet');
  const format = useFormatMoney();
  const lng = useLanguage();
  // Not a paged read: a server could send thousands; they show a step at a time.
  const { shown, rest, more } = useShowMore(changes);
  return (
    <Stack gap="xs" data-testid="credit-changes">
      <Title order={2} size="h4">
        {t('creditChanges.title')}
      </Title>
      {changes.length === 0 ? (
        <Text size="sm" c="dimmed" data-testid="credit-changes-empty">
          {t('creditChanges.empty')}
        </Text>
      ) : (
        shown.map((c, i) => {
          const added = c.amount > 0;
          return (
            <Paper
              key={`${c.createDate}-${i}`}
              withBorder
              p="xs"
              radius="md"
              data-testid="credit-change"
              data-amount={c.amount}
            >
              <Group justify="space-between" wrap="nowrap">
                <Group gap="xs" wrap="nowrap">
                  {added ? (
                    <IconPlus size={16} color="var(--mantine-color-darkTeal-text)" aria-hidden />
                  ) : (
                    <IconMinus size={16} color="var(--mantine-color-red-text)" aria-hidden />
                  )}
                  <Text fw={600}>
                    {t(added ? 'creditChanges.added' : 'creditChanges.taken', { amount: format(Math.abs(c.amount)) })}
                  </Text>
                </Group>
                <Text size="sm" c="dimmed">
                  {creditChangeDay(c.createDate, lng)}
                </Text>
              </Group>
            </Paper>
          );
        })
      )}
      <ShowMoreButton rest={rest} onMore={more} data-testid="credit-changes-more" />
    </Stack>
  );
}
