import { Affix, Button, Group, Notification, Progress, Text } from '@mantine/core';
import { IconClockExclamation } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SESSION_MESSAGES, WARNING_LEAD_MS } from '@machines/session.machine';
import { localizeDigits } from '@/lib/digits';
import { useSessionActor, useSessionSelector } from '@/session/session-provider';
import { useLanguage } from '@/ui/use-language';

/** Seconds left, counted from when this mounted (it mounts when the warning appears). */
function useCountdown(leadMs: number): number {
  const [started] = useState(() => Date.now());
  const [now, setNow] = useState(started);
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 250);
    return () => clearInterval(timer);
  }, []);
  return Math.max(0, Math.ceil((leadMs - (now - started)) / 1000));
}

function WarningCard({ leadMs }: { leadMs: number }) {
  const { t } = useTranslation(['shell', 'auth']);
  const lng = useLanguage();
  const session = useSessionActor();
  const left = useCountdown(leadMs);
  const total = Math.max(1, Math.ceil(leadMs / 1000));
  return (
    <Affix
      position={{ top: 16, left: 16, right: 16 }}
      zIndex={400}
      style={{ display: 'flex', justifyContent: 'center', pointerEvents: 'none' }}
    >
      <Notification
        role="alert"
        aria-live="assertive"
        color="orange"
        radius="md"
        withCloseButton={false}
        icon={<IconClockExclamation size={20} />}
        title={t('autoLogout.title')}
        style={{ pointerEvents: 'auto', width: 'min(440px, 100%)', boxShadow: 'var(--mantine-shadow-xl)' }}
        data-testid="auto-logout-warning"
      >
        <Text size="sm">{t(SESSION_MESSAGES.autoLogoutWarning)}</Text>
        <Group justify="space-between" mt={8} wrap="nowrap">
          <Text size="xs" c="dimmed" aria-live="off">
            {t('autoLogout.secondsLeft', { seconds: localizeDigits(left, lng) })}
          </Text>
          <Button size="compact-xs" variant="subtle" color="gray" onClick={() => session.send({ type: 'user.logout' })}>
            {t('autoLogout.logoutNow')}
          </Button>
        </Group>
        <Progress value={(left / total) * 100} color="orange" size="xs" mt={8} aria-hidden transitionDuration={250} />
      </Notification>
    </Affix>
  );
}

/**
 * platform.md 4 "Automatic logout": while the session is in signedIn.autoLogout.warning (10 s
 * before the logout) an alert says "you will be logged out in a moment", with the seconds left.
 * It is not a toast of the notification queue (limit 1): an error toast must not hide it. Moving
 * to another page, or any activity in any tab (src/session/shared-activity.ts), restarts
 * the timer and the warning goes away.
 */
export function AutoLogoutWarning() {
  const warning = useSessionSelector((s) => s.matches({ signedIn: { autoLogout: 'warning' } }));
  const leadMs = useSessionSelector((s) => Math.min(WARNING_LEAD_MS, Math.max(0, s.context.autoLogoutSeconds * 1000)));
  return warning ? <WarningCard leadMs={leadMs} /> : null;
}
