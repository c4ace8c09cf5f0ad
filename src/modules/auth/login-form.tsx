import { Alert, Box, Button, PasswordInput, Stack, Text } from '@mantine/core';
import { IconAlertCircle, IconCircleCheck, IconLock, IconLogin2 } from '@tabler/icons-react';
import { useEffect, useRef, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { canSubmitLogin, type LoginContext, type LoginOutput } from '@machines/login.machine';
import type { University } from '@/config/schema';
import type { CaptchaStatus } from '@machines/captcha.machine';
import { CaptchaField } from './captcha-field';
import { hasUniversityUrl } from '@/session/current-university';
import { useAuthMessage } from './use-auth-message';
import { useLogin } from './use-login';
import { UsernameInput } from './username-input';

/** platform.md 3: `captchaEnable` above 0 shows the captcha. */
export function captchaEnabledFor(university: Pick<University, 'captchaEnable'> | null): boolean {
  return (university?.captchaEnable ?? -1) > 0;
}

/**
 * platform.md 2.2: submit is disabled when no university is chosen, the university URL is empty, a
 * request is loading, or the form is invalid (the login machine's own rule, `canSubmitLogin`).
 */
export function loginSubmitDisabled(args: {
  university: Pick<University, 'universityURL'> | null;
  busy: boolean;
  context: Pick<LoginContext, 'username' | 'password' | 'captchaText' | 'captcha' | 'captchaEnabled'>;
}): boolean {
  return !args.university || !hasUniversityUrl(args.university) || args.busy || !canSubmitLogin(args.context);
}

export interface LoginFormProps {
  /** The chosen university (null in cloud mode until one is picked). Remount the form when it changes. */
  university: University | null;
  /** The login machine finished: tokens and profile (not stored yet; the session stores them). */
  onSucceeded: (output: LoginOutput) => void;
  autoFocus?: boolean;
}

/** Username, password and captcha, run by machines/login.machine.ts. */
export function LoginForm({ university, onSucceeded, autoFocus }: LoginFormProps) {
  const { t } = useTranslation(['auth', 'common']);
  const message = useAuthMessage();
  const [snapshot, send] = useLogin(captchaEnabledFor(university));
  const { context } = snapshot;

  const busy = snapshot.hasTag('busy');
  const succeeded = snapshot.matches('welcome') || snapshot.status === 'done';
  const locked = busy || succeeded;
  // Outside the form (the attempt succeeded, the profile loads) the captcha shows as loading.
  const captchaStatus: CaptchaStatus | null =
    context.captchaStatus === 'off'
      ? null
      : snapshot.matches({ form: { captcha: 'active' } })
        ? context.captchaStatus
        : 'loading';
  const disabled = succeeded || loginSubmitDisabled({ university, busy, context });

  const reported = useRef(false);
  useEffect(() => {
    if (snapshot.status === 'done' && !reported.current) {
      reported.current = true;
      onSucceeded(snapshot.output);
    }
  }, [snapshot.status, snapshot.output, onSucceeded]);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!disabled) send({ type: 'user.submit' });
  };

  return (
    <Box component="form" onSubmit={onSubmit} noValidate aria-busy={busy} data-testid="login-form">
      <Stack gap="md">
        <UsernameInput
          value={context.username}
          onChange={(value) => send({ type: 'user.input', field: 'username', value })}
          disabled={locked}
          autoFocus={autoFocus}
        />
        <PasswordInput
          label={t('auth:login.password')}
          placeholder={t('auth:login.passwordPlaceholder')}
          value={context.password}
          onChange={(event) => send({ type: 'user.input', field: 'password', value: event.currentTarget.value })}
          disabled={locked}
          required
          autoComplete="current-password"
          name="password"
          size="md"
          leftSection={<IconLock size={18} aria-hidden />}
        />
        {captchaStatus && (
          <CaptchaField
            captcha={context.captcha}
            status={captchaStatus}
            value={context.captchaText}
            onChange={(value) => send({ type: 'user.input', field: 'captchaText', value })}
            onRefresh={() => send({ type: 'user.refreshCaptcha' })}
            disabled={locked}
            required
          />
        )}

        {/* Results are announced: the failure for 2 s (platform.md 8), then the welcome. */}
        <div aria-live="polite" aria-atomic="true">
          {/* Once the spinner stops: the machine knows the failure while it still waits out resultDelay. */}
          {context.error && !busy && (
            <Alert color="red" variant="light" icon={<IconAlertCircle size={20} />} data-testid="login-error">
              {message(context.error)}
            </Alert>
          )}
          {context.welcome && (
            <Alert color="teal" variant="light" icon={<IconCircleCheck size={20} />} data-testid="login-welcome">
              <Text fw={600}>{message(context.welcome)}</Text>
              <Text fz="sm" c="dimmed">
                {t('auth:login.redirecting')}
              </Text>
            </Alert>
          )}
        </div>

        <Button
          type="submit"
          size="md"
          fullWidth
          disabled={disabled}
          loading={busy}
          loaderProps={{ type: 'dots' }}
          leftSection={<IconLogin2 size={20} aria-hidden />}
          data-testid="login-submit"
        >
          {busy ? t('auth:login.submitting') : t('auth:login.submit')}
        </Button>
      </Stack>
    </Box>
  );
}
