import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { NumericInput } from '@/ui/numeric-input';
import { isAcceptedNumericPaste, isAllowedNumericKey } from '@/ui/numeric-keys';
import { renderApp } from '../../render';

function Harness({
  onValue,
  maxLength,
  keepMarks,
}: {
  onValue: (v: string) => void;
  maxLength?: number;
  keepMarks?: boolean;
}) {
  const [value, setValue] = useState('');
  return (
    <NumericInput
      label="CVV2"
      value={value}
      maxLength={maxLength}
      keepMarks={keepMarks}
      onChange={(v) => {
        setValue(v);
        onValue(v);
      }}
    />
  );
}

describe('NumericInput', () => {
  it('blocks letters as they are typed', async () => {
    const user = userEvent.setup({ delay: null });
    const onValue = vi.fn();
    await renderApp(<Harness onValue={onValue} />, { lng: 'en' });
    const input = screen.getByRole('textbox', { name: 'CVV2' });
    await user.type(input, 'a1b2-c3 ');
    expect(input).toHaveValue('123');
    expect(onValue).toHaveBeenLastCalledWith('123');
    expect(onValue.mock.calls.every(([v]) => /^\d*$/.test(v))).toBe(true);
  });

  it("accepts Persian digits, normalising '۱۲۳' to '123' (shown in Persian in fa)", async () => {
    const user = userEvent.setup({ delay: null });
    const onValue = vi.fn();
    await renderApp(<Harness onValue={onValue} />, { lng: 'fa' });
    const input = screen.getByRole('textbox', { name: 'CVV2' });
    await user.type(input, '۱۲۳');
    expect(onValue).toHaveBeenLastCalledWith('123');
    expect(input).toHaveValue('۱۲۳');
    await user.type(input, '٤5');
    expect(onValue).toHaveBeenLastCalledWith('12345');
    expect(input).toHaveValue('۱۲۳۴۵');
  });

  it('keeps decimal and grouping marks when asked (money amounts refuse them with a message)', async () => {
    const user = userEvent.setup({ delay: null });
    const onValue = vi.fn();
    await renderApp(<Harness onValue={onValue} keepMarks />, { lng: 'fa' });
    const input = screen.getByRole('textbox', { name: 'CVV2' });
    await user.type(input, '۱٫۵');
    expect(onValue).toHaveBeenLastCalledWith('1٫5');
    expect(input).toHaveValue('۱٫۵');
    await user.clear(input);
    await user.type(input, '1.5a');
    expect(onValue).toHaveBeenLastCalledWith('1.5');
    expect(isAllowedNumericKey({ key: '.' }, true)).toBe(true);
    expect(isAllowedNumericKey({ key: '.' })).toBe(false);
    expect(isAcceptedNumericPaste('1,500', true)).toBe(true);
    expect(isAcceptedNumericPaste('1.5e3', true)).toBe(false);
  });

  it('accepts Arabic-Indic digits too', async () => {
    const user = userEvent.setup({ delay: null });
    const onValue = vi.fn();
    await renderApp(<Harness onValue={onValue} />, { lng: 'ar' });
    await user.type(screen.getByRole('textbox', { name: 'CVV2' }), '٧٨٩');
    expect(onValue).toHaveBeenLastCalledWith('789');
    expect(screen.getByRole('textbox', { name: 'CVV2' })).toHaveValue('٧٨٩');
  });

  it('rejects pasted text with non-digits and takes pasted digits', async () => {
    const user = userEvent.setup({ delay: null });
    const onValue = vi.fn();
    await renderApp(<Harness onValue={onValue} />, { lng: 'en' });
    const input = screen.getByRole('textbox', { name: 'CVV2' });
    await user.click(input);
    await user.paste('12ab');
    expect(input).toHaveValue('');
    expect(onValue).not.toHaveBeenCalled();
    await user.paste('۴۵۶');
    expect(input).toHaveValue('456');
    expect(onValue).toHaveBeenLastCalledWith('456');
  });

  it('respects maxLength', async () => {
    const user = userEvent.setup({ delay: null });
    const onValue = vi.fn();
    await renderApp(<Harness onValue={onValue} maxLength={4} />, { lng: 'en' });
    await user.type(screen.getByRole('textbox', { name: 'CVV2' }), '123456');
    expect(screen.getByRole('textbox', { name: 'CVV2' })).toHaveValue('1234');
  });

  it('lets shortcuts and navigation keys through', () => {
    expect(isAllowedNumericKey({ key: 'a', ctrlKey: true })).toBe(true);
    expect(isAllowedNumericKey({ key: 'v', metaKey: true })).toBe(true);
    for (const key of ['Backspace', 'Delete', 'Tab', 'ArrowLeft', 'ArrowRight', 'Home', 'End', 'Enter']) {
      expect(isAllowedNumericKey({ key })).toBe(true);
    }
    expect(isAllowedNumericKey({ key: 'a' })).toBe(false);
    expect(isAllowedNumericKey({ key: '-' })).toBe(false);
    expect(isAllowedNumericKey({ key: '.' })).toBe(false);
    expect(isAllowedNumericKey({ key: '۷' })).toBe(true);
    expect(isAcceptedNumericPaste(' 123 ')).toBe(true);
    expect(isAcceptedNumericPaste('1 2')).toBe(false);
    expect(isAcceptedNumericPaste('')).toBe(false);
  });
});
