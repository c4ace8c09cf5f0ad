import { paths } from '@/lib/paths';

/** /helpdesk/issues/{issueId} (platform.md 2.1); not a named route, so it stays out of src/lib/paths.ts' table. */
export const ISSUE_ROUTE = `${paths.HelpdeskIssues}/:issueId`;

export function issuePath(id: number): string {
  return `${paths.HelpdeskIssues}/${id}`;
}

/** The route's id: digits only (modules.md 2.1), else null (the page says not found). */
export function parseIssueId(raw: string | undefined): number | null {
  if (!raw || !/^\d{1,15}$/.test(raw)) return null;
  const id = Number(raw);
  return id > 0 ? id : null;
}
