import { describe, expect, it } from 'vitest';
import { isLoopbackAddress, isLoopbackOrigin, mayUseControlApi } from '../../../mocks/loopback';

describe('mock server: loopback only (issue 12)', () => {
  it('recognises loopback peers', () => {
    for (const a of ['127.0.0.1', '127.1.2.3', '::1', '::ffff:127.0.0.1']) expect(isLoopbackAddress(a)).toBe(true);
    for (const a of ['10.0.0.5', '::ffff:192.168.1.2', '128.0.0.1', '', undefined]) expect(isLoopbackAddress(a)).toBe(false);
  });
  it('answers CORS only for loopback origins', () => {
    expect(isLoopbackOrigin('http://127.0.0.1:4980')).toBe(true);
    expect(isLoopbackOrigin('http://localhost:5173')).toBe(true);
    expect(isLoopbackOrigin('http://[::1]:8080')).toBe(true);
    expect(isLoopbackOrigin('https://evil.example')).toBe(false);
    expect(isLoopbackOrigin('http://127.0.0.1.evil.example')).toBe(false);
    expect(isLoopbackOrigin('null')).toBe(false);
  });
  it('opens the control API to loopback callers whose page is local too', () => {
    expect(mayUseControlApi('127.0.0.1', undefined)).toBe(true);
    expect(mayUseControlApi('::ffff:127.0.0.1', 'http://127.0.0.1:4980')).toBe(true);
    expect(mayUseControlApi('127.0.0.1', 'https://evil.example')).toBe(false);
    expect(mayUseControlApi('192.168.1.9', undefined)).toBe(false);
  });
});
