import i18next, { type i18n as I18n } from 'i18next';
import resourcesToBackend from 'i18next-resources-to-backend';
import { initReactI18next } from 'react-i18next';
import { readStored, writeStored } from '@/lib/local-store';
import { STORAGE_KEYS } from '@/lib/storage-keys';
import { DEFAULT_LANGUAGE, isLanguage, type Language } from './languages';
import { LATER_NAMESPACES, START_RESOURCES, type Namespace } from './namespaces';

export { LATER_NAMESPACES, type Namespace };

/**
 * i18next's backend: every namespace not in the first load, one file each, read when a route loads
 * it (loadNamespaces) or, as a net, when a screen asks for one no route loaded
 * (`useTranslation('wallet')`): react-i18next then suspends the screen until it arrives instead of
 * showing raw keys. Each file is its own chunk, named after it (`fa-reservation-json` for the reserve
 * page's preload hint, scripts/route-preload.ts).
 */
const lazyNamespaces = resourcesToBackend(
  (lng: string, ns: string) =>
    import(/* webpackChunkName: "[request]" */ /* webpackInclude: /\.json$/ */ `./locales/${lng}/${ns}.json`),
);

// The app's instances (tests make their own, with every namespace).
const instances = new Set<I18n>();

/**
 * Loads these namespaces of the language on screen into every instance, before a route renders
 * (src/app/routes.tsx, the shell's module routes). Idempotent.
 * Rejects when one did not load (offline), so the route shows its error screen with a retry instead
 * of raw keys; i18next never reads a failed namespace again by itself, so a retry asks anew.
 */
export async function loadNamespaces(names: readonly Namespace[]): Promise<void> {
  await Promise.all(
    [...instances].map(async (instance) => {
      const missing = () => names.filter((ns) => !instance.hasResourceBundle(instance.language, ns));
      await instance.loadNamespaces([...names]);
      if (missing().length) await instance.reloadResources([instance.language], missing());
      if (missing().length) throw new Error(`Texts not loaded: ${missing().join(', ')}`);
    }),
  );
}

export function storedLanguage(): Language {
  const v = readStored(STORAGE_KEYS.language);
  return isLanguage(v) ? v : DEFAULT_LANGUAGE;
}

export interface I18nOptions {
  lng?: Language;
  /** Only the first screen's Persian namespaces (the app's start); the routes load the rest (loadNamespaces). Default: all. */
  startOnly?: boolean;
  /** Tests pass a handler that fails on a missing key. */
  onMissingKey?: (lng: readonly string[], ns: string, key: string) => void;
}

export async function createI18n(options: I18nOptions = {}): Promise<I18n> {
  const lng = options.lng ?? storedLanguage();
  const instance = i18next.createInstance();
  await instance
    .use(initReactI18next)
    .use(lazyNamespaces)
    .init({
      lng,
      fallbackLng: false,
      supportedLngs: ['fa', 'en', 'ar'],
      // Copies: i18next adds every namespace it loads to these very objects, and an instance must not
      // hand its namespaces to the next one (a test's instance started with another test's).
      ns: Object.keys(START_RESOURCES),
      defaultNS: 'common',
      resources: { fa: { ...START_RESOURCES } },
      // The bundled resources are only part of fa: the backend reads the rest when asked.
      partialBundledLanguages: true,
      interpolation: { escapeValue: false },
      returnNull: false,
      saveMissing: Boolean(options.onMissingKey),
      missingKeyHandler: options.onMissingKey ? (lngs, ns, key) => options.onMissingKey?.(lngs, ns, key) : undefined,
    });
  if (options.startOnly) instances.add(instance);
  else await instance.loadNamespaces(LATER_NAMESPACES);
  return instance;
}

/** Switches language, loading its resources first, and remembers the choice. */
export async function changeLanguage(instance: I18n, lng: Language): Promise<void> {
  // i18next reads the new language's loaded namespaces before it switches.
  await instance.changeLanguage(lng);
  // Storage can be unavailable (private mode); the choice then lasts for this visit only.
  writeStored(STORAGE_KEYS.language, lng);
}

export function currentLanguage(instance: I18n): Language {
  return isLanguage(instance.language) ? instance.language : DEFAULT_LANGUAGE;
}
