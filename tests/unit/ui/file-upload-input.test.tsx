import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { checkUpload, MAX_UPLOAD_BYTES } from '@/ui/file-validation';
import { FileUploadInput } from '@/ui/file-upload-input';
import { renderApp } from '../../render';

const file = (name: string, type: string, size: number) => new File([new Uint8Array(size)], name, { type });

describe('file validation', () => {
  it('takes pdf, jpg and png under 2 MB only', () => {
    expect(checkUpload(file('a.pdf', 'application/pdf', 1000))).toBeNull();
    expect(checkUpload(file('a.JPG', 'image/jpeg', 1000))).toBeNull();
    expect(checkUpload(file('a.png', 'image/png', MAX_UPLOAD_BYTES - 1))).toBeNull();
    expect(checkUpload(file('a.png', 'image/png', MAX_UPLOAD_BYTES))).toBe('tooLarge');
    expect(checkUpload(file('a.gif', 'image/gif', 10))).toBe('wrongType');
    expect(checkUpload(file('a.docx', '', 10))).toBe('wrongType');
    expect(checkUpload(file('scan.pdf', '', 10))).toBeNull(); // no MIME type: the extension decides
  });
});

describe('FileUploadInput', () => {
  it('shows the hints and rejects a file of 2 MB or more with the spec message', async () => {
    const user = userEvent.setup({ delay: null, applyAccept: false });
    const onChange = vi.fn();
    const { container } = await renderApp(<FileUploadInput label="پیوست" onChange={onChange} />);
    expect(screen.getByText(/حداکثر ۲ مگابایت/)).toBeInTheDocument();
    expect(screen.getByText(/قالب‌های مجاز: jpg، png، pdf/)).toBeInTheDocument();
    const input = container.querySelector<HTMLInputElement>('input[type="file"]')!;
    expect(input.accept).toContain('application/pdf');

    await user.upload(input, file('big.pdf', 'application/pdf', MAX_UPLOAD_BYTES + 10));
    expect(screen.getByText('حجم فایل باید کمتر از ۲ مگابایت باشد')).toBeInTheDocument();
    expect(onChange).toHaveBeenLastCalledWith(null);

    await user.upload(input, file('notes.txt', 'text/plain', 10));
    expect(screen.getByText(/قالب فایل مجاز نیست/)).toBeInTheDocument();
    expect(onChange).toHaveBeenLastCalledWith(null);

    const ok = file('photo.png', 'image/png', 1024);
    await user.upload(input, ok);
    expect(onChange).toHaveBeenLastCalledWith(ok);
    expect(screen.queryByText(/قالب فایل مجاز نیست/)).not.toBeInTheDocument();
    expect(screen.getByText('photo.png')).toBeInTheDocument();
  });

  it('speaks English in en', async () => {
    const user = userEvent.setup({ delay: null, applyAccept: false });
    const { container } = await renderApp(<FileUploadInput label="Attachment" />, { lng: 'en' });
    await user.upload(container.querySelector<HTMLInputElement>('input[type="file"]')!, file('x.pdf', 'application/pdf', MAX_UPLOAD_BYTES * 2));
    expect(screen.getByText('The file size must be less than 2 megabytes')).toBeInTheDocument();
    expect(screen.getByText('Max 2 MB · Allowed: jpg, png, pdf')).toBeInTheDocument();
  });
});
