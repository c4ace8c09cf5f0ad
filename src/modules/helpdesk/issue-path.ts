import { paths } from '@/lib/paths';

export function issuePath(id: number): string {
  return paths.HelpdeskIssue.replace(':issueId', String(id));
}

/** The route's id: digits only (modules.md 2.1), else null (the page says not found). */
export function parseIssueId(raw: string | undefined): number | null {
  if (!raw || !/^\d{1,15}$/.test(raw)) return null;
  const id = Number(raw);
  return id > 0 ? id : null;
}
