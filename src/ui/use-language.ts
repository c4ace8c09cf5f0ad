import { useProvidedLanguage } from '@/i18n/language-context';
import type { Language } from '@/i18n/languages';

/** The language on screen (re-renders when it changes). */
export function useLanguage(): Language {
  return useProvidedLanguage();
}
