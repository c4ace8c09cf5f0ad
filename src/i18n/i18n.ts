import i18next, { type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import fa from './locales/fa';
import { DEFAULT_LANGUAGE, LANGUAGE_STORAGE_KEY, isLanguage, type Language } from './languages';

const NAMESPACES = Object.keys(fa) as (keyof typeof fa)[];

// fa ships in the main bundle; en and ar load when chosen.
const loaders: Record<Language, () => Promise<{ default: Record<string, unknown> }>> = {
  fa: async () => ({ default: fa }),
  en: () => import('./locales/en'),
  ar: () => import('./locales/ar'),
};

async function loadLanguage(instance: I18n, lng: Language): Promise<void> {
  if (instance.hasResourceBundle(lng, 'common')) return;
  const { default: bundles } = await loaders[lng]();
  for (const [ns, resources] of Object.entries(bundles)) instance.addResourceBundle(lng, ns, resources, true, true);
}

function storedLanguage(): Language {
  try {
    const v = globalThis.localStorage?.getItem(LANGUAGE_STORAGE_KEY);
    return isLanguage(v) ? v : DEFAULT_LANGUAGE;
  } catch {
    return DEFAULT_LANGUAGE;
  }
}

export interface I18nOptions {
  lng?: Language;
  /** Tests pass a handler that fails on a missing key. */
  onMissingKey?: (lng: readonly string[], ns: string, key: string) => void;
}

export async function createI18n(options: I18nOptions = {}): Promise<I18n> {
  const lng = options.lng ?? storedLanguage();
  const instance = i18next.createInstance();
  await instance.use(initReactI18next).init({
    lng,
    fallbackLng: false,
    supportedLngs: ['fa', 'en', 'ar'],
    ns: NAMESPACES,
    defaultNS: 'common',
    resources: { fa },
    interpolation: { escapeValue: false },
    returnNull: false,
    saveMissing: Boolean(options.onMissingKey),
    missingKeyHandler: options.onMissingKey
      ? (lngs, ns, key) => options.onMissingKey?.(lngs, ns, key)
      : undefined,
  });
  await loadLanguage(instance, lng);
  return instance;
}

/** Switches language, loading its resources first, and remembers the choice. */
export async function changeLanguage(instance: I18n, lng: Language): Promise<void> {
  await loadLanguage(instance, lng);
  await instance.changeLanguage(lng);
  try {
    globalThis.localStorage?.setItem(LANGUAGE_STORAGE_KEY, lng);
  } catch {
    // storage can be unavailable (private mode); the choice then lasts for this visit only
  }
}

export function currentLanguage(instance: I18n): Language {
  return isLanguage(instance.language) ? instance.language : DEFAULT_LANGUAGE;
}
