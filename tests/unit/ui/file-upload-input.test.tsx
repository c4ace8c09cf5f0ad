import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { checkUpload, MAX_UPLOAD_BYTES } from '@/lib/upload-check';
import { FileUploadInput } from '@/ui/file-upload-input';
import { renderApp } from '../../render';

const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const file = (name: string, type: string, size: number, head: number[] = []) => {
  const bytes = new Uint8Array(size);
  bytes.set(head.slice(0, size));
  return new File([bytes], name, { type });
};

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
    expect(screen.getByText(/قالب‌های مجاز: jpg و png و pdf/)).toBeInTheDocument();
    const input = container.querySelector<HTMLInputElement>('input[type="file"]')!;
    expect(input.accept).toContain('application/pdf');

    await user.upload(input, file('big.pdf', 'application/pdf', MAX_UPLOAD_BYTES + 10));
    expect(await screen.findByText('حجم فایل باید کمتر از ۲ مگابایت باشد')).toBeInTheDocument();
    expect(onChange).toHaveBeenLastCalledWith(null);

    await user.upload(input, file('notes.txt', 'text/plain', 10));
    expect(await screen.findByText(/قالب فایل مجاز نیست/)).toBeInTheDocument();
    expect(onChange).toHaveBeenLastCalledWith(null);

    // A png by name whose bytes are not a png's is refused for its content.
    await user.upload(input, file('photo.png', 'image/png', 1024));
    expect(await screen.findByText('محتوای این پرونده با نوع آن (jpg یا png یا pdf) جور نیست')).toBeInTheDocument();
    expect(onChange).toHaveBeenLastCalledWith(null);

    const ok = file('photo.png', 'image/png', 1024, PNG);
    await user.upload(input, ok);
    await waitFor(() => expect(onChange).toHaveBeenLastCalledWith(ok));
    expect(screen.queryByText(/قالب فایل مجاز نیست/)).not.toBeInTheDocument();
    expect(screen.getByText('photo.png')).toBeInTheDocument();
  });

  it('speaks English in en', async () => {
    const user = userEvent.setup({ delay: null, applyAccept: false });
    const { container } = await renderApp(<FileUploadInput label="Attachment" />, { lng: 'en' });
    await user.upload(
      container.querySelector<HTMLInputElement>('input[type="file"]')!,
      file('x.pdf', 'application/pdf', MAX_UPLOAD_BYTES * 2),
    );
    expect(await screen.findByText('The file size must be less than 2 megabytes')).toBeInTheDocument();
    expect(screen.getByText('Max 2 MB · Allowed: jpg, png, pdf')).toBeInTheDocument();
  });

  it('shows a chosen name without its bidi override', async () => {
    const user = userEvent.setup({ delay: null, applyAccept: false });
    const { container } = await renderApp(<FileUploadInput label="پیوست" />);
    // "photo\u202Egnp.exe" would read "photoexe.png".
    await user.upload(
      container.querySelector<HTMLInputElement>('input[type="file"]')!,
      file('photo\u202Egnp.png', 'image/png', 64, PNG),
    );
    expect(await screen.findByText('photognp.png')).toBeInTheDocument();
    expect(container.textContent).not.toContain('\u202E');
  });
});
