// A dev tool that also floats over /login: its Mantine components' styles come with their scripts
// (scripts/mantine-css-loader.cjs).
import { DirectionProvider, MantineProvider } from '@mantine/core';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';
import { theme } from '@/ui/theme';
import { DEFAULT_LANGUAGE, directionOf, isLanguage, type Language } from '@/i18n/languages';
import { readStored } from '@/lib/local-store';
import { STORAGE_KEYS } from '@/lib/storage-keys';
import { MockPanel } from './mock-panel';
import { createPanelI18n } from './panel-i18n';

/*
 * Mounts the mock panel into its own DOM node with its own MantineProvider and i18next instance,
 * outside the app's React tree. It follows the app's language: the stored choice at start, then
 * every change of <html lang>.
 */

export const PANEL_ROOT_ID = 'samad-mock-panel';

function startLanguage(): Language {
  const fromHtml = document.documentElement.lang;
  if (isLanguage(fromHtml)) return fromHtml;
  const stored = readStored(STORAGE_KEYS.language);
  return isLanguage(stored) ? stored : DEFAULT_LANGUAGE;
}

export async function mountMockPanel(): Promise<void> {
  if (document.getElementById(PANEL_ROOT_ID)) return;
  // `?mockPanel=off` (or localStorage samad-mock.panel=off) hides it, e.g. for screenshots.
  if (
    new URLSearchParams(window.location.search).get('mockPanel') === 'off' ||
    window.localStorage.getItem('samad-mock.panel') === 'off'
  )
    return;
  const host = document.createElement('div');
  host.id = PANEL_ROOT_ID;
  document.body.appendChild(host);
  const lng = startLanguage();
  host.dir = directionOf(lng);
  const i18n = await createPanelI18n(lng);
  new MutationObserver(() => {
    const next = document.documentElement.lang;
    if (isLanguage(next) && next !== i18n.language) {
      host.dir = directionOf(next);
      void i18n.changeLanguage(next);
    }
  }).observe(document.documentElement, { attributes: true, attributeFilter: ['lang'] });

  // A root of its own: its ids (React's, and Mantine's from them: src/ui/mantine-use-id.ts) must
  // not repeat the app's.
  createRoot(host, { identifierPrefix: 'mock-panel-' }).render(
    <StrictMode>
      <I18nextProvider i18n={i18n}>
        <DirectionProvider initialDirection={directionOf(lng)} detectDirection={false}>
          {/* The app's provider already wrote the theme's CSS variables and global styles. */}
          <MantineProvider theme={theme} withCssVariables={false} withGlobalClasses={false}>
            <MockPanel portalTarget={host} />
          </MantineProvider>
        </DirectionProvider>
      </I18nextProvider>
    </StrictMode>,
  );
}
