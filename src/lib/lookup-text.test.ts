import { describe, expect, it } from 'vitest';
import { lookupText } from './lookup-text';

describe('lookupText', () => {
  it('reads each shape a server sends a look-up in', () => {
    expect(lookupText('مرد')).toBe('مرد');
    expect(lookupText({ name: 'BACHELOR', description: 'کارشناسی' })).toBe('کارشناسی');
    expect(lookupText({ name: 'مهندسی کامپیوتر', description: null })).toBe('مهندسی کامپیوتر');
    expect(lookupText({ id: 801, name: 'تهران' })).toBe('تهران');
    expect(lookupText(14032)).toBe('14032');
  });

  it('answers no text for nothing, flags and malformed objects', () => {
    for (const v of [null, undefined, '', true, {}, { name: 42 }, []]) expect(lookupText(v)).toBeNull();
  });
});
