import { decodeBase64Text, decodeBase64TextOr, encodeBase64Text } from './base64-text';

describe('base64 text', () => {
  it('round-trips UTF-8 (Persian HTML)', () => {
    const html = '<p>دانشجوی گرامی، <b>لغو رزرو</b> تا ساعت ۱۲ امکان‌پذیر است.</p>';
    expect(decodeBase64Text(encodeBase64Text(html))).toBe(html);
  });
  it('accepts URL-safe alphabet, missing padding and line breaks', () => {
    const encoded = encodeBase64Text('سلام؟ دنیا!');
    const urlSafe = encoded.replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
    expect(decodeBase64Text(urlSafe)).toBe('سلام؟ دنیا!');
    expect(decodeBase64Text(`${encoded.slice(0, 8)}\n${encoded.slice(8)}`)).toBe('سلام؟ دنیا!');
  });
  it('rejects what is not base64 UTF-8; the fallback keeps the text as it is', () => {
    expect(() => decodeBase64Text('<p>plain</p>')).toThrow();
    expect(() => decodeBase64Text(btoa('\xff\xfe'))).toThrow();
    expect(decodeBase64TextOr('<p>plain</p>')).toBe('<p>plain</p>');
  });
});
