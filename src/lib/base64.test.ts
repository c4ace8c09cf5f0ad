import { decodeBase64, decodeBase64Or, encodeBase64 } from './base64';

describe('base64', () => {
  it('encodes UTF-8 as standard base64 (Basic auth credentials)', () => {
    expect(encodeBase64('client:secret')).toBe('Y2xpZW50OnNlY3JldA==');
    expect(encodeBase64('سلام')).toBe(Buffer.from('سلام', 'utf8').toString('base64'));
  });
  it('round-trips UTF-8 (Persian HTML)', () => {
    const html = '<p>دانشجوی گرامی، <b>لغو رزرو</b> تا ساعت ۱۲ امکان‌پذیر است.</p>';
    expect(decodeBase64(encodeBase64(html))).toBe(html);
  });
  it('accepts URL-safe alphabet, missing padding and line breaks', () => {
    const encoded = encodeBase64('سلام؟ دنیا!');
    const urlSafe = encoded.replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
    expect(decodeBase64(urlSafe)).toBe('سلام؟ دنیا!');
    expect(decodeBase64(`${encoded.slice(0, 8)}\n${encoded.slice(8)}`)).toBe('سلام؟ دنیا!');
  });
  it('rejects what is not base64 UTF-8; the fallback keeps the text as it is', () => {
    expect(() => decodeBase64('<p>plain</p>')).toThrow();
    expect(() => decodeBase64(btoa('\xff\xfe'))).toThrow();
    expect(decodeBase64Or('<p>plain</p>')).toBe('<p>plain</p>');
  });
});
