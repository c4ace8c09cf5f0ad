import { hash32, randomHex, seededRandom } from './bytes';
import { renderCaptchaPng } from './captcha-image';
import { nowMs } from './clock';
import { db } from './db';
import { getSettings } from './settings';

/**
 * Captchas bound to the client's nonce (POST /rest/captcha). The text is five digits derived from
 * the nonce (so a test can also read it from GET /__mock/captcha?nonce=...); a captcha is single
 * use and expires after `captchaSeconds` of the mock clock.
 */

export function captchaTextFor(nonce: string): string {
  const random = seededRandom(hash32(`captcha:${nonce}`));
  return Array.from({ length: 5 }, () => String(Math.floor(random() * 10))).join('');
}

export function createCaptcha(nonce: string): { image: string; validation: string } {
  const text = captchaTextFor(nonce);
  const validation = `${hash32(`${nonce}:${text}`).toString(16)}${randomHex(6)}`;
  db.captcha.delete({ where: { nonce: { equals: nonce } } });
  db.captcha.create({ nonce, text, validation, createdAt: nowMs(), used: false });
  return { image: renderCaptchaPng(text, hash32(nonce)), validation };
}

export type CaptchaCheck = 'ok' | 'missing' | 'unknown' | 'used' | 'expired' | 'wrong';

/** Checks (and burns) the captcha of a login or password-reset request. */
export function checkCaptcha(nonce: string, validation: string, text: string): CaptchaCheck {
  if (!nonce || !validation || !text.trim()) return 'missing';
  const row = db.captcha.findFirst({ where: { nonce: { equals: nonce } } });
  if (!row || row.validation !== validation) return 'unknown';
  if (row.used) return 'used';
  db.captcha.update({ where: { nonce: { equals: nonce } }, data: { used: true } });
  if (row.createdAt + getSettings().captchaSeconds * 1000 <= nowMs()) return 'expired';
  return row.text === text.trim() ? 'ok' : 'wrong';
}

/** For QA and tests (GET /__mock/captcha): the current text of a nonce's captcha. */
export function peekCaptcha(nonce: string): { text: string; validation: string; used: boolean } | null {
  const row = db.captcha.findFirst({ where: { nonce: { equals: nonce } } });
  return row ? { text: row.text, validation: row.validation, used: row.used } : null;
}
