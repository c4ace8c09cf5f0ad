import { Button, TextInput } from '@mantine/core';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import focusRing from '@/ui/styles/focus-ring.module.css';
import { DatePickerInput } from '@/ui/date-picker-input';
import { renderApp } from '../../render';

/*
 * The focus ring comes from the theme, in one place: every Mantine input, the date fields
 * (buttons styled as inputs) included, carries the ring's class; buttons carry Mantine's
 * focus-auto class (`:focus-visible` outline). The e2e keyboard spec checks the computed outline.
 */
describe('focus ring from the theme', () => {
  it('every input and the date field get the ring class, buttons the :focus-visible one', async () => {
    expect(focusRing.input).toBeTruthy();
    await renderApp(
      <>
        <TextInput label="نام" />
        <DatePickerInput label="تاریخ" />
        <Button>ثبت</Button>
      </>,
    );
    expect(screen.getByRole('textbox', { name: 'نام' })).toHaveClass(focusRing.input!);
    const dateField = screen.getByRole('button', { name: /تاریخ/ });
    // Mantine gives an input no ring class of its own: without the theme's, the date field had none.
    expect(dateField).toHaveClass(focusRing.input!);
    expect(dateField).not.toHaveClass('mantine-focus-auto');
    expect(screen.getByRole('button', { name: 'ثبت' })).toHaveClass('mantine-focus-auto');
  });
});
