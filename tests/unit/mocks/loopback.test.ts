import { describe, expect, it } from 'vitest';
import {
  controlApiRefusal,
  isLoopbackAddress,
  isLoopbackOrigin,
  mayUseControlApi,
  mentionsControlApi,
} from '../../../mocks/loopback';

describe('mock server: loopback only', () => {
  it('recognises loopback peers', () => {
    for (const a of ['127.0.0.1', '127.1.2.3', '::1', '::ffff:127.0.0.1']) expect(isLoopbackAddress(a)).toBe(true);
    for (const a of ['10.0.0.5', '::ffff:192.168.1.2', '128.0.0.1', '', undefined])
      expect(isLoopbackAddress(a)).toBe(false);
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
  it('refuses a no-Origin request the browser marks cross-site (an <img> or a link from another site)', () => {
    expect(mayUseControlApi('127.0.0.1', undefined, 'cross-site')).toBe(false);
    expect(mayUseControlApi('127.0.0.1', undefined, 'same-origin')).toBe(true);
    expect(mayUseControlApi('127.0.0.1', undefined, 'none')).toBe(true);
  });
  it('counts any path naming /__mock as a control request, and only the root one may answer', () => {
    for (const url of [
      '/rest/__mock/reset',
      '/helpdesk/x/__mock/faults',
      '/rest/%2e%2e/__mock/reset',
      '/%5F%5Fmock/reset',
      '/%255F%255Fmock/reset',
      '/__MOCK/reset',
    ]) {
      expect(mentionsControlApi(url), url).toBe(true);
      expect(controlApiRefusal(url, '127.0.0.1', undefined, undefined), url).toBe(404);
    }
    expect(controlApiRefusal('/__mock/../rest/x__mock', '127.0.0.1', undefined, undefined)).toBe(404);
    expect(controlApiRefusal('/__mock/reset', '127.0.0.1', undefined, undefined)).toBeNull();
    expect(controlApiRefusal('/__mock/faults/3?x=1', '127.0.0.1', 'http://127.0.0.1:4173', 'same-site')).toBeNull();
    expect(controlApiRefusal('/__mock/reset', '127.0.0.1', 'https://evil.example', 'cross-site')).toBe(403);
    expect(controlApiRefusal('/rest/users/me?q=__mock', '127.0.0.1', undefined, undefined)).toBeNull();
  });
});
