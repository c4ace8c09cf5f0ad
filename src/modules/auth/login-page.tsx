import { Anchor, Button, Divider, Group, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import {
  IconArrowBackUp,
  IconBook2,
  IconBuildingBank,
  IconExternalLink,
  IconKey,
  IconLogin,
  IconShieldLock,
} from '@tabler/icons-react';
import { lazy, Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useNavigate, useSearchParams } from 'react-router';
import { welcomeMessage, type LoginOutput } from '@machines/login.machine';
import { decodeAccessToken } from '@/api/tokens';
import { useConfig } from '@/config/config-context';
import type { University } from '@/config/schema';
import { paths } from '@/lib/paths';
import { isManagementUser } from '@/session/roles';
import { useSession, useSessionActor } from '@/session/session-provider';
import { LoadingIndicator } from '@/ui/loading-indicator';
import { AuthLayout, authClasses as classes } from './auth-layout';
import { useIsMobile } from '@/ui/use-is-mobile';
import { useChosenUniversity } from '@/session/current-university';
import { captchaEnabledFor, LoginForm } from './login-form';
import { LoginSidePanel } from './login-side-panel';
import { safeNextPath, welcomeModalEnabled } from './post-login';
import { safeHttpUrl } from '@/lib/safe-url';
import { beginCasLogin } from './cas-state';
import { UniversitySelector } from './university-selector';
import { useAuthMessage } from './use-auth-message';
import { useDocumentTitle } from '@/ui/use-document-title';

// Only a management user sees it, after signing in: its own chunk.
const WelcomeModal = lazy(async () => ({ default: (await import('./welcome-modal')).WelcomeModal }));

/** Leaves the app for the university's single sign-on (a seam for tests, where jsdom cannot navigate). */
export const ssoNavigation = { assign: (url: string) => window.location.assign(url) };

/** The university's CAS address when it is a usable http(s) URL (a `javascript:` one never runs). */
function safeCasUrl(university: University | null): string {
  return safeHttpUrl(university?.casUrl)?.href ?? '';
}

function SsoPanel({ university, forced, onBack }: { university: University; forced: boolean; onBack: () => void }) {
  const { t } = useTranslation(['auth']);
  return (
    <Stack gap="md" data-testid="sso-panel">
      <Group gap="sm" wrap="nowrap">
        <ThemeIcon size={40} radius="md" variant="light" color="darkTeal" aria-hidden>
          <IconShieldLock size={22} />
        </ThemeIcon>
        <Text fw={700}>{t('auth:login.ssoTitle')}</Text>
      </Group>
      <Text c="dimmed" fz="sm" lh={1.9}>
        {t('auth:login.ssoDescription', { university: university.universityLabel })}
      </Text>
      <Button
        size="md"
        fullWidth
        leftSection={<IconKey size={20} />}
        onClick={() => {
          const target = safeCasUrl(university);
          if (!target) return;
          beginCasLogin();
          ssoNavigation.assign(target);
        }}
      >
        {t('auth:login.ssoContinue')}
      </Button>
      {!forced && (
        <Anchor component="button" type="button" onClick={onBack} fz="sm" ta="center">
          <Group gap={6} justify="center" component="span">
            <IconArrowBackUp size={16} aria-hidden />
            {t('auth:login.passwordLogin')}
          </Group>
        </Anchor>
      )}
    </Stack>
  );
}

/**
 * /login (platform.md 2.2, 2.5): the university's side, the form (or single sign-on), and the
 * post-login redirect with the welcome modal for management users.
 */
export default function LoginPage() {
  const { t } = useTranslation(['auth', 'common']);
  useDocumentTitle(t('auth:login.title'));
  const config = useConfig();
  const message = useAuthMessage();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const target = safeNextPath(searchParams.get('next'));
  const mobile = useIsMobile();

  const { university, selectable, choose } = useChosenUniversity();
  const sessionActor = useSessionActor();
  const { signedIn, busy: sessionBusy } = useSession();

  const casUrl = safeCasUrl(university);
  const forceCas = Boolean(casUrl && university?.forceCas);
  const [ssoChosen, setSsoChosen] = useState(false);
  const showSso = Boolean(casUrl) && (forceCas || ssoChosen);

  const [output, setOutput] = useState<LoginOutput | null>(null);
  const redirected = useRef(false);

  const onSucceeded = useCallback(
    (result: LoginOutput) => {
      setOutput(result);
      sessionActor.send({ type: 'login.succeeded', tokens: result.tokens, profile: result.profile });
    },
    [sessionActor],
  );

  // platform.md 2.5: once the machine is done (its 1 s redirect delay included) and the session is
  // signed in: the welcome modal for a management user when the setting is on, else the target.
  const next: 'welcome' | 'redirect' | null =
    output && signedIn
      ? isManagementUser(decodeAccessToken(output.tokens.access_token)?.authorities ?? []) &&
        welcomeModalEnabled(config, university)
        ? 'welcome'
        : 'redirect'
      : null;
  // A navigation the router refuses is reported and lands home, never an uncaught rejection on /login.
  const goToTarget = useCallback(() => {
    Promise.resolve(navigate(target, { replace: true })).catch((error: unknown) => {
      console.error('Navigation after sign-in refused', target, error);
      void navigate(paths.Home, { replace: true });
    });
  }, [navigate, target]);
  useEffect(() => {
    if (next !== 'redirect' || redirected.current) return;
    redirected.current = true;
    goToTarget();
  }, [next, goToTarget]);

  // A signed-in visitor has nothing to do here.
  if (signedIn && !output) return <Navigate to={paths.Home} replace />;
  if (sessionBusy && !output) return <LoadingIndicator mih="100vh" />;

  const greeting = output ? message(welcomeMessage(output.profile, output.profile.username ?? '')) : null;

  return (
    <AuthLayout side={<LoginSidePanel university={university} selectable={selectable} collapsible={mobile} />}>
      <div className={classes.cardIcon} aria-hidden>
        <IconLogin size={28} stroke={1.8} />
      </div>
      <Title order={1} fz={26} fw={700} lh={1.5}>
        {t('auth:login.title')}
      </Title>
      <Text c="dimmed" fz="sm" mt={4} mb="lg">
        {t('auth:login.subtitle')}
      </Text>

      <Stack gap="lg">
        {selectable ? (
          <UniversitySelector value={university} onChange={choose} disabled={Boolean(output)} />
        ) : (
          university && (
            <div className={classes.universityChip} data-testid="university-label">
              <IconBuildingBank size={22} stroke={1.6} aria-hidden style={{ flex: 'none' }} />
              <span style={{ flex: 1, minWidth: 0 }}>
                <Text fz="xs" c="var(--mantine-color-darkTeal-text)" lh={1.4}>
                  {t('auth:login.university')}
                </Text>
                <Text fw={600} lh={1.5} truncate>
                  {university.universityLabel}
                </Text>
              </span>
            </div>
          )
        )}

        {showSso && university ? (
          <SsoPanel university={university} forced={forceCas} onBack={() => setSsoChosen(false)} />
        ) : (
          <>
            <LoginForm
              // A new machine when the captcha comes from another server (or is switched on or off);
              // between universities without a captcha what the user typed is kept.
              key={captchaEnabledFor(university) ? `captcha:${university?.unikey}` : 'plain'}
              university={university}
              onSucceeded={onSucceeded}
              autoFocus={!mobile && Boolean(university)}
            />
            {casUrl && (
              <>
                <Divider label={t('auth:login.or')} labelPosition="center" />
                <Button
                  variant="default"
                  size="md"
                  fullWidth
                  leftSection={<IconKey size={20} />}
                  onClick={() => setSsoChosen(true)}
                  disabled={Boolean(output)}
                >
                  {t('auth:login.sso')}
                </Button>
              </>
            )}
          </>
        )}

        {(config.ui.resetPasswordEnabled || config.ui.guideUrl) && (
          <Group justify="space-between" gap="sm">
            {config.ui.resetPasswordEnabled ? (
              <Anchor component={Link} to={paths.ResetPassword} fz="sm" fw={500}>
                {t('auth:login.forgotPassword')}
              </Anchor>
            ) : (
              <span />
            )}
            {config.ui.guideUrl && (
              <Anchor href={config.ui.guideUrl} target="_blank" rel="noopener noreferrer" fz="sm" fw={500}>
                <Group gap={4} component="span" wrap="nowrap">
                  <IconBook2 size={16} aria-hidden />
                  {t('auth:login.guide')}
                  <IconExternalLink size={14} aria-hidden />
                </Group>
              </Anchor>
            )}
          </Group>
        )}
      </Stack>

      {next === 'welcome' && (
        <Suspense fallback={null}>
          <WelcomeModal opened greeting={greeting} onStudent={goToTarget} />
        </Suspense>
      )}
    </AuthLayout>
  );
}
