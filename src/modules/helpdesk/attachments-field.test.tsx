import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { MAX_ATTACHMENTS } from '@/lib/upload-check';
import { renderApp } from '@tests/render';
import { AttachmentsField } from './attachments-field';

const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const PDF = [0x25, 0x50, 0x44, 0x46, 0x2d];
const file = (name: string, type: string, head: number[], size = 64) => {
  const bytes = new Uint8Array(size);
  bytes.set(head.slice(0, size));
  return new File([bytes], name, { type });
};

function Field() {
  const [files, setFiles] = useState<File[]>([]);
  return <AttachmentsField files={files} onChange={setFiles} />;
}

describe('helpdesk attachments', () => {
  it('refuses by content, emptiness and count, keeps the good files, and shows names without bidi controls', async () => {
    const user = userEvent.setup({ delay: null, applyAccept: false });
    const { container } = await renderApp(<Field />);
    const input = () => container.querySelector<HTMLInputElement>('input[type="file"]')!;
    await user.upload(input(), [
      file('scan.pdf', 'application/pdf', PDF),
      file('invoice\u202Efdp.exe.pdf', 'application/pdf', [0x4d, 0x5a]), // a program named as a pdf
      file('empty.png', 'image/png', [], 0),
      file('photo\u202Egnp.png', 'image/png', PNG),
    ]);
    const list = await screen.findByTestId('helpdesk-attachments');
    await waitFor(() => expect(list.querySelectorAll('li')).toHaveLength(2));
    expect(list).toHaveTextContent('scan.pdf');
    expect(list).toHaveTextContent('photognp.png');
    expect(list.textContent).not.toContain('\u202E');
    const alerts = screen.getAllByRole('alert').map((a) => a.textContent);
    expect(alerts).toEqual([
      'invoicefdp.exe.pdf: محتوای این پرونده با نوع آن (jpg یا png یا pdf) جور نیست',
      'empty.png: این پرونده خالی است',
    ]);

    await user.upload(
      input(),
      Array.from({ length: MAX_ATTACHMENTS }, (_, i) => file(`p${i}.png`, 'image/png', PNG)),
    );
    await waitFor(() => expect(list.querySelectorAll('li')).toHaveLength(MAX_ATTACHMENTS));
    expect(screen.getAllByRole('alert').at(-1)).toHaveTextContent('حداکثر ۵ پیوست می‌توانید بفرستید');
  });
});
