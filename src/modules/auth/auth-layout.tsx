import { Box, Group, Stack, Text } from '@mantine/core';
import { IconSchool } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useConfig } from '@/config/config-context';
import { ErrorBoundary } from '@/ui/error-boundary';
import { LanguageSwitcher } from '@/ui/language-switcher';
import classes from './auth-layout.module.css';

export { classes as authClasses };

/** The brand: mark, short name and full name (the side panel and the mobile top bar). */
export function BrandLockup({ tone = 'light' }: { tone?: 'light' | 'dark' }) {
  const { t } = useTranslation(['common']);
  const dark = tone === 'dark';
  return (
    <Group gap={12} wrap="nowrap">
      <span
        className={classes.brandMark}
        aria-hidden
        style={dark ? { background: 'var(--mantine-color-darkTeal-9)', color: 'white', boxShadow: 'none' } : undefined}
      >
        <IconSchool size={26} stroke={1.8} />
      </span>
      <Stack gap={0}>
        <Text fw={700} fz={dark ? 17 : 20} lh={1.4} c={dark ? 'darkTeal.9' : 'white'}>
          {t('common:app.brand')}
        </Text>
        <Text fz={dark ? 12 : 13} lh={1.5} c={dark ? 'dimmed' : 'rgba(255,255,255,0.8)'}>
          {t('common:app.name')}
        </Text>
      </Stack>
    </Group>
  );
}

function Footer({ className }: { className: string }) {
  const { t } = useTranslation(['auth', 'common']);
  const { ui } = useConfig();
  // platform.md 2.2: the owner's name unless corporate information is hidden.
  if (ui.hideCorporateInfo) return null;
  return (
    <Box component="footer" className={`${classes.footer} ${className}`} data-testid="auth-footer">
      {t('auth:footer.rights', { owner: ui.ownerName.trim() || t('common:app.name') })}
    </Box>
  );
}

export interface AuthLayoutProps {
  /** The university side: announcements, or brand and banner. */
  side: ReactNode;
  /** The form card's content. */
  children: ReactNode;
}

/** The frame of the sign-in pages (login, password recovery). */
export function AuthLayout({ side, children }: AuthLayoutProps) {
  return (
    // The form first in the document, the side panel after it (the desktop's grid puts the panel at
    // the row's start): a phone paints the page as its HTML arrives, and a panel parsed before the
    // form was painted at the top and pushed down by it (a layout shift).
    <Box className={classes.root}>
      <Box component="main" className={classes.main}>
        <header className={classes.topbar}>
          <Box className={classes.topbarBrand}>
            <BrandLockup tone="dark" />
          </Box>
          <Box style={{ marginInlineStart: 'auto' }}>
            <LanguageSwitcher />
          </Box>
        </header>
        <div className={classes.content}>
          <div className={classes.card}>{children}</div>
        </div>
        <Footer className={classes.footerDesktop ?? ''} />
      </Box>
      {/* Announcements come from the server: bad ones must not cost the sign-in form. */}
      <ErrorBoundary name="login-side-panel" variant="widget">
        {side}
      </ErrorBoundary>
      <Footer className={classes.footerMobile ?? ''} />
    </Box>
  );
}
