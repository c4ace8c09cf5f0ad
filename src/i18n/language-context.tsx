import type { Namespace, TFunction } from 'i18next';
import { createContext, useContext, useMemo, type ReactNode } from 'react';
import { I18nContext, useTranslation } from 'react-i18next';
import { currentLanguage } from './i18n';
import type { Language } from './languages';

/*
 * The language on screen, subscribed to once for the whole app (src/app/providers.tsx). react-i18next's
 * useTranslation costs every component that calls it a subscription, an effect and a copy of the i18n
 * instance's properties on mount; a week of meal cards called it some 180 times, a tenth of the reserve
 * page's render. Hooks that only need the language, or a translation function of one
 * namespace, read it from here instead: one context read, and a re-render when the language changes.
 */

const LanguageContext = createContext<Language | null>(null);

export function LanguageProvider({ children }: { children: ReactNode }) {
  const { i18n } = useTranslation();
  return <LanguageContext.Provider value={currentLanguage(i18n)}>{children}</LanguageContext.Provider>;
}

/** The language on screen (re-renders when it changes; outside the provider, the instance's language). */
export function useLanguage(): Language {
  const provided = useContext(LanguageContext);
  const { i18n } = useContext(I18nContext) ?? {};
  if (provided) return provided;
  if (!i18n) throw new Error('useLanguage outside I18nextProvider');
  return currentLanguage(i18n);
}

/**
 * `t` of one namespace in the language on screen, for components rendered many times over (a week's
 * cards). Its namespace must be loaded before the component renders (the shell's route loads them all).
 */
export function useFixedT<Ns extends Namespace>(ns: Ns): TFunction<Ns> {
  const lng = useLanguage();
  const { i18n } = useContext(I18nContext) ?? {};
  if (!i18n) throw new Error('useFixedT outside I18nextProvider');
  return useMemo(() => i18n.getFixedT(lng, ns), [i18n, lng, ns]);
}
