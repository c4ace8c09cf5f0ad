import { sanitizeHtml } from '@/lib/sanitize-html';

/**
 * An announcement's body on the login page, sanitised (platform.md 2.2). Its own chunk: the
 * sanitiser (DOMPurify) loads when an announcement is first opened, not with /login.
 */
export default function AnnouncementBody({ html }: { html: string }) {
  return <div dangerouslySetInnerHTML={{ __html: sanitizeHtml(html) }} />;
}
