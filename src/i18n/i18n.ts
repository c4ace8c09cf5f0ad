import i18next, { type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import type fa from './locales/fa';
import faStart from './locales/fa/start';
import { readStored, writeStored } from '@/lib/local-store';
import { STORAGE_KEYS } from '@/lib/storage-keys';
import { DEFAULT_LANGUAGE, isLanguage, type Language } from './languages';

/** Every namespace, as the Persian files name them. */
export type Namespace = keyof typeof fa;
const START_NAMESPACES = Object.keys(faStart) as Namespace[];
type LaterNamespace = Exclude<Namespace, keyof typeof faStart>;

// en and ar load whole when chosen (or stored); fa's first-screen namespaces ship in the main bundle.
const languageLoaders: Record<Exclude<Language, 'fa'>, () => Promise<{ default: Record<string, unknown> }>> = {
  en: () => import('./locales/en'),
  ar: () => import('./locales/ar'),
};

/**
 * fa's other namespaces, one file each, loaded with the screens that use them (issue 20): the shell's
 * with its route (same chunk name, so they arrive together), a module's with its routes (the
 * manifests' `namespaces`), all with the home page and the command palette, which show every module.
 * The reservation namespace is named for the reserve page's preload hint (scripts/route-preload.ts).
 */
const faLoaders: Record<LaterNamespace, () => Promise<{ default: unknown }>> = {
  shell: () => import(/* webpackChunkName: "route-shell" */ './locales/fa/shell.json'),
  reservation: () => import(/* webpackChunkName: "fa-reservation" */ './locales/fa/reservation.json'),
  content: () => import(/* webpackChunkName: "fa-content" */ './locales/fa/content.json'),
  wallet: () => import(/* webpackChunkName: "fa-wallet" */ './locales/fa/wallet.json'),
  face: () => import(/* webpackChunkName: "fa-face" */ './locales/fa/face.json'),
  surveys: () => import(/* webpackChunkName: "fa-surveys" */ './locales/fa/surveys.json'),
  account: () => import(/* webpackChunkName: "fa-account" */ './locales/fa/account.json'),
  dormitory: () => import(/* webpackChunkName: "fa-dormitory" */ './locales/fa/dormitory.json'),
  helpdesk: () => import(/* webpackChunkName: "fa-helpdesk" */ './locales/fa/helpdesk.json'),
  // What money actions say (issue 40), with the wallet's and the reservation's routes.
  money: () => import(/* webpackChunkName: "fa-money" */ './locales/fa/money.json'),
};

/** Every namespace that is not in the first load (a test's instance starts with them all). */
export const LATER_NAMESPACES = Object.keys(faLoaders) as LaterNamespace[];

async function readNamespace(lng: string, ns: string): Promise<unknown> {
  if (lng === 'fa') {
    const load = faLoaders[ns as LaterNamespace];
    if (!load) throw new Error(`no Persian namespace ${ns}`);
    return (await load()).default;
  }
  const load = languageLoaders[lng as Exclude<Language, 'fa'>];
  if (!load) throw new Error(`no language ${lng}`);
  return (await load()).default[ns] ?? {};
}

/**
 * i18next's backend: a namespace a screen asks for (`useTranslation('wallet')`) before its route
 * loaded it is read here, and react-i18next suspends the screen until it arrives instead of
 * showing raw keys. The routes load their namespaces ahead (loadNamespaces), so this is the net.
 */
const lazyNamespaces = {
  type: 'backend' as const,
  init: () => {},
  read: (lng: string, ns: string, callback: (error: unknown, data?: unknown) => void) => {
    readNamespace(lng, ns).then(
      (data) => callback(null, data),
      (error: unknown) => callback(error),
    );
  },
};

function addBundles(instance: I18n, lng: string, bundles: Record<string, unknown>) {
  for (const [ns, resources] of Object.entries(bundles)) instance.addResourceBundle(lng, ns, resources, true, true);
}

// The languages each instance holds whole (en, ar: every namespace, whatever the backend read before).
const wholeLanguages = new WeakMap<I18n, Set<Language>>();

async function loadLanguage(instance: I18n, lng: Language): Promise<void> {
  if (lng === 'fa' || wholeLanguages.get(instance)?.has(lng)) return;
  const { default: bundles } = await languageLoaders[lng]();
  addBundles(instance, lng, bundles);
  wholeLanguages.set(instance, new Set([...(wholeLanguages.get(instance) ?? []), lng]));
}

// The app's instances (tests make their own, with every namespace).
const instances = new Set<I18n>();

/**
 * Loads these namespaces of the language on screen into every instance, before a route renders
 * (src/app/routes.tsx, the shell's module routes). Idempotent; nothing to do for a whole language.
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
  await instance.use(initReactI18next).use(lazyNamespaces).init({
    lng,
    fallbackLng: false,
    supportedLngs: ['fa', 'en', 'ar'],
    // Copies: i18next adds every namespace it loads to these very objects, and an instance must not
    // hand its namespaces to the next one (a test's instance started with another test's).
    ns: [...START_NAMESPACES],
    defaultNS: 'common',
    resources: { fa: { ...faStart } },
    // The bundled resources are only part of fa: the backend reads the rest when asked.
    partialBundledLanguages: true,
    interpolation: { escapeValue: false },
    returnNull: false,
    saveMissing: Boolean(options.onMissingKey),
    missingKeyHandler: options.onMissingKey
      ? (lngs, ns, key) => options.onMissingKey?.(lngs, ns, key)
      : undefined,
  });
  await loadLanguage(instance, lng);
  if (options.startOnly) instances.add(instance);
  else await instance.loadNamespaces(LATER_NAMESPACES);
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
