import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { HELPDESK_STATUS } from '@/lib/helpdesk-conventions';

const KNOWN = new Set<number>(Object.values(HELPDESK_STATUS));
const COLOR: Record<number, string> = { 20: 'yellow', 3: 'green', 5: 'gray', 24: 'gray', 6: 'red' };

/** A request's status in words (the portal's status ids; others show as unknown). */
export function StatusBadge({ status }: { status: { id: number; name: string } }) {
  const { t } = useTranslation('helpdesk');
  const key = KNOWN.has(status.id) ? (String(status.id) as '20') : 'unknown';
  return (
    <Badge color={COLOR[status.id] ?? 'blue'} variant="light">
      {t(`status.${key}`)}
    </Badge>
  );
}
