// The language on screen, for screens and widgets (one subscription for the app: src/i18n/language-context.tsx).
export { useLanguage } from '@/i18n/language-context';
