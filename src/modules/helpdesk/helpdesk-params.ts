import type { HelpdeskListIssuesParams } from '@/api/generated/helpdesk/model';
import { HELPDESK_PAGE_SIZE } from '@/lib/helpdesk-conventions';

/**
 * The list query of modules.md 7: all statuses (or one), the username custom field as Redmine's exact
 * `cf_<id>=value` filter, newest first, 100 a page. The contract's `cf_username` is a placeholder for
 * `cf_<configured id>` (openapi/helpdesk.yaml, x-runtime-name): the name is built here, where the
 * configured id is known, so the request leaves with the name Redmine filters on.
 */
export function listIssuesParams(options: {
  username: string;
  usernameFieldId: number;
  projectId: string | number;
  status?: string;
  page?: number;
  limit?: number;
}): HelpdeskListIssuesParams {
  const limit = options.limit ?? HELPDESK_PAGE_SIZE;
  const params: Record<string, string | number> = {
    project_id: options.projectId,
    status_id: options.status ?? '*',
    [`cf_${options.usernameFieldId}`]: options.username,
    sort: 'start_date:desc',
    offset: ((options.page ?? 1) - 1) * limit,
    limit,
  };
  return params as HelpdeskListIssuesParams;
}
