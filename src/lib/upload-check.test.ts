import { describe, expect, it } from 'vitest';
import {
  addUploads,
  checkUpload,
  displayFileName,
  inspectUpload,
  MAX_ATTACHMENTS,
  MAX_UPLOAD_BYTES,
  sniffKind,
} from './upload-check';

const PDF = [0x25, 0x50, 0x44, 0x46, 0x2d, 0x31, 0x2e, 0x37];
const JPG = [0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 0x4a, 0x46];
const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const file = (name: string, type: string, head: number[], size = 1000) => {
  const bytes = new Uint8Array(Math.max(size, head.length));
  bytes.set(head);
  return new File([size === 0 ? new Uint8Array(0) : bytes], name, { type });
};

describe('upload check', () => {
  it('takes pdf, jpg and png under 2 MB whose content is what they say', async () => {
    expect(await inspectUpload(file('a.pdf', 'application/pdf', PDF))).toBeNull();
    expect(await inspectUpload(file('a.JPG', 'image/jpeg', JPG))).toBeNull();
    expect(await inspectUpload(file('a.png', 'image/png', PNG, MAX_UPLOAD_BYTES - 1))).toBeNull();
    expect(await inspectUpload(file('scan.pdf', '', PDF))).toBeNull(); // no MIME type: the extension decides
  });

  it('refuses a file whose content is not its type: a renamed program, a page, a png called jpg', async () => {
    expect(await inspectUpload(file('invoice.pdf', 'application/pdf', [0x4d, 0x5a, 0x90, 0]))).toBe('contentMismatch'); // MZ: a Windows program
    expect(await inspectUpload(file('photo.jpg', 'image/jpeg', [...new TextEncoder().encode('<html><body>')]))).toBe(
      'contentMismatch',
    );
    expect(await inspectUpload(file('photo.jpg', 'image/jpeg', PNG))).toBe('contentMismatch');
    expect(await inspectUpload(file('tiny.png', 'image/png', [0x89, 0x50], 2))).toBe('contentMismatch');
  });

  it('refuses empty files, files of 2 MB or more, and other types', async () => {
    expect(await inspectUpload(file('empty.pdf', 'application/pdf', [], 0))).toBe('empty');
    expect(checkUpload(file('a.png', 'image/png', PNG, MAX_UPLOAD_BYTES))).toBe('tooLarge');
    expect(checkUpload(file('a.gif', 'image/gif', [0x47, 0x49, 0x46]))).toBe('wrongType');
    expect(checkUpload(file('a.docx', '', []))).toBe('wrongType');
    expect(await inspectUpload(file('a.pdf', 'application/pdf', PDF), ['jpg', 'png'])).toBe('wrongType');
  });

  it('caps the attachments at MAX_ATTACHMENTS and keeps the good ones of a mixed pick', async () => {
    const good = (i: number) => file(`p${i}.png`, 'image/png', PNG);
    const { files, refused } = await addUploads(
      [good(0)],
      [good(1), file('bad.pdf', 'application/pdf', [0, 0, 0]), good(2)],
    );
    expect(files.map((f) => f.name)).toEqual(['p0.png', 'p1.png', 'p2.png']);
    expect(refused).toEqual([{ name: 'bad.pdf', problem: 'contentMismatch' }]);
    const full = await addUploads(
      [],
      Array.from({ length: MAX_ATTACHMENTS + 2 }, (_, i) => good(i)),
    );
    expect(full.files).toHaveLength(MAX_ATTACHMENTS);
    expect(full.refused.map((r) => r.problem)).toEqual(['tooMany', 'tooMany']);
  });

  it('sniffs the three signatures', () => {
    expect(sniffKind(new Uint8Array(PDF))).toBe('pdf');
    expect(sniffKind(new Uint8Array(JPG))).toBe('jpg');
    expect(sniffKind(new Uint8Array(PNG))).toBe('png');
    expect(sniffKind(new Uint8Array([1, 2, 3]))).toBeNull();
  });

  it('shows names without bidi overrides and control characters, Persian half-spaces kept', () => {
    // "invoice‮fdp.exe" reads as "invoiceexe.pdf" in a browser.
    expect(displayFileName('invoice\u202Efdp.exe')).toBe('invoicefdp.exe');
    expect(displayFileName('\u2066a\u2069\u200E\u200F\u202A\u202B\u202C\u202Db.png')).toBe('ab.png');
    expect(displayFileName('a\u0000\u0007\u001b\u0085\u009fb.pdf')).toBe('ab.pdf');
    expect(displayFileName('نامه\u200Cی من.pdf')).toBe('نامه\u200Cی من.pdf');
    expect(displayFileName('\u202E')).toBe('?');
  });
});
