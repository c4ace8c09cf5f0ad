import { DirectionProvider, localStorageColorSchemeManager, MantineProvider } from '@mantine/core';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { i18n as I18n } from 'i18next';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { ConfigProvider } from '@/config/config-context';
import type { RuntimeConfig } from '@/config/schema';
import { directionOf, isLanguage, DEFAULT_LANGUAGE } from '@/i18n/languages';
import { LanguageProvider } from '@/i18n/language-context';
import { DirectionSync } from './direction-sync';
import { Toasts } from './toasts';
import { LocalizedDefaults } from '@/ui/localized-defaults';
import { CssVariables } from '@/ui/css-variables';
import { cssVariablesResolver, theme } from '@/ui/theme';
import { COLOR_SCHEME_KEY } from '@/lib/color-scheme';

// The colour scheme chosen in the user menu, the system's until one is chosen.
const colorSchemeManager = localStorageColorSchemeManager({ key: COLOR_SCHEME_KEY });

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
      <LanguageProvider>
        <DirectionProvider initialDirection={directionOf(lng)} detectDirection={false}>
          <MantineProvider
            theme={theme}
            cssVariablesResolver={cssVariablesResolver}
            // Every variable, in a <style> of our own: a page rendered ahead carries only its own.
            withCssVariables={false}
            colorSchemeManager={colorSchemeManager}
            defaultColorScheme="auto"
            env={env}
          >
            <CssVariables />
            <LocalizedDefaults>
              <DirectionSync />
              <Toasts />
              <QueryClientProvider client={queryClient}>
                <ConfigProvider value={config}>{children}</ConfigProvider>
              </QueryClientProvider>
            </LocalizedDefaults>
          </MantineProvider>
        </DirectionProvider>
      </LanguageProvider>
    </I18nextProvider>
  );
}
