import type { Captcha } from '@machines/captcha.machine';
import type { LoginTokens, RequestTokenInput } from '@machines/login.machine';
import type { RequestPasswordResetInput } from '@machines/reset-password.machine';
import { payloadOf } from '@/api/api-error';
import { issueToken } from '@/api/generated/oauth/hooks/oauth/oauth';
import { createCaptcha, initResetPassword } from '@/api/generated/rest/hooks/auth/auth';
import { listAnnouncements } from '@/api/generated/rest/hooks/content/content';
import { getMyLoginToken } from '@/api/generated/rest/hooks/users/users';
import type { Announcement, Profile } from '@/api/generated/rest/model';
import type { CallOptions } from '@/api/mutator';
import { loginAsTokenOf } from '@/lib/legacy-web';
import { decodeAccessToken } from '@/api/tokens';
import { markOfflineUser } from '@/lib/offline-cache';
import { fetchMyProfile } from '@/session/profile-api';

/*
 * The sign-in pages' calls, all through the generated fetchers (and so the one transport); the auth
 * machines' actors wrap them (use-login.ts, use-reset-password.ts, use-captcha.ts). The screens show
 * their own messages for these calls, so none of them raises the transport's error toast.
 */

/** The per-call options of these calls: the caller's signal, no toast. */
function quiet(signal?: AbortSignal): CallOptions {
  return { signal, suppressToast: true };
}

/**
 * OAuth `scope` of the password grant (platform.md 7 lists the field, not its value). ASSUMPTION:
 * "read write", the scope the server grants (the mock issues the same).
 */
export const LOGIN_SCOPE = 'read write';

export async function fetchCaptchaImage(nonce: string, signal?: AbortSignal): Promise<Captcha> {
  const { image, validation } = payloadOf(await createCaptcha({ nonce }, quiet(signal)));
  return { image, validation };
}

export async function requestLoginToken(input: RequestTokenInput, signal?: AbortSignal): Promise<LoginTokens> {
  const tokens = await issueToken(
    {
      grant_type: 'password',
      username: input.username,
      password: input.password,
      captchaText: input.captchaText,
      validation: input.validation,
      nonce: input.nonce,
      scope: LOGIN_SCOPE,
    },
    quiet(signal),
  );
  return { access_token: tokens.access_token, refresh_token: tokens.refresh_token };
}

/** The signed-in profile, the tokens not stored yet (the call carries them itself). */
export async function fetchLoginProfile(accessToken: string, signal?: AbortSignal): Promise<Profile> {
  // The session opening is this user's: the worker may keep its answers from now on.
  await markOfflineUser(decodeAccessToken(accessToken)?.user_name ?? null);
  return fetchMyProfile(accessToken, signal);
}

/** POST /rest/users/reset-password/init (platform.md 2.3). */
export async function requestPasswordReset(input: RequestPasswordResetInput, signal?: AbortSignal): Promise<unknown> {
  return initResetPassword(input, quiet(signal));
}

/** GET /rest/users/me/login-token: a one-time token for the old management view (signed in). */
export async function fetchManagementLoginToken(): Promise<string> {
  return loginAsTokenOf(payloadOf(await getMyLoginToken(quiet())));
}

/** The public announcements of the chosen university (platform.md 2.2, 7). */
export async function fetchPublicAnnouncements(signal?: AbortSignal): Promise<Announcement[]> {
  return payloadOf(await listAnnouncements({ page: 0, size: 20 }, quiet(signal))).content;
}

/** The captcha image as an `<img src>`: the server sends bare base64 PNG (a data URL is kept). */
export function captchaSrc(image: string): string {
  return image.startsWith('data:') ? image : `data:image/png;base64,${image}`;
}
