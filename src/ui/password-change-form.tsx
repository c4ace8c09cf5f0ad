import {
  Alert,
  Button,
  Group,
  List,
  PasswordInput,
  Progress,
  Stack,
  Text,
  ThemeIcon,
  VisuallyHidden,
} from '@mantine/core';
import { IconAlertCircle, IconCheck, IconX } from '@tabler/icons-react';
import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '@/api/api-error';
import { useChangeMyPassword, useGetPasswordConfigs } from '@/api/generated/rest/hooks/auth/auth';
import { checkPassword, strengthLevel, type PasswordCheck, type PasswordPolicy } from '@/lib/password-policy';
import { localizeParams } from '@/lib/digits';
import { useSession } from '@/session/session-provider';
import { useLanguage } from './use-language';

export interface PasswordChangeValues {
  current: string;
  next: string;
  confirm: string;
}

export type PasswordFieldError = 'required' | 'same' | 'mismatch' | 'policy';
export type PasswordChangeErrors = Partial<Record<keyof PasswordChangeValues, PasswordFieldError>>;

/**
 * platform.md 5 "Expired-password form": all three fields required; the new password must equal
 * the confirmation and differ from the current one ("same password"); it must meet the per-user
 * policy (the failed rules are listed by the view from `check.errors`). Pure, for the view and tests.
 */
export function validatePasswordChange(
  values: PasswordChangeValues,
  check: PasswordCheck | null,
): PasswordChangeErrors {
  const errors: PasswordChangeErrors = {};
  if (!values.current) errors.current = 'required';
  if (!values.next) errors.next = 'required';
  else if (values.next === values.current) errors.next = 'same';
  else if (check && !check.isValid) errors.next = 'policy';
  if (!values.confirm) errors.confirm = 'required';
  else if (values.next && values.confirm !== values.next) errors.confirm = 'mismatch';
  return errors;
}

/** The server's word on a failed change (platform.md 8 "Password change"). */
export function passwordChangeFailure(error: unknown): { key: 'same' | 'connection' } | { message: string } {
  if (isApiError(error)) {
    if (error.errorCode === 'USER_SAME_PASSWORD') return { key: 'same' };
    if (error.hasServerMessage) return { message: error.messageFa };
  }
  return { key: 'connection' };
}

export interface PasswordChangeFormProps {
  /** Called after the server accepted the new password. */
  onChanged: () => void;
  /** Extra actions beside "change password" (the forced modals offer logout). */
  extraActions?: React.ReactNode;
}

/** Current, new and repeated password; checked against the user's policy, then PUT /rest/users/me/change-password. */
export function PasswordChangeForm({ onChanged, extraActions }: PasswordChangeFormProps) {
  const { t } = useTranslation(['ui', 'auth']);
  const lng = useLanguage();
  const { profile } = useSession();
  const username = profile?.username ?? '';
  const policyQuery = useGetPasswordConfigs(
    { username },
    { query: { enabled: Boolean(username), retry: 1, staleTime: Infinity }, request: { suppressToast: true } },
  );
  const policy = (policyQuery.data?.payload ?? null) as PasswordPolicy | null;
  const change = useChangeMyPassword({ request: { suppressToast: true } });

  const [values, setValues] = useState<PasswordChangeValues>({ current: '', next: '', confirm: '' });
  const [submitted, setSubmitted] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const currentRef = useRef<HTMLInputElement>(null);
  const nextRef = useRef<HTMLInputElement>(null);
  const confirmRef = useRef<HTMLInputElement>(null);

  const check = policy && values.next ? checkPassword(values.next, policy) : null;
  const errors = validatePasswordChange(values, check);
  const shown: PasswordChangeErrors = submitted ? errors : {};
  const fieldError = (field: keyof PasswordChangeValues) =>
    shown[field] ? t(`ui:password.errors.${shown[field]}`) : undefined;

  const set = (field: keyof PasswordChangeValues) => (event: React.ChangeEvent<HTMLInputElement>) => {
    const value = event.currentTarget.value;
    setValues((v) => ({ ...v, [field]: value }));
    setFailure(null);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    setFailure(null);
    const first = (['current', 'next', 'confirm'] as const).find((f) => errors[f]);
    if (first) {
      ({ current: currentRef, next: nextRef, confirm: confirmRef })[first].current?.focus();
      return;
    }
    try {
      await change.mutateAsync({
        data: { password: values.current, newPassword: values.next, repeatNewPassword: values.confirm },
      });
      onChanged();
    } catch (error) {
      const outcome = passwordChangeFailure(error);
      setFailure('message' in outcome ? outcome.message : t(`ui:password.errors.${outcome.key}`));
    }
  };

  const requirements = policy ? checkPassword(values.next, policy).requirements : [];
  const level = check ? strengthLevel(check.strength) : null;

  return (
    <form onSubmit={(e) => void submit(e)} noValidate data-testid="password-change-form">
      <Stack gap="sm">
        <PasswordInput
          ref={currentRef}
          label={t('ui:password.current')}
          value={values.current}
          onChange={set('current')}
          error={fieldError('current')}
          autoComplete="current-password"
          required
          data-autofocus
        />
        <PasswordInput
          ref={nextRef}
          label={t('ui:password.new')}
          value={values.next}
          onChange={set('next')}
          error={fieldError('next')}
          autoComplete="new-password"
          required
          aria-describedby="password-requirements"
        />
        {check && level && (
          <Group gap="xs" wrap="nowrap" aria-live="polite">
            <Progress
              value={Math.max(6, check.strength)}
              color={
                ['red', 'orange', 'yellow', 'teal', 'green'][check.strength >= 80 ? 4 : Math.floor(check.strength / 20)]
              }
              size="sm"
              style={{ flex: 1 }}
              aria-hidden
            />
            <Text size="xs" c="dimmed">
              {t('auth:strength.label')}: {t(`auth:strength.${level}`)}
            </Text>
          </Group>
        )}
        <div id="password-requirements">
          {policyQuery.isLoading && (
            <Text size="xs" c="dimmed">
              {t('ui:password.policyLoading')}
            </Text>
          )}
          {policyQuery.isError && (
            <Text size="xs" c="dimmed">
              {t('ui:password.policyUnavailable')}
            </Text>
          )}
          {requirements.length > 0 && (
            <>
              <Text size="xs" fw={600} mb={4}>
                {t('ui:password.requirements')}
              </Text>
              <List spacing={2} size="xs" center data-testid="password-requirements">
                {requirements.map((r) => {
                  const bad = !r.met && (submitted || values.next.length > 0);
                  return (
                    <List.Item
                      key={r.key}
                      data-met={r.met}
                      c={r.met ? 'var(--mantine-color-teal-text)' : bad ? 'var(--mantine-color-red-text)' : 'dimmed'}
                      icon={
                        <ThemeIcon
                          size={16}
                          radius="xl"
                          variant="light"
                          color={r.met ? 'teal' : bad ? 'red' : 'gray'}
                          aria-hidden
                        >
                          {r.met ? <IconCheck size={11} /> : <IconX size={11} />}
                        </ThemeIcon>
                      }
                    >
                      {t(r.key, localizeParams(r.params, lng))}
                      <VisuallyHidden>
                        {' — '}
                        {r.met ? t('ui:password.met') : t('ui:password.notMet')}
                      </VisuallyHidden>
                    </List.Item>
                  );
                })}
              </List>
            </>
          )}
        </div>
        <PasswordInput
          ref={confirmRef}
          label={t('ui:password.confirm')}
          value={values.confirm}
          onChange={set('confirm')}
          error={fieldError('confirm')}
          autoComplete="new-password"
          required
        />
        {failure && (
          <Alert
            color="red"
            variant="light"
            icon={<IconAlertCircle size={18} />}
            role="alert"
            data-testid="password-change-failure"
          >
            {failure}
          </Alert>
        )}
        <Group justify="space-between" mt="xs">
          {extraActions ?? <span />}
          <Button type="submit" loading={change.isPending}>
            {t('ui:password.submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
