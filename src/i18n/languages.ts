export const LANGUAGES = ['fa', 'en', 'ar'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'fa';

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

export function directionOf(lng: Language): 'rtl' | 'ltr' {
  return lng === 'en' ? 'ltr' : 'rtl';
}
