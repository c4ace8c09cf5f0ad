import 'i18next';
import type fa from './locales/fa';

// Keys are checked at compile time against the Persian resources (the source language).
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    resources: typeof fa;
  }
}
