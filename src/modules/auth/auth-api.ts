import { fromAbortablePromise } from '@machines/abortable-promise';
import { type Captcha, type CaptchaInput, captchaMachine } from '@machines/captcha.machine';
import type { LoadProfileInput, LoginProfile, LoginTokens, RequestTokenInput } from '@machines/login.machine';
import type { RequestPasswordResetInput } from '@machines/reset-password.machine';
import { payloadOf } from '@/api/api-error';
import { issueToken } from '@/api/generated/oauth/hooks/oauth/oauth';
import { createCaptcha, initResetPassword } from '@/api/generated/rest/hooks/auth/auth';
import { listAnnouncements } from '@/api/generated/rest/hooks/content/content';
import { getMyLoginToken } from '@/api/generated/rest/hooks/users/users';
import type { Announcement } from '@/api/generated/rest/model';
import type { CallOptions } from '@/api/mutator';
import { loginAsTokenOf } from '@/lib/legacy-web';
import { decodeAccessToken } from '@/api/tokens';
import { markOfflineUser } from '@/lib/offline-cache';
import { fetchMyProfile } from '@/session/profile-api';

/*
 * The real implementations of the auth machines' actors and the sign-in pages' calls, all through
 * the generated fetchers (and so the one transport). The screens show their own messages for these
 * calls, so none of them raises the transport's error toast.
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

/**
 * The login machine's actors (machines/login.machine.ts). Abortable (machines/abortable-promise.ts):
 * the captcha is fetched on mount, and StrictMode's remount must not see the first call fail.
 */
export const loginActors = {
  // The captcha child machine (machines/captcha.machine.ts), shared with the reset-password flow.
  captcha: captchaMachine.provide({
    actors: {
      fetchCaptcha: fromAbortablePromise<Captcha, CaptchaInput>(({ input, signal }) =>
        fetchCaptchaImage(input.nonce, signal),
      ),
    },
  }),
  requestToken: fromAbortablePromise<LoginTokens, RequestTokenInput>(({ input, signal }) =>
    requestLoginToken(input, signal),
  ),
  // The tokens are not stored yet: the profile call carries them itself. The whole profile goes on
  // to the session (login.succeeded), which the shell reads.
  loadProfile: fromAbortablePromise<LoginProfile, LoadProfileInput>(async ({ input, signal }) => {
    // The session opening is this user's: the worker may keep its answers from now on (issue 40).
    await markOfflineUser(decodeAccessToken(input.tokens.access_token)?.user_name ?? null);
    return fetchMyProfile(input.tokens.access_token, signal);
  }),
};

/** The reset-password machine's actors (machines/reset-password.machine.ts). */
export const resetPasswordActors = {
  captcha: loginActors.captcha,
  requestPasswordReset: fromAbortablePromise<unknown, RequestPasswordResetInput>(({ input, signal }) =>
    initResetPassword(input, quiet(signal)),
  ),
};

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
