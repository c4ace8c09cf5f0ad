import 'i18next';
import type { Resources } from './namespaces';

// Keys are checked at compile time against the Persian resources (the source language).
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    resources: Resources;
  }
}
