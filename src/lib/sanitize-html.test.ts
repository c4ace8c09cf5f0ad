import { describe, expect, it } from 'vitest';
import { htmlToText, sanitizeHtml } from './sanitize-html';

const LINK = 'target="_blank" rel="noopener noreferrer"';

describe('sanitizeHtml (announcement bodies: only bold, italic and links)', () => {
  it.each([
    ['plain text', 'سلام دنیا', 'سلام دنیا'],
    ['bold and strong', '<b>الف</b> و <strong>ب</strong>', '<b>الف</b> و <strong>ب</strong>'],
    ['italic and em', '<i>x</i><em>y</em>', '<i>x</i><em>y</em>'],
    [
      'a link keeps href and opens in a new tab',
      '<a href="https://www.sbu.ac.ir/refah">رفاه</a>',
      `<a href="https://www.sbu.ac.ir/refah" ${LINK}>رفاه</a>`,
    ],
    ['a relative link', '<a href="/faq">FAQ</a>', `<a href="/faq" ${LINK}>FAQ</a>`],
    [
      'mailto',
      '<a href="mailto:refah@example.ac.ir">mail</a>',
      `<a href="mailto:refah@example.ac.ir" ${LINK}>mail</a>`,
    ],
    ['javascript: href dropped', '<a href="javascript:alert(1)">x</a>', '<a>x</a>'],
    ['data: href dropped', '<a href="data:text/html,<script>alert(1)</script>">x</a>', '<a>x</a>'],
    [
      'other link attributes dropped',
      '<a href="https://x.ir" onclick="steal()" style="color:red" target="_self">x</a>',
      `<a href="https://x.ir" ${LINK}>x</a>`,
    ],
    ['attributes on bold dropped', '<b class="c" onmouseover="x()" title="t">x</b>', '<b>x</b>'],
    ['paragraphs and divs unwrapped, text kept', '<p>یک <b>دو</b></p><div>سه</div>', 'یک <b>دو</b>سه'],
    ['headings, spans and lists unwrapped', '<h1>T</h1><span style="x">s</span><ul><li>l</li></ul>', 'Tsl'],
    ['script removed with its content', 'a<script>alert(1)</script>b', 'ab'],
    ['style removed with its content', 'a<style>body{display:none}</style>b', 'ab'],
    ['img with onerror removed', 'x<img src=x onerror="alert(1)">y', 'xy'],
    ['iframe removed', '<iframe src="https://evil.example"></iframe>ok', 'ok'],
    ['svg payload removed', '<svg><script>alert(1)</script></svg>ok', 'ok'],
    [
      'nested allowed tags',
      '<b><i><a href="https://a.ir">x</a></i></b>',
      `<b><i><a href="https://a.ir" ${LINK}>x</a></i></b>`,
    ],
    ['unclosed markup is closed', '<b>bold', '<b>bold</b>'],
    ['text that looks like markup stays text', '۲ &lt; ۳', '۲ &lt; ۳'],
    ['empty', '', ''],
    // Only http(s), mailto, tel and same-site paths.
    ['tel', '<a href="tel:+982112345">call</a>', `<a href="tel:+982112345" ${LINK}>call</a>`],
    ['protocol-relative href dropped', '<a href="//evil.example">x</a>', '<a>x</a>'],
    ['backslash host href dropped', '<a href="/\\evil.example">x</a>', '<a>x</a>'],
    ['other schemes dropped', '<a href="ftp://files.example/x">x</a><a href="sms:123">y</a>', '<a>x</a><a>y</a>'],
    ['a bare relative word dropped', '<a href="evil">x</a>', '<a>x</a>'],
    ['a disguised javascript: dropped', '<a href=" jav&#x09;ascript:alert(1)">x</a>', '<a>x</a>'],
  ])('%s', (_name, input, expected) => {
    expect(sanitizeHtml(input)).toBe(expected);
  });

  it('event-handler attributes are gone before parsing (no CSP report); text that merely looks like one stays', () => {
    expect(sanitizeHtml('<img src=x onerror="alert(1)"><b/onclick=\'x()\'>bold</b> price online = free')).toBe(
      '<b>bold</b> price online = free',
    );
  });

  it('null and undefined give an empty string', () => {
    expect(sanitizeHtml(null)).toBe('');
    expect(sanitizeHtml(undefined)).toBe('');
  });

  it('a caller may allow another set of tags', () => {
    expect(sanitizeHtml('<p>x <b>y</b></p>', { allowedTags: ['p'] })).toBe('<p>x y</p>');
  });

  it('htmlToText drops all markup', () => {
    expect(htmlToText('<p>یک <b>دو</b> <a href="https://a.ir">سه</a></p><script>x</script>')).toBe('یک دو سه');
  });
});
