import { TextInput, type TextInputProps } from '@mantine/core';
import { useLayoutEffect, useRef } from 'react';
import { isAllDigits, isDigitsOrMarks, localizeDigits, normalizeDigits } from '@/lib/digits';
import { isAcceptedNumericPaste, isAllowedNumericKey } from './numeric-keys';
import { useLanguage } from './use-language';

export interface NumericInputProps extends Omit<TextInputProps, 'value' | 'defaultValue' | 'onChange'> {
  /** Latin digits only ('' for empty). */
  value: string;
  /** Always Latin digits: Persian and Arabic-Indic digits are normalised. */
  onChange: (value: string) => void;
  /** Shows the digits in the language's script (Persian in fa); the value stays Latin. Default true. */
  localizedDisplay?: boolean;
  /**
   * Keeps decimal and grouping marks (`.`, `,`, `٫`, `٬`, `،`) in the value instead of blocking them,
   * so a money amount can refuse "1.5" with a message rather than silently read it as 15.
   */
  keepMarks?: boolean;
}

/**
 * A digits-only field (platform.md 5: CVV2, amounts, student numbers): non-digit keys are blocked,
 * pasted text with anything but digits is rejected, and '۱۲۳' arrives as '123'.
 */
export function NumericInput({
  value,
  onChange,
  localizedDisplay = true,
  keepMarks = false,
  onKeyDown,
  onPaste,
  maxLength,
  ...inputProps
}: NumericInputProps) {
  const lng = useLanguage();
  const ref = useRef<HTMLInputElement>(null);
  const caret = useRef<number | null>(null);
  const shown = localizedDisplay ? localizeDigits(value, lng) : value;

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
      maxLength={maxLength}
      styles={{ input: { textAlign: 'start', letterSpacing: '0.05em' } }}
      onKeyDown={(event) => {
        if (!isAllowedNumericKey(event, keepMarks)) event.preventDefault();
        onKeyDown?.(event);
      }}
      onPaste={(event) => {
        if (!isAcceptedNumericPaste(event.clipboardData.getData('text'), keepMarks)) event.preventDefault();
        onPaste?.(event);
      }}
      onChange={(event) => {
        const raw = event.currentTarget.value.replace(/\s+/g, '');
        // IME input, autofill or a drop can bypass the key filter: refuse anything with a non-digit.
        if (raw !== '' && !(keepMarks ? isDigitsOrMarks(raw) : isAllDigits(raw))) return;
        caret.current = event.currentTarget.selectionStart;
        const next = normalizeDigits(raw);
        onChange(maxLength ? next.slice(0, maxLength) : next);
      }}
    />
  );
}
