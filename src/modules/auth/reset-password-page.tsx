import { Alert, Anchor, Box, Button, Group, Stack, Text, Title } from '@mantine/core';
import { IconAlertCircle, IconAlertTriangle, IconArrowBackUp, IconCircleCheck, IconKey } from '@tabler/icons-react';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate } from 'react-router';
import { canSubmitReset } from '@machines/reset-password.machine';
import { useConfig } from '@/config/config-context';
import { paths } from '@/lib/paths';
import { AuthLayout, authClasses as classes } from './auth-layout';
import { useIsMobile } from '@/ui/use-is-mobile';
import type { CaptchaStatus } from '@machines/captcha.machine';
import { CaptchaField } from './captcha-field';
import { hasUniversityUrl, useChosenUniversity } from '@/session/current-university';
import { LoginSidePanel } from './login-side-panel';
import { UniversitySelector } from './university-selector';
import { useAuthMessage } from './use-auth-message';
import { useResetPassword } from './use-reset-password';
import { useDocumentTitle } from '@/ui/use-document-title';
import { UsernameInput } from './username-input';

/**
 * /reset-password (platform.md 2.3, 5 "Reset-password init", 7 POST /rest/users/reset-password/init),
 * run by machines/reset-password.machine.ts: username and captcha, then the server's answer.
 *
 * Out of scope on purpose: the later steps (one-time code, new password). The spec describes them
 * as placeholders without server calls ("not shown beyond that"), so the page ends at the
 * machine's "sent" message with a way back to the login.
 */
function ResetPasswordForm({ universityReady }: { universityReady: boolean }) {
  const { t } = useTranslation(['auth', 'common']);
  const message = useAuthMessage();
  const [snapshot, send] = useResetPassword();
  const { context } = snapshot;
  const busy = snapshot.hasTag('busy');
  const sent = snapshot.status === 'done';

  const captchaStatus: CaptchaStatus = snapshot.matches('form') ? context.captchaStatus : 'loading';
  // Enabled while the captcha is missing: submitting then explains it ("captcha not ready").
  const disabled = !universityReady || busy || sent || (context.captcha !== null && !canSubmitReset(context));

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!disabled) send({ type: 'user.submit' });
  };

  if (sent) {
    return (
      <Stack gap="lg">
        <Alert color="teal" variant="light" icon={<IconCircleCheck size={20} />} role="status" data-testid="reset-sent">
          <Text fw={600}>{message(snapshot.output.message)}</Text>
          <Text fz="sm" c="dimmed" mt={4}>
            {t('auth:reset.laterSteps')}
          </Text>
        </Alert>
        <Button
          component={Link}
          to={paths.Login}
          variant="light"
          size="md"
          fullWidth
          leftSection={<IconArrowBackUp size={18} />}
        >
          {t('auth:reset.backToLogin')}
        </Button>
      </Stack>
    );
  }

  return (
    <Box component="form" onSubmit={onSubmit} noValidate aria-busy={busy} data-testid="reset-form">
      <Stack gap="md">
        <UsernameInput
          value={context.username}
          onChange={(value) => send({ type: 'user.input', field: 'username', value })}
          disabled={busy}
        />
        <CaptchaField
          captcha={context.captcha}
          status={captchaStatus}
          value={context.captchaText}
          onChange={(value) => send({ type: 'user.input', field: 'captchaText', value })}
          onRefresh={() => send({ type: 'user.refreshCaptcha' })}
          disabled={busy}
          required
        />
        <div aria-live="polite" aria-atomic="true">
          {context.warning && (
            <Alert color="yellow" variant="light" icon={<IconAlertTriangle size={20} />} data-testid="reset-warning">
              {message(context.warning)}
            </Alert>
          )}
          {context.error && (
            <Alert color="red" variant="light" icon={<IconAlertCircle size={20} />} data-testid="reset-error">
              {message(context.error)}
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
          leftSection={<IconKey size={20} aria-hidden />}
        >
          {t('auth:reset.submit')}
        </Button>
        <Group justify="center">
          <Anchor component={Link} to={paths.Login} fz="sm" fw={500}>
            <Group gap={6} component="span">
              <IconArrowBackUp size={16} aria-hidden />
              {t('auth:reset.backToLogin')}
            </Group>
          </Anchor>
        </Group>
      </Stack>
    </Box>
  );
}

export default function ResetPasswordPage() {
  const { t } = useTranslation(['auth', 'common']);
  useDocumentTitle(t('auth:reset.title'));
  const { ui } = useConfig();
  const mobile = useIsMobile();
  const { university, selectable, choose } = useChosenUniversity();

  // The recovery is offered only when the deployment turns it on (platform.md 2.2).
  if (!ui.resetPasswordEnabled) return <Navigate to={paths.Login} replace />;

  return (
    <AuthLayout side={<LoginSidePanel university={university} selectable={selectable} collapsible={mobile} />}>
      <div className={classes.cardIcon} aria-hidden>
        <IconKey size={28} stroke={1.8} />
      </div>
      <Title order={1} fz={26} fw={700} lh={1.5}>
        {t('auth:reset.title')}
      </Title>
      <Text c="dimmed" fz="sm" mt={4} mb="lg" lh={1.9}>
        {t('auth:reset.description')}
      </Text>
      <Stack gap="lg">
        {selectable && <UniversitySelector value={university} onChange={choose} />}
        {/* Keyed by university: a new one gets a new captcha from its own server. */}
        <ResetPasswordForm key={university?.unikey ?? '-'} universityReady={hasUniversityUrl(university)} />
      </Stack>
    </AuthLayout>
  );
}
