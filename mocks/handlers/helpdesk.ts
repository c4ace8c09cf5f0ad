import { HttpResponse } from 'msw';
import type { IssueCreateRequest, IssueUpdateRequest } from '@/api/generated/helpdesk/model';
import { HELPDESK_FIELD_DEFAULTS } from '@/lib/helpdesk-conventions';
import { isSession, requireUser } from '../auth';
import { anyOrigin, helpdeskHttp, untypedHttp } from '../http';
import {
  attachment,
  createIssue,
  findIssue,
  HELPDESK_CATEGORIES,
  HELPDESK_PROJECT,
  isClosedStatus,
  issues,
  issueView,
  MAX_UPLOAD_BYTES,
  MOCK_REDMINE_KEYS,
  statusesList,
  storeUpload,
  updateIssue,
  userByKey,
  type RedmineUser,
  type StoredIssue,
} from '../world/helpdesk-store';

/*
 * The mock Redmine (openapi/helpdesk.yaml), answering as Debian's Redmine 5 with the seed of
 * scripts/redmine/seed.rb (REST on, login required): 401 with `WWW-Authenticate` and no body for a
 * missing or bad key, open-only default listing, `status_id=*`, limit capped at 100, exact
 * `cf_N=value` filters, 204 on PUT (also when the workflow refuses a status), upload tokens that
 * need `application/octet-stream`, 422 `{errors}` for validation. The contract suite
 * (tests/contract/helpdesk-contract.ts) runs against this and against the real Redmine.
 */

/** The 401 of a Redmine with login required (the proxy strips WWW-Authenticate before a browser sees it). */
const unauthorized = () =>
  new HttpResponse(null, { status: 401, headers: { 'WWW-Authenticate': 'Basic realm="Redmine API"' } });
const bare = (status: number) => new HttpResponse(null, { status });
const errors = (status: number, list: string[]) => HttpResponse.json({ errors: list }, { status });

/**
 * Who calls. With a Redmine key (the contract suite talks to Redmine directly): that Redmine user, unscoped.
 * With the portal's bearer token (the app): the helpdesk gateway's rules (scripts/helpdesk-gateway.ts,
 * issue 40), the portal's Redmine user scoped to the student the token belongs to.
 */
interface Caller {
  user: RedmineUser;
  /** The student every call is scoped to (the issue's username custom field), or null for a key caller. */
  student: string | null;
}

const USERNAME_FIELD = HELPDESK_FIELD_DEFAULTS.username;

function authenticate(request: Request): Caller | null {
  const key = request.headers.get('X-Redmine-API-Key') ?? new URL(request.url).searchParams.get('key');
  if (key) {
    const user = userByKey(key);
    return user ? { user, student: null } : null;
  }
  if (!/^Bearer\s/i.test(request.headers.get('Authorization') ?? '')) return null;
  const session = requireUser(request, { allowPasswordChange: true });
  const portal = userByKey(MOCK_REDMINE_KEYS.student);
  return isSession(session) && portal ? { user: portal, student: session.user.username } : null;
}

/** A key caller sees what Redmine shows its user; a student only issues whose username field is theirs. */
const owns = (caller: Caller, issue: StoredIssue) =>
  caller.student === null || issue.fields.get(USERNAME_FIELD) === caller.student;

/** The gateway's 401 carries no WWW-Authenticate (Redmine's does; the gateway drops it). */
const refused = (request: Request) =>
  request.headers.has('X-Redmine-API-Key') || new URL(request.url).searchParams.has('key') ? unauthorized() : bare(401);

/** Redmine's host as content_url spells it: the origin the client used, without the proxy prefix. */
function redmineOrigin(request: Request): string {
  return new URL(request.url).origin;
}

const isProject = (value: string) => value === String(HELPDESK_PROJECT.id) || value === HELPDESK_PROJECT.identifier;

function statusMatches(filter: string | null, statusId: number): boolean {
  if (filter === null || filter === '' || filter === 'open') return !isClosedStatus(statusId);
  if (filter === '*') return true;
  if (filter === 'closed') return isClosedStatus(statusId);
  return filter.split('|').map(Number).includes(statusId);
}

const byId = (i: StoredIssue) => i.id;
const SORTABLE: Record<string, (i: StoredIssue) => number | string> = {
  id: byId,
  start_date: (i) => i.startDate,
  created_on: (i) => i.createdAt,
  updated_on: (i) => i.updatedAt,
  subject: (i) => i.subject,
  status: (i) => i.statusId,
};

function sortIssues(list: StoredIssue[], sort: string | null): StoredIssue[] {
  // Redmine: the asked keys (unknown ones dropped), then id descending as the tie-breaker.
  const keys = (sort ?? '')
    .split(',')
    .map((s) => s.trim().split(':'))
    .flatMap(([k, dir]) => {
      const get = k ? SORTABLE[k] : undefined;
      return get ? [{ get, desc: dir === 'desc' }] : [];
    });
  if (!keys.some((k) => k.get === byId)) keys.push({ get: byId, desc: true });
  return [...list].sort((a, b) => {
    for (const k of keys) {
      const x = k.get(a);
      const y = k.get(b);
      if (x !== y) return (x < y ? -1 : 1) * (k.desc ? -1 : 1);
    }
    return 0;
  });
}

const FILTERABLE_FIELDS = new Set<number>(Object.values(HELPDESK_FIELD_DEFAULTS));

const listIssues = helpdeskHttp.get('/issues.json', ({ request, response }) => {
  const caller = authenticate(request);
  if (!caller) return response.untyped(refused(request));
  const { user } = caller;
  const q = new URL(request.url).searchParams;
  const project = q.get('project_id');
  if (project !== null && !isProject(project)) return response.untyped(bare(404));
  if (project !== null && !user.member) return response.untyped(bare(403));
  const offset = Math.max(0, Number.parseInt(q.get('offset') ?? '0', 10) || 0);
  const asked = Number.parseInt(q.get('limit') ?? '25', 10);
  const limit = Number.isFinite(asked) && asked > 0 ? Math.min(asked, 100) : 25;
  const cfFilters = [...q.entries()].flatMap(([name, value]) => {
    const m = /^cf_(\d+)$/.exec(name);
    return m && FILTERABLE_FIELDS.has(Number(m[1])) ? [{ id: Number(m[1]), value }] : [];
  });
  // The gateway forces the caller's own username filter, whatever was asked.
  if (caller.student !== null)
    cfFilters.splice(0, cfFilters.length, ...cfFilters.filter((f) => f.id !== USERNAME_FIELD), {
      id: USERNAME_FIELD,
      value: caller.student,
    });
  // Only project members see the (private) project's issues.
  const visible = user.member ? issues() : [];
  const matching = visible.filter(
    (i) =>
      statusMatches(q.get('status_id'), i.statusId) && cfFilters.every((f) => (i.fields.get(f.id) ?? '') === f.value),
  );
  const page = sortIssues(matching, q.get('sort')).slice(offset, offset + limit);
  const origin = redmineOrigin(request);
  return response(200).json({
    issues: page.map((i) => issueView(i, { origin })),
    total_count: matching.length,
    offset,
    limit,
  });
});

const createOne = helpdeskHttp.post('/issues.json', async ({ request, response }) => {
  const caller = authenticate(request);
  if (!caller) return response.untyped(refused(request));
  const { user } = caller;
  let body: IssueCreateRequest | null = null;
  try {
    body = (await request.json()) as IssueCreateRequest;
  } catch {
    body = null;
  }
  if (!body?.issue) return response.untyped(errors(422, ['Subject cannot be blank']));
  if (caller.student !== null) {
    // The gateway files the request under the caller, whatever username the body named.
    const fields = (body.issue.custom_fields ?? []).filter((f) => f.id !== USERNAME_FIELD);
    body.issue.custom_fields = [...fields, { id: USERNAME_FIELD, value: caller.student }];
  }
  const made = createIssue(user, body.issue);
  if (!made.ok) return response.untyped(made.errors ? errors(made.status, made.errors) : bare(made.status));
  return response(201).json({ issue: issueView(made.value, { origin: redmineOrigin(request) }) });
});

function visibleIssue(caller: Caller, raw: string | undefined | null): StoredIssue | null {
  if (!raw || !/^\d+$/.test(raw) || !caller.user.member) return null;
  const issue = findIssue(Number(raw));
  return issue && owns(caller, issue) ? issue : null;
}

const getOne = helpdeskHttp.get('/issues/{id}.json', ({ request, params, response }) => {
  const caller = authenticate(request);
  if (!caller) return response.untyped(refused(request));
  const issue = visibleIssue(caller, String(params.id));
  if (!issue) return response.untyped(bare(404));
  const include = (new URL(request.url).searchParams.get('include') ?? '').split(',').map((s) => s.trim());
  return response(200).json({
    issue: issueView(issue, {
      origin: redmineOrigin(request),
      journals: include.includes('journals'),
      attachments: include.includes('attachments'),
    }),
  });
});

const updateOne = helpdeskHttp.put('/issues/{id}.json', async ({ request, params, response }) => {
  const caller = authenticate(request);
  if (!caller) return response.untyped(refused(request));
  const { user } = caller;
  const issue = visibleIssue(caller, String(params.id));
  if (!issue) return response.untyped(bare(404));
  let body: IssueUpdateRequest | null = null;
  try {
    body = (await request.json()) as IssueUpdateRequest;
  } catch {
    body = null;
  }
  // The gateway passes only what the contract's update carries (never the custom fields).
  const asked = body?.issue ?? {};
  const done = updateIssue(
    user,
    issue,
    caller.student === null
      ? asked
      : {
          notes: asked.notes,
          status_id: asked.status_id,
          assigned_to_id: asked.assigned_to_id,
          uploads: asked.uploads,
        },
  );
  if (!done.ok) return response.untyped(done.errors ? errors(done.status, done.errors) : bare(done.status));
  return response(204).empty();
});

const upload = helpdeskHttp.post('/uploads.json', async ({ request, response }) => {
  const caller = authenticate(request);
  if (!caller) return response.untyped(refused(request));
  const { user } = caller;
  const type = (request.headers.get('Content-Type') ?? '').split(';')[0]?.trim();
  if (type !== 'application/octet-stream') return response.untyped(bare(406));
  const bytes = new Uint8Array(await request.arrayBuffer());
  if (bytes.byteLength > MAX_UPLOAD_BYTES) {
    return response.untyped(
      errors(422, [
        `This file cannot be uploaded because it exceeds the maximum allowed file size (${MAX_UPLOAD_BYTES})`,
      ]),
    );
  }
  return response(201).json({ upload: storeUpload(user, bytes) });
});

const statuses = helpdeskHttp.get('/issue_statuses.json', ({ request, response }) => {
  if (!authenticate(request)) return response.untyped(refused(request));
  return response(200).json({ issue_statuses: statusesList() });
});

const customFields = helpdeskHttp.get('/custom_fields.json', ({ request, response }) => {
  // Administrators only; the portal's users are not.
  if (!authenticate(request)) return response.untyped(refused(request));
  return response.untyped(bare(403));
});

const projects = helpdeskHttp.get('/projects.json', ({ request, response }) => {
  const caller = authenticate(request);
  if (!caller) return response.untyped(refused(request));
  const { user } = caller;
  const list = user.member
    ? [{ ...HELPDESK_PROJECT, description: '', status: 1, is_public: false, inherit_members: false }]
    : [];
  return response(200).json({ projects: list, total_count: list.length, offset: 0, limit: 25 });
});

const categories = helpdeskHttp.get('/projects/{id}/issue_categories.json', ({ request, params, response }) => {
  const caller = authenticate(request);
  if (!caller) return response.untyped(refused(request));
  const { user } = caller;
  if (!isProject(String(params.id))) return response.untyped(bare(404));
  if (!user.member) return response.untyped(bare(403));
  const list = HELPDESK_CATEGORIES.map((c) => ({
    ...c,
    project: { id: HELPDESK_PROJECT.id, name: HELPDESK_PROJECT.name },
  }));
  return response(200).json({ issue_categories: list, total_count: list.length });
});

/** Redmine's attachment download (outside the contract: the page's download link). */
const download = untypedHttp.get(anyOrigin('/helpdesk/attachments/download/:id/:name'), ({ request, params }) => {
  const caller = authenticate(request);
  if (!caller) return refused(request);
  const a = attachment(Number(params.id));
  if (!a || !caller.user.member) return bare(404);
  // The gateway's rule: a student downloads only an attachment listed on an issue of theirs (?issue_id=).
  if (caller.student !== null) {
    const issue = visibleIssue(caller, new URL(request.url).searchParams.get('issue_id'));
    if (!issue?.attachmentIds.includes(a.id)) return bare(404);
  }
  return new HttpResponse(a.bytes.slice().buffer as ArrayBuffer, {
    status: 200,
    headers: {
      'Content-Type': a.content_type ?? 'application/octet-stream',
      'Content-Disposition': `attachment; filename="${encodeURIComponent(a.filename)}"`,
    },
  });
});

export const helpdeskHandlers = [
  listIssues,
  createOne,
  getOne,
  updateOne,
  upload,
  statuses,
  customFields,
  projects,
  categories,
  download,
];
