import { useTranslation } from 'react-i18next';
import { currentLanguage } from '@/i18n/i18n';
import type { Language } from '@/i18n/languages';

/** The language on screen (re-renders when it changes). */
export function useLanguage(): Language {
  const { i18n } = useTranslation();
  return currentLanguage(i18n);
}
