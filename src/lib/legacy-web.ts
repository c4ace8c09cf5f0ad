import type { LoginTokenEnvelopeAllOfPayload } from '@/api/generated/rest/model';

/*
 * The university's old web, entered with a one-time login-as token (GET /rest/users/me/login-token).
 * amirHravan/foodie shows the address the live server takes it at: `j_security_check` with
 * `loginAsToken` and the old web's page to land on as `redirect` (its credit charge:
 * /nurture/user/credit/charge/view.rose).
 */

/** The old web's credit charge page (foodie's charge, order and daily-sell view models). */
export const LEGACY_CREDIT_CHARGE_PATH = '/nurture/user/credit/charge/view.rose';

/**
 * The token of a login-token answer: `payload.loginAsToken` on the live server (foodie's
 * RedirectLoginAsTokenDto.kt), or the payload itself where a server sends the bare string. An
 * answer without a usable token throws (the caller shows its failure).
 */
export function loginAsTokenOf(payload: LoginTokenEnvelopeAllOfPayload | null | undefined): string {
  const token = typeof payload === 'string' ? payload : payload?.loginAsToken;
  if (typeof token !== 'string' || token === '') throw new Error('The login-token answer carries no loginAsToken');
  return token;
}

/** `{base}/j_security_check?loginAsToken=…[&redirect=…]`: the old web, signed in as the token's user. */
export function legacyLoginAsUrl(universityBaseUrl: string, loginAsToken: string, redirect?: string): string {
  const query = new URLSearchParams({ loginAsToken });
  if (redirect) query.set('redirect', redirect);
  return `${universityBaseUrl.replace(/\/+$/, '')}/j_security_check?${query.toString()}`;
}
