/**
 * Login flow (platform.md 2.2, 4 "Login submit", 5 "Login", 8 "Login failure", 9 timings).
 *
 *   form (parallel)
 *     captcha: init → disabled                       (captcha off for the university)
 *                   → active                         (runs the captcha child machine, captcha.machine.ts:
 *                                                      `user.refreshCaptcha` and the internal
 *                                                      `captcha.regenerate` go to it; its
 *                                                      `captcha.updated` lands in the context)
 *     entry:   editing → submitting → delayingFailure → showingError → editing
 *                                   ↘ #delayingSuccess
 *   delayingSuccess → loadingProfile → welcome → done (final, output: tokens + profile)
 *                                    ↘ form.entry.showingError (profile failed; captcha reloaded)
 *
 * The result of the token call is shown only after `resultDelay` (1.5 s), success or not. A failure
 * shows its message for `errorDisplay` (2 s) and regenerates the captcha (a captcha is single-use on
 * the server). Success shows the welcome message for `redirectDelay` (1 s, platform.md 2.5 "a
 * redirect delay of 1 s applies when a login just happened") and then finishes; the view hands the
 * output to the session machine (`login.succeeded`) and navigates to `next`.
 *
 * The machine never stores tokens: `loadProfile` receives them as input (the app sends them as the
 * bearer of that one call) and they leave in the output, so a login whose profile call fails leaves
 * nothing behind in storage. The session machine is the one owner of stored tokens.
 */
import { assign, fromPromise, raise, sendTo, setup } from 'xstate';
import {
  type Captcha,
  type CaptchaStatus,
  type CaptchaFormEvent,
  applyCaptchaUpdate,
  CAPTCHA_ACTIVE_STATE,
  captchaMachine,
} from './captcha.machine';
import type { TokenRequest, TokenResponse } from '@/api/generated/oauth/model';
import type { Profile } from '@/api/generated/rest/model';
import { type AuthMessage, loginErrorMessage, restErrorMessage } from './login-errors';

/** The token pair as `/oauth/token` spells it. */
export type LoginTokens = Pick<TokenResponse, 'access_token' | 'refresh_token'>;
/** The part of the profile the login flow reads (the app's profile type is assignable to it). */
export type LoginProfile = Partial<Pick<Profile, 'username' | 'firstName' | 'lastName'>>;

/**
 * The password grant's own fields (the transport adds grant_type and scope). The username is
 * trimmed; the three captcha fields are `undefined` when the university has the captcha off.
 */
export type RequestTokenInput = Required<Pick<TokenRequest, 'username' | 'password'>> & {
  [K in 'captchaText' | 'validation' | 'nonce']: TokenRequest[K] | undefined;
};
export interface LoadProfileInput {
  tokens: LoginTokens;
}

export interface LoginInput {
  /** University `captchaEnable > 0`. */
  captchaEnabled: boolean;
}
export interface LoginOutput {
  tokens: LoginTokens;
  profile: LoginProfile;
}

export type LoginField = 'username' | 'password' | 'captchaText';
export type WelcomeMessage = AuthMessage<'auth:login.welcome'>;

export interface LoginContext {
  captchaEnabled: boolean;
  username: string;
  password: string;
  captchaText: string;
  /** The loaded captcha; `null` while loading, after a failure, or when the captcha is off. */
  captcha: Captcha | null;
  /** The client-generated nonce of the current captcha. */
  nonce: string;
  /** What the captcha child last reported; 'off' when the university has no captcha. */
  captchaStatus: CaptchaStatus | 'off';
  /** The mapped failure while `showingError`. */
  error: AuthMessage | null;
  /** Token calls made so far. */
  attempts: number;
  tokens: LoginTokens | null;
  profile: LoginProfile | null;
  welcome: WelcomeMessage | null;
}

export type LoginEvent = CaptchaFormEvent<LoginField>;

export const LOGIN_DELAYS = {
  /** platform.md 4/9: the result shows 1.5 s after submit's answer. */
  resultDelay: 1500,
  /** platform.md 8: login failure messages show for 2 s. */
  errorDisplay: 2000,
  /** platform.md 2.5/9: the post-login redirect waits 1 s. */
  redirectDelay: 1000,
} as const;

/**
 * Whether the form may be sent. Username and password must be non-blank. platform.md 5 calls the
 * captcha text "optional", but only because the captcha itself is optional per university: when it
 * is on, the server rejects a login without the text, so sending one would cost the user 1.5 s + 2 s
 * and a burnt captcha for a certain failure. Decision: when the captcha is on, a loaded captcha and
 * a non-blank text are required too (a captcha that failed to load must be refreshed first).
 * Exported so the view disables the submit button with the very same rule.
 */
export function canSubmitLogin(
  context: Pick<LoginContext, 'username' | 'password' | 'captchaText' | 'captcha' | 'captchaEnabled'>,
): boolean {
  if (!context.username.trim() || !context.password.trim()) return false;
  if (!context.captchaEnabled) return true;
  return context.captcha !== null && context.captchaText.trim() !== '';
}

/** "Welcome, {{name}}": first and last name, or the username when the profile has no name. */
export function welcomeMessage(profile: LoginProfile, username: string): WelcomeMessage {
  const name = [profile.firstName, profile.lastName]
    .filter((part) => part && part.trim())
    .join(' ')
    .trim();
  return { key: 'auth:login.welcome', params: { name: name || profile.username || username } };
}

const notProvided = (name: string) => () =>
  Promise.reject(new Error(`login machine: actor "${name}" was not provided`));

export const loginMachine = setup({
  types: {
    context: {} as LoginContext,
    events: {} as LoginEvent,
    input: {} as LoginInput,
    output: {} as LoginOutput,
  },
  actors: {
    /** The app provides it with its fetchCaptcha (captchaMachine.provide). */
    captcha: captchaMachine,
    requestToken: fromPromise<LoginTokens, RequestTokenInput>(notProvided('requestToken')),
    loadProfile: fromPromise<LoginProfile, LoadProfileInput>(notProvided('loadProfile')),
  },
  guards: {
    captchaEnabled: ({ context }) => context.captchaEnabled,
    canSubmit: ({ context }) => canSubmitLogin(context),
  },
  actions: {
    captchaUpdated: assign(({ context, event }) =>
      event.type === 'captcha.updated' ? applyCaptchaUpdate(event, context.captchaText) : {},
    ),
    refreshCaptcha: sendTo('captcha', { type: 'captcha.refresh' }),
    regenerateCaptcha: sendTo('captcha', { type: 'captcha.regenerate' }),
    setField: assign(({ context, event }) => {
      if (event.type !== 'user.input') return {};
      return { ...context, [event.field]: event.value };
    }),
    countAttempt: assign({ attempts: ({ context }) => context.attempts + 1 }),
    clearError: assign({ error: null }),
    raiseCaptchaRegenerate: raise({ type: 'captcha.regenerate' }),
  },
  delays: LOGIN_DELAYS,
}).createMachine({
  id: 'login',
  context: ({ input }) => ({
    captchaEnabled: input.captchaEnabled,
    username: '',
    password: '',
    captchaText: '',
    captcha: null,
    nonce: '',
    captchaStatus: input.captchaEnabled ? 'loading' : 'off',
    error: null,
    attempts: 0,
    tokens: null,
    profile: null,
    welcome: null,
  }),
  initial: 'form',
  states: {
    form: {
      type: 'parallel',
      states: {
        captcha: {
          initial: 'init',
          states: {
            init: { always: [{ guard: 'captchaEnabled', target: 'active' }, { target: 'disabled' }] },
            disabled: {},
            // Re-entering the form (a failed profile call) starts a new child: a new captcha.
            active: CAPTCHA_ACTIVE_STATE,
          },
        },
        entry: {
          initial: 'editing',
          states: {
            editing: {
              on: {
                'user.input': { actions: 'setField' },
                'user.submit': { guard: 'canSubmit', target: 'submitting' },
              },
            },
            submitting: {
              tags: ['busy'],
              entry: ['countAttempt', 'clearError'],
              invoke: {
                id: 'requestToken',
                src: 'requestToken',
                input: ({ context }) => ({
                  username: context.username.trim(),
                  password: context.password,
                  captchaText: context.captchaEnabled ? context.captchaText.trim() : undefined,
                  validation: context.captchaEnabled ? context.captcha?.validation : undefined,
                  nonce: context.captchaEnabled ? context.nonce : undefined,
                }),
                onDone: { target: '#login.delayingSuccess', actions: assign({ tokens: ({ event }) => event.output }) },
                onError: {
                  target: 'delayingFailure',
                  actions: assign({ error: ({ event }) => loginErrorMessage(event.error) }),
                },
              },
            },
            delayingFailure: {
              tags: ['busy'],
              // The captcha is regenerated when the failure shows: the server has consumed it.
              // Kept after a failure: the username AND the password, so a user who only
              // mistyped the captcha retypes just the captcha; the captcha text is cleared with
              // the new image (it belongs to the old one).
              after: { resultDelay: { target: 'showingError', actions: 'raiseCaptchaRegenerate' } },
            },
            showingError: {
              exit: 'clearError',
              after: { errorDisplay: { target: 'editing' } },
              on: {
                // The user may start correcting (and even resubmit) while the message shows.
                'user.input': { actions: 'setField' },
                'user.submit': { guard: 'canSubmit', target: 'submitting' },
              },
            },
          },
        },
      },
    },
    delayingSuccess: {
      tags: ['busy'],
      after: { resultDelay: { target: 'loadingProfile' } },
    },
    loadingProfile: {
      tags: ['busy'],
      invoke: {
        id: 'loadProfile',
        src: 'loadProfile',
        input: ({ context }) => ({ tokens: context.tokens as LoginTokens }),
        onDone: {
          target: 'welcome',
          actions: assign({
            profile: ({ event }) => event.output,
            welcome: ({ context, event }) => welcomeMessage(event.output, context.username.trim()),
          }),
        },
        // Re-entering `form` reloads the captcha (its region starts over) and shows the error.
        onError: {
          target: '#login.form.entry.showingError',
          actions: assign({ tokens: null, error: ({ event }) => restErrorMessage(event.error) }),
        },
      },
    },
    welcome: {
      after: { redirectDelay: { target: 'done' } },
    },
    done: { type: 'final' },
  },
  output: ({ context }) => ({ tokens: context.tokens as LoginTokens, profile: context.profile as LoginProfile }),
});
