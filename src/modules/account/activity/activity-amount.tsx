import { Text } from '@mantine/core';
import { useFormatMoney } from '@/ui/use-format-money';

/** A signed wallet change (formatMoney keeps the minus in order in RTL): green when credited, red when spent. */
export function ActivityAmount({ rials }: { rials: number }) {
  const money = useFormatMoney();
  return (
    <Text
      component="span"
      size="sm"
      fw={600}
      c={rials < 0 ? 'var(--mantine-color-red-text)' : rials > 0 ? 'var(--mantine-color-teal-text)' : undefined}
      style={{ whiteSpace: 'nowrap' }}
    >
      {money(rials)}
    </Text>
  );
}
