import type { HelpdeskListIssuesParams } from '@/api/generated/helpdesk/model';
import { HELPDESK_PAGE_SIZE } from '@/lib/helpdesk-conventions';

/**
 * The list query of modules.md 7: all statuses (or one), the username custom field as Redmine's exact
 * `cf_<id>=value` filter, newest first, 100 a page. The contract's `cf_username` leaves as
 * `cf_<configured id>` (openapi/helpdesk.yaml x-runtime-name; renamed in src/api/endpoints.ts).
 */
export function listIssuesParams(options: {
  username: string;
  projectId: string | number;
  status?: string;
  page?: number;
  limit?: number;
}): HelpdeskListIssuesParams {
  const limit = options.limit ?? HELPDESK_PAGE_SIZE;
  return {
    project_id: options.projectId,
    status_id: options.status ?? '*',
    cf_username: options.username,
    sort: 'start_date:desc',
    offset: ((options.page ?? 1) - 1) * limit,
    limit,
  };
}
