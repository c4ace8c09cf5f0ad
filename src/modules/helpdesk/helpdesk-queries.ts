import {
  useHelpdeskGetIssue,
  useHelpdeskListIssueCategories,
  useHelpdeskListIssues,
  useHelpdeskListProjects,
} from '@/api/generated/helpdesk/hooks/helpdesk/helpdesk';
import { listIssuesParams } from './helpdesk-params';
import { useHelpdeskSettings } from './helpdesk-settings';

/** The screens show their own loading, empty and error states: no global toast for these reads. */
const quiet = { suppressToast: true } as const;

export type StatusFilter = 'all' | 'open' | 'closed';
const STATUS_PARAM: Record<StatusFilter, string> = { all: '*', open: 'open', closed: 'closed' };

export function useMyIssues(filter: StatusFilter, page: number) {
  const s = useHelpdeskSettings();
  const params = listIssuesParams({ username: s.username, projectId: s.projectId, status: STATUS_PARAM[filter], page });
  return useHelpdeskListIssues(params, { request: quiet, query: { enabled: Boolean(s.username) } });
}

/** Requests in the wait queue (modules.md 4: only these appear on the helpdesk home slides). */
export function useWaitingIssues() {
  const s = useHelpdeskSettings();
  const params = listIssuesParams({ username: s.username, projectId: s.projectId, status: '20' });
  return useHelpdeskListIssues(params, { request: quiet, query: { enabled: Boolean(s.username) } });
}

export function useIssue(id: number) {
  return useHelpdeskGetIssue(id, { include: 'attachments,journals' }, { request: quiet, query: { retry: false } });
}

export function useProjects() {
  return useHelpdeskListProjects({ limit: 100 }, { request: quiet });
}

export function useCategories(projectId: number | null) {
  return useHelpdeskListIssueCategories(projectId ?? 0, { request: quiet, query: { enabled: projectId !== null } });
}
