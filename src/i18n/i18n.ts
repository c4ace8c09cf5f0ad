import i18next, { type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import type fa from './locales/fa';
import faStart from './locales/fa/start';
import { readStored, writeStored } from '@/lib/local-store';
import { STORAGE_KEYS } from '@/lib/storage-keys';
import { DEFAULT_LANGUAGE, isLanguage, type Language } from './languages';

type Namespace = keyof typeof fa;
const START_NAMESPACES = Object.keys(faStart) as Namespace[];

// fa's first-screen namespaces ship in the main bundle, the rest with the signed-in shell
// (loadAllNamespaces, issue 20); en and ar load whole when chosen.
const loaders: Record<Language, () => Promise<{ default: Record<string, unknown> }>> = {
  fa: async () => ({ default: faStart }),
  en: () => import('./locales/en'),
  ar: () => import('./locales/ar'),
};
// Named like the shell's chunk: they load together, and the size budget counts them together.
const loadFaRest = () => import(/* webpackChunkName: "route-shell" */ './locales/fa/rest');

function addBundles(instance: I18n, lng: string, bundles: Record<string, unknown>) {
  for (const [ns, resources] of Object.entries(bundles)) instance.addResourceBundle(lng, ns, resources, true, true);
}

async function loadLanguage(instance: I18n, lng: Language): Promise<void> {
  if (instance.hasResourceBundle(lng, 'common')) return;
  const { default: bundles } = await loaders[lng]();
  addBundles(instance, lng, bundles);
}

// Instances started with the first-screen namespaces only (the app's); tests start with all.
const partial = new Set<I18n>();

/**
 * The Persian namespaces beyond the first screen's, for the signed-in shell: its route awaits this
 * before it renders (src/app/routes.tsx). Idempotent.
 */
export async function loadAllNamespaces(): Promise<void> {
  if (partial.size === 0) return;
  const { default: rest } = await loadFaRest();
  for (const instance of partial) addBundles(instance, 'fa', rest);
  partial.clear();
}

export function storedLanguage(): Language {
  const v = readStored(STORAGE_KEYS.language);
  return isLanguage(v) ? v : DEFAULT_LANGUAGE;
}

export interface I18nOptions {
  lng?: Language;
  /** Only the first screen's Persian namespaces (the app's start); the shell loads the rest. Default: all. */
  startOnly?: boolean;
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
    ns: START_NAMESPACES,
    defaultNS: 'common',
    resources: { fa: faStart },
    interpolation: { escapeValue: false },
    returnNull: false,
    saveMissing: Boolean(options.onMissingKey),
    missingKeyHandler: options.onMissingKey
      ? (lngs, ns, key) => options.onMissingKey?.(lngs, ns, key)
      : undefined,
  });
  await loadLanguage(instance, lng);
  partial.add(instance);
  if (!options.startOnly) await loadAllNamespaces();
  return instance;
}

/** Switches language, loading its resources first, and remembers the choice. */
export async function changeLanguage(instance: I18n, lng: Language): Promise<void> {
  await loadLanguage(instance, lng);
  await instance.changeLanguage(lng);
  // Storage can be unavailable (private mode); the choice then lasts for this visit only.
  writeStored(STORAGE_KEYS.language, lng);
}

export function currentLanguage(instance: I18n): Language {
  return isLanguage(instance.language) ? instance.language : DEFAULT_LANGUAGE;
}
