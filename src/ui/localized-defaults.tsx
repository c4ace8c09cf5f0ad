import { MantineThemeProvider, type MantineThemeOverride } from '@mantine/core';
import { useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * Default props that need the current language: every close button Mantine draws by itself (a
 * toast's, a modal's, a drawer's, an alert's) gets a translated name, so a screen reader never meets
 * an unnamed button (axe button-name), whoever opened the toast; a password field's show/hide
 * button is named in the page's language, not Mantine's English.
 */
export function LocalizedDefaults({ children }: { children: ReactNode }) {
  const { t } = useTranslation('common');
  const close = t('actions.close');
  const togglePassword = t('actions.togglePassword');
  const theme = useMemo<MantineThemeOverride>(
    () => ({
      components: {
        Notification: { defaultProps: { closeButtonProps: { 'aria-label': close } } },
        Modal: { defaultProps: { closeButtonProps: { 'aria-label': close } } },
        Drawer: { defaultProps: { closeButtonProps: { 'aria-label': close } } },
        Alert: { defaultProps: { closeButtonLabel: close } },
        PasswordInput: { defaultProps: { visibilityToggleButtonProps: { 'aria-label': togglePassword } } },
      },
    }),
    [close, togglePassword],
  );
  return <MantineThemeProvider theme={theme}>{children}</MantineThemeProvider>;
}
