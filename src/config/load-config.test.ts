import { describe, expect, it } from 'vitest';
import { ConfigError, parseConfig } from './load-config';

describe('runtime configuration', () => {
  it('defaults are platform.md 9: on-premise, food on, others off, teammate and activity report on', () => {
    const c = parseConfig({});
    expect(c.serveMode).toBe('on-premise');
    expect(c.university?.samad).toMatchObject({
      nurture: true,
      sport: false,
      Clinics: false,
      transport: false,
      dormitory: false,
      help_desk: false,
      Survey: false,
      faceEnrollment: false,
      teammate: true,
      ActivityReport: true,
      faceEnrollmentType: 'video',
    });
    expect(c.university?.captchaEnable).toBe(-1);
    expect(c.university?.autoLogoutTime).toBe(-1);
    expect(c.ui.removeWallet).toBe(false);
  });

  it('merges a deployment override deeply', () => {
    const c = parseConfig({
      university: { universityLabel: 'دانشگاه تهران', samad: { sport: true } },
      ui: { hideTomansLabel: true },
    });
    expect(c.university?.universityLabel).toBe('دانشگاه تهران');
    expect(c.university?.samad.sport).toBe(true);
    expect(c.university?.samad.nurture).toBe(true);
    expect(c.ui.hideTomansLabel).toBe(true);
  });

  it('accepts a list of backend URLs', () => {
    expect(
      parseConfig({ university: { universityURL: ['https://a', 'https://b'] } }).university?.universityURL,
    ).toHaveLength(2);
  });

  it('cloud mode needs no fixed university', () => {
    expect(parseConfig({ serveMode: 'cloud', university: undefined }).serveMode).toBe('cloud');
  });

  it('reports every invalid field with its path', () => {
    try {
      parseConfig({
        serveMode: 'satellite',
        university: { autoLogoutTime: 'soon', samad: { faceEnrollmentType: 'iris' } },
      });
      expect.unreachable();
    } catch (e) {
      expect(e).toBeInstanceOf(ConfigError);
      const issues = (e as ConfigError).issues.join('\n');
      expect(issues).toContain('serveMode');
      expect(issues).toContain('university.autoLogoutTime');
      expect(issues).toContain('university.samad.faceEnrollmentType');
    }
  });

  it('rejects a config that is not an object', () => {
    expect(() => parseConfig([1, 2])).toThrow(ConfigError);
    expect(() => parseConfig('x')).toThrow(ConfigError);
  });
});
