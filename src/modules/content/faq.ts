import { decodeBase64Or } from '@/lib/base64';

/**
 * Where the FAQ comes from (platform.md 2.9 does not say): the `content` i18n namespace,
 * `faq.items` in src/i18n/locales/{fa,en,ar}/content.json. So it is translated like every other
 * text, type-checked, ships with the app (no extra request, works offline in the mock build), and a
 * university that needs its own answers changes one JSON file per language.
 *
 * An answer is HTML; with `"encoding": "base64"` it is base64 of UTF-8 HTML (the form the legacy
 * FAQ used, and what a CMS export produces). Either way it is sanitised before it is rendered.
 */
export interface FaqItem {
  id: string;
  question: string;
  answer: string;
  encoding?: 'html' | 'base64';
}

/** The answer's HTML (decoded when base64; a value that does not decode is shown as it is). */
export function faqAnswerHtml(item: Pick<FaqItem, 'answer' | 'encoding'>): string {
  return item.encoding === 'base64' ? decodeBase64Or(item.answer) : item.answer;
}

/** Items whose question or answer contains the query (case-insensitive, on the answer's text). */
export function filterFaq(items: readonly FaqItem[], query: string, textOf: (html: string) => string): FaqItem[] {
  const q = query.trim().toLowerCase();
  if (!q) return [...items];
  return items.filter(
    (item) => item.question.toLowerCase().includes(q) || textOf(faqAnswerHtml(item)).toLowerCase().includes(q),
  );
}

export function asFaqItems(value: unknown): FaqItem[] {
  if (!Array.isArray(value)) return [];
  return value.filter(
    (v): v is FaqItem =>
      Boolean(v) &&
      typeof v === 'object' &&
      typeof (v as FaqItem).id === 'string' &&
      typeof (v as FaqItem).question === 'string' &&
      typeof (v as FaqItem).answer === 'string',
  );
}
