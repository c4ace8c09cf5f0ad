import { DirectionProvider, MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { i18n as I18n } from 'i18next';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { ConfigProvider } from '@/config/config-context';
import type { RuntimeConfig } from '@/config/schema';
import { directionOf, isLanguage, DEFAULT_LANGUAGE } from '@/i18n/languages';
import { DirectionSync } from './direction-sync';
import { LocalizedDefaults } from '@/ui/localized-defaults';
import { cssVariablesResolver, theme } from '@/ui/theme';

export interface AppProvidersProps {
  config: RuntimeConfig;
  i18n: I18n;
  queryClient: QueryClient;
  children: ReactNode;
  /** Tests render with env="test" (no transitions, portals kept simple). */
  env?: 'default' | 'test';
}

export function AppProviders({ config, i18n, queryClient, children, env = 'default' }: AppProvidersProps) {
  const lng = isLanguage(i18n.language) ? i18n.language : DEFAULT_LANGUAGE;
  return (
    <I18nextProvider i18n={i18n}>
      <DirectionProvider initialDirection={directionOf(lng)} detectDirection={false}>
        <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} env={env}>
          <LocalizedDefaults>
            <DirectionSync />
            <Notifications position="top-center" limit={1} />
            <QueryClientProvider client={queryClient}>
              <ConfigProvider value={config}>{children}</ConfigProvider>
            </QueryClientProvider>
          </LocalizedDefaults>
        </MantineProvider>
      </DirectionProvider>
    </I18nextProvider>
  );
}
