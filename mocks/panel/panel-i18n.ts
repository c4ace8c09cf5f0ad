import i18next, { type i18n as I18n } from 'i18next';
import { initReactI18next, useTranslation } from 'react-i18next';
import type { Language } from '@/i18n/languages';
import ar from './locales/ar.json';
import en from './locales/en.json';
import fa from './locales/fa.json';

/*
 * The mock panel's own strings and i18next instance. They live here, not in src/i18n, so a production
 * build never carries them: only the mock bootstrap imports mocks/.
 */

export const PANEL_NAMESPACE = 'mockPanel';
export const PANEL_RESOURCES = { fa, en, ar } satisfies Record<Language, unknown>;

/** Every key path of the Persian (source) strings, e.g. `faults.kinds.error`. */
type Leaves<T> = { [K in keyof T & string]: T[K] extends string ? K : `${K}.${Leaves<T[K]>}` }[keyof T & string];
export type PanelKey = Leaves<typeof fa>;

export async function createPanelI18n(lng: Language): Promise<I18n> {
  const instance = i18next.createInstance();
  await instance.use(initReactI18next).init({
    lng,
    fallbackLng: 'fa',
    ns: [PANEL_NAMESPACE],
    defaultNS: PANEL_NAMESPACE,
    resources: {},
    interpolation: { escapeValue: false },
  });
  for (const [language, strings] of Object.entries(PANEL_RESOURCES))
    instance.addResourceBundle(language, PANEL_NAMESPACE, strings);
  return instance;
}

type PanelT = (key: PanelKey, options?: Record<string, unknown>) => string;

/**
 * useTranslation for the panel's instance. The app's typed resources (src/i18n/i18next.d.ts) do not
 * include the panel's namespace, so its keys are checked against PanelKey instead.
 */
export function usePanelTranslation(): { t: PanelT; i18n: I18n } {
  const { t, i18n } = useTranslation();
  return { t: t as unknown as PanelT, i18n };
}
