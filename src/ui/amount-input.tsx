import { TextInput, type TextInputProps } from '@mantine/core';
import { useLayoutEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { parseWholeAmount, type ParsedAmount } from '@/lib/amount';
import { localizeDigits, normalizeDigits } from '@/lib/digits';
import { useLanguage } from './use-language';

export interface AmountInputProps extends Omit<TextInputProps, 'value' | 'defaultValue' | 'onChange' | 'maxLength'> {
  /** What was typed, its digits Latin ('' for empty). */
  value: string;
  /** The text as typed (digits made Latin) and what it reads as (src/lib/amount.ts). */
  onChange: (value: string, parsed: ParsedAmount) => void;
}

/**
 * A money amount field: it keeps every character typed or pasted (no key is blocked, nothing is cut
 * at a length) and says what is wrong with it ("1e20", "1.5", "-500" are refused with their reason
 * from the first wrong character), so a user never sends an amount other than the one they see.
 * The caller's `error` (a limit, a required field on submit) wins over the field's own.
 */
export function AmountInput({ value, onChange, error, ...inputProps }: AmountInputProps) {
  const { t } = useTranslation('money');
  const lng = useLanguage();
  const ref = useRef<HTMLInputElement>(null);
  const caret = useRef<number | null>(null);
  const shown = localizeDigits(value, lng);
  const parsed = parseWholeAmount(value);
  const own = !parsed.ok && parsed.problem !== 'required' ? t(`amount.${parsed.problem}`) : undefined;

  // Swapping digit scripts keeps the length, so the caret can go back where the user left it.
  useLayoutEffect(() => {
    if (caret.current !== null && ref.current && document.activeElement === ref.current) {
      ref.current.setSelectionRange(caret.current, caret.current);
    }
    caret.current = null;
  }, [shown]);

  return (
    <TextInput
      {...inputProps}
      ref={ref}
      value={shown}
      inputMode="numeric"
      autoComplete="off"
      dir="ltr"
      error={error ?? own}
      styles={{ input: { textAlign: 'start', letterSpacing: '0.05em' } }}
      onChange={(event) => {
        caret.current = event.currentTarget.selectionStart;
        const next = normalizeDigits(event.currentTarget.value);
        onChange(next, parseWholeAmount(next));
      }}
    />
  );
}
