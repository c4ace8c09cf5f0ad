import { Text, type TextProps } from '@mantine/core';
import { useFormatMoney } from './use-format-money';

export interface MoneyProps extends TextProps {
  /** The stored amount, in rials; people read tomans (rials / 10, rounded down). */
  rials: number;
  withUnit?: boolean;
}

/** An amount of money as people read it: tomans, separators, the language's digits. */
export function Money({ rials, withUnit, ...textProps }: MoneyProps) {
  const format = useFormatMoney();
  return (
    <Text component="span" inherit {...textProps} data-rials={rials}>
      {format(rials, { withUnit })}
    </Text>
  );
}
