import { describe, expect, it } from 'vitest';
import { bidiFreeReplacer, isVerbatimField, stripBidiControls } from './bidi-controls';

describe('bidi controls', () => {
  it('removes every bidi control, nothing else (ZWNJ stays: Persian words need it)', () => {
    const controls = '\u202A\u202B\u202C\u202D\u202E\u2066\u2067\u2068\u2069\u200E\u200F\u061C';
    expect(stripBidiControls(`a${controls}b`)).toBe('ab');
    expect(stripBidiControls('\u202Eexe.txt')).toBe('exe.txt');
    expect(stripBidiControls('می\u200Cخواهم')).toBe('می\u200Cخواهم');
    expect(stripBidiControls('plain')).toBe('plain');
  });

  it('serialises a body without them, a password as typed', () => {
    const body = { issue: { notes: 'سلام\u202Eمتن', list: ['\u2066x\u2069'] }, newPassword: 'p\u202Ew' };
    expect(JSON.parse(JSON.stringify(body, bidiFreeReplacer))).toEqual({
      issue: { notes: 'سلاممتن', list: ['x'] },
      newPassword: 'p\u202Ew',
    });
    expect(isVerbatimField('password')).toBe(true);
    expect(isVerbatimField('notes')).toBe(false);
  });
});
