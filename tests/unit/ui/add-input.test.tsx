import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { AddInput } from '@/ui/add-input';
import { renderApp } from '../../render';

describe('AddInput', () => {
  it('submits the trimmed text on Enter and clears it', async () => {
    const user = userEvent.setup({ delay: null });
    const onSubmit = vi.fn();
    await renderApp(<AddInput label="شماره دانشجویی" onSubmit={onSubmit} />);
    const input = screen.getByRole('textbox', { name: 'شماره دانشجویی' });
    await user.type(input, '  98123456 {Enter}');
    expect(onSubmit).toHaveBeenCalledWith('98123456');
    expect(input).toHaveValue('');
  });

  it('submits with the plus button', async () => {
    const user = userEvent.setup({ delay: null });
    const onSubmit = vi.fn();
    await renderApp(<AddInput label="Student number" onSubmit={onSubmit} />, { lng: 'en' });
    const add = screen.getByRole('button', { name: 'Add' });
    expect(add).toBeDisabled(); // nothing typed yet
    await user.type(screen.getByRole('textbox', { name: 'Student number' }), 'abc');
    await user.click(add);
    expect(onSubmit).toHaveBeenCalledWith('abc');
  });

  it('ignores blank text', async () => {
    const user = userEvent.setup({ delay: null });
    const onSubmit = vi.fn();
    await renderApp(<AddInput label="x" onSubmit={onSubmit} />, { lng: 'en' });
    await user.type(screen.getByRole('textbox', { name: 'x' }), '   {Enter}');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('is busy while the submit promise runs, then clears; keeps the text on failure', async () => {
    const user = userEvent.setup({ delay: null });
    let resolve!: () => void;
    let reject!: (e: Error) => void;
    const onSubmit = vi
      .fn()
      .mockImplementationOnce(() => new Promise<void>((r) => (resolve = r)))
      .mockImplementationOnce(() => new Promise<void>((_, r) => (reject = r)));
    await renderApp(<AddInput label="x" onSubmit={onSubmit} />, { lng: 'en' });
    const input = screen.getByRole('textbox', { name: 'x' });
    await user.type(input, 'first{Enter}');
    expect(input).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByLabelText('Saving…')).toBeInTheDocument();
    await user.type(input, '{Enter}');
    expect(onSubmit).toHaveBeenCalledTimes(1); // no double submit while busy
    resolve();
    await waitFor(() => expect(input).toHaveValue(''));
    expect(input).not.toHaveAttribute('aria-busy');

    await user.type(input, 'second{Enter}');
    reject(new Error('nope'));
    await waitFor(() => expect(input).not.toHaveAttribute('aria-busy'));
    expect(input).toHaveValue('second');
  });

  it('keeps the text with clearOnSubmit={false}', async () => {
    const user = userEvent.setup({ delay: null });
    await renderApp(<AddInput label="x" onSubmit={() => {}} clearOnSubmit={false} />, { lng: 'en' });
    const input = screen.getByRole('textbox', { name: 'x' });
    await user.type(input, 'stay{Enter}');
    expect(input).toHaveValue('stay');
  });
});
