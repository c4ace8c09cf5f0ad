import { Typography, type BoxProps } from '@mantine/core';
import { useMemo } from 'react';
import { ANNOUNCEMENT_ATTRIBUTES, ANNOUNCEMENT_TAGS, sanitizeHtml } from '@/lib/sanitize-html';

/** Rich text (FAQ answers, message bodies): the announcement set plus paragraphs, line breaks and lists. */
const RICH_TEXT_TAGS = [...ANNOUNCEMENT_TAGS, 'p', 'br', 'ul', 'ol', 'li'] as const;

export interface SanitizedHtmlProps extends BoxProps {
  html: string;
  /**
   * `announcement` (platform.md 2.2, 2.9: only bold, italic and links) or `rich` (also paragraphs,
   * line breaks and lists). Everything else is dropped by src/lib/sanitize-html.ts, its text kept.
   */
  variant?: 'announcement' | 'rich';
  'data-testid'?: string;
  /** `auto` for server content (an announcement in Persian stays right-aligned in the English UI). */
  dir?: 'auto' | 'ltr' | 'rtl';
}

/** Server HTML rendered only after sanitising; the one place this module uses innerHTML. */
export function SanitizedHtml({ html, variant = 'announcement', dir, ...boxProps }: SanitizedHtmlProps) {
  const safe = useMemo(
    () =>
      sanitizeHtml(html, {
        allowedTags: variant === 'rich' ? RICH_TEXT_TAGS : ANNOUNCEMENT_TAGS,
        allowedAttributes: ANNOUNCEMENT_ATTRIBUTES,
      }),
    [html, variant],
  );
  return (
    <Typography {...boxProps}>
      <div
        dir={dir}
        style={{ whiteSpace: variant === 'announcement' ? 'pre-line' : undefined, lineHeight: 1.9 }}
        dangerouslySetInnerHTML={{ __html: safe }}
      />
    </Typography>
  );
}

/** The text of sanitised HTML (excerpts on cards). */
export function htmlToText(html: string): string {
  const safe = sanitizeHtml(html, { allowedTags: [], allowedAttributes: [] });
  if (typeof document === 'undefined') return safe;
  const el = document.createElement('div');
  el.innerHTML = safe;
  return (el.textContent ?? '').replace(/\s+/g, ' ').trim();
}
