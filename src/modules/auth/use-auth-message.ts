import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { AuthErrorKey, AuthMessage } from '@machines/login-errors';
import { localizeParams } from '@/lib/digits';
import { useLanguage } from '@/ui/use-language';

/** Every message key the auth machines put in their context. */
export type AuthMessageKey =
  AuthErrorKey | 'auth:errors.cas' | 'auth:login.welcome' | 'auth:reset.sent' | 'auth:warnings.captchaNotReady';

/** Translates a machine's message; numbers (an HTTP code) in the language's digits. */
export function useAuthMessage(): (message: AuthMessage<AuthMessageKey>) => string {
  const { t } = useTranslation(['auth']);
  const lng = useLanguage();
  return useCallback(
    (message) => {
      const params = localizeParams(message.params, lng);
      // The keys are checked by AuthMessageKey; their params come from the machines at run time,
      // which the typed interpolation of a union of keys cannot follow.
      const translate = t as unknown as (key: AuthMessageKey, options: Record<string, number | string>) => string;
      return translate(message.key, params);
    },
    [t, lng],
  );
}
