import { Badge, Group, Paper, Stack, Text } from '@mantine/core';
import { IconGift } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { Subsidy } from '@/api/generated/rest/model';
import { formatJalali } from '@/lib/jalali';
import { useFormatMoney } from '@/ui/use-format-money';
import { useLanguage } from '@/ui/use-language';

/** `yyyy-MM-dd HH:mm:ss` (Tehran, as the server writes it) as a local Date; null when unreadable. */
export function parseServerDateTime(text: string): Date | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})(?: (\d{2}):(\d{2}):(\d{2}))?$/.exec(text.trim());
  if (!m) return null;
  const [, y, mo, d, h = '0', mi = '0', s = '0'] = m;
  const date = new Date(Number(y), Number(mo) - 1, Number(d), Number(h), Number(mi), Number(s));
  return Number.isNaN(date.getTime()) ? null : date;
}

export function isExpired(expirationDate: string, now: Date): boolean {
  const at = parseServerDateTime(expirationDate);
  return at !== null && at.getTime() <= now.getTime();
}

/** The subsidy entries with their expiry (Jalali); expired ones stay listed, marked and dimmed. */
export function SubsidyList({ subsidies, now = new Date() }: { subsidies: readonly Subsidy[]; now?: Date }) {
  const { t } = useTranslation('wallet');
  const format = useFormatMoney();
  const lng = useLanguage();
  if (!subsidies.length) {
    return (
      <Text size="sm" c="dimmed" data-testid="subsidies-empty">
        {t('subsidies.empty')}
      </Text>
    );
  }
  return (
    <Stack gap="xs" data-testid="subsidies">
      {subsidies.map((s) => {
        const expired = isExpired(s.expirationDate, now);
        const at = parseServerDateTime(s.expirationDate);
        return (
          <Paper
            key={s.id}
            withBorder
            p="xs"
            radius="md"
            opacity={expired ? 0.6 : 1}
            data-testid="subsidy"
            data-expired={expired}
          >
            <Group justify="space-between" wrap="nowrap">
              <Group gap="xs" wrap="nowrap">
                <IconGift size={18} color="var(--mantine-color-darkTeal-text)" aria-hidden />
                <Text fw={600} td={expired ? 'line-through' : undefined}>
                  {format(s.credit)}
                </Text>
              </Group>
              <Group gap="xs" wrap="nowrap">
                <Text size="sm" c="dimmed">
                  {at ? t('subsidies.expires', { date: formatJalali(at, lng) }) : s.expirationDate}
                </Text>
                {expired && (
                  <Badge color="red" variant="light">
                    {t('subsidies.expired')}
                  </Badge>
                )}
              </Group>
            </Group>
          </Paper>
        );
      })}
    </Stack>
  );
}
