import { useTranslation } from 'react-i18next';
import { LANGUAGES, type Language } from '@/i18n/languages';
import ar from './locales/ar.json';
import en from './locales/en.json';
import fa from './locales/fa.json';

/*
 * The catalogue's own texts. They live here, not in src/i18n/locales, so that production bundles
 * (which drop this dev-only page) carry none of them; the page registers them as the i18next
 * namespace `catalogue` when it mounts, so they still go through i18next like every other string.
 */
const CATALOGUE_TEXT: Record<Language, typeof fa> = { fa, en, ar };

type Leaves<T, P extends string = ''> = T extends string
  ? P
  : { [K in keyof T & string]: Leaves<T[K], P extends '' ? K : `${P}.${K}`> }[keyof T & string];
type CatalogueKey = Leaves<typeof fa>;
const CATALOGUE_NS = 'catalogue';

/** `t` for the catalogue's texts (an i18next namespace registered on first use). */
export function useCatalogueText() {
  const { i18n } = useTranslation();
  for (const lng of LANGUAGES) {
    if (!i18n.hasResourceBundle(lng, CATALOGUE_NS)) i18n.addResourceBundle(lng, CATALOGUE_NS, CATALOGUE_TEXT[lng]);
  }
  // Outside the typed namespaces of src/i18n/i18next.d.ts on purpose (see above); typed here instead.
  const t = i18n.getFixedT(i18n.language, CATALOGUE_NS as never) as unknown as (
    key: CatalogueKey,
    options?: Record<string, unknown>,
  ) => string;
  return { t };
}
