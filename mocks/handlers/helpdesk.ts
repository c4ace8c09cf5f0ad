import { HttpResponse } from 'msw';
import type { components } from '@/api/generated/helpdesk/schema';
import { HELPDESK_FIELD_DEFAULTS } from '@/lib/helpdesk-conventions';
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

type S = components['schemas'];

/** The 401 of a Redmine with login required (the proxy strips WWW-Authenticate before a browser sees it). */
const unauthorized = () => new HttpResponse(null, { status: 401, headers: { 'WWW-Authenticate': 'Basic realm="Redmine API"' } });
const bare = (status: number) => new HttpResponse(null, { status });
const errors = (status: number, list: string[]) => HttpResponse.json({ errors: list }, { status });

/** Redmine reads the key from the header or the `key` query parameter. */
function authenticate(request: Request): RedmineUser | null {
  return userByKey(request.headers.get('X-Redmine-API-Key') ?? new URL(request.url).searchParams.get('key'));
}

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
  const user = authenticate(request);
  if (!user) return response.untyped(unauthorized());
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
  // Only project members see the (private) project's issues.
  const visible = user.member ? issues() : [];
  const matching = visible.filter(
    (i) => statusMatches(q.get('status_id'), i.statusId) && cfFilters.every((f) => (i.fields.get(f.id) ?? '') === f.value),
  );
  const page = sortIssues(matching, q.get('sort')).slice(offset, offset + limit);
  const origin = redmineOrigin(request);
  return response(200).json({ issues: page.map((i) => issueView(i, { origin })), total_count: matching.length, offset, limit });
});

const createOne = helpdeskHttp.post('/issues.json', async ({ request, response }) => {
  const user = authenticate(request);
  if (!user) return response.untyped(unauthorized());
  let body: S['IssueCreateRequest'] | null = null;
  try {
    body = (await request.json()) as S['IssueCreateRequest'];
  } catch {
    body = null;
  }
  if (!body?.issue) return response.untyped(errors(422, ['Subject cannot be blank']));
  const made = createIssue(user, body.issue);
  if (!made.ok) return response.untyped(made.errors ? errors(made.status, made.errors) : bare(made.status));
  return response(201).json({ issue: issueView(made.value, { origin: redmineOrigin(request) }) });
});

function visibleIssue(user: RedmineUser, raw: string | undefined): StoredIssue | null {
  if (!raw || !/^\d+$/.test(raw) || !user.member) return null;
  return findIssue(Number(raw));
}

const getOne = helpdeskHttp.get('/issues/{id}.json', ({ request, params, response }) => {
  const user = authenticate(request);
  if (!user) return response.untyped(unauthorized());
  const issue = visibleIssue(user, String(params.id));
  if (!issue) return response.untyped(bare(404));
  const include = (new URL(request.url).searchParams.get('include') ?? '').split(',').map((s) => s.trim());
  return response(200).json({
    issue: issueView(issue, { origin: redmineOrigin(request), journals: include.includes('journals'), attachments: include.includes('attachments') }),
  });
});

const updateOne = helpdeskHttp.put('/issues/{id}.json', async ({ request, params, response }) => {
  const user = authenticate(request);
  if (!user) return response.untyped(unauthorized());
  const issue = visibleIssue(user, String(params.id));
  if (!issue) return response.untyped(bare(404));
  let body: S['IssueUpdateRequest'] | null = null;
  try {
    body = (await request.json()) as S['IssueUpdateRequest'];
  } catch {
    body = null;
  }
  const done = updateIssue(user, issue, body?.issue ?? {});
  if (!done.ok) return response.untyped(done.errors ? errors(done.status, done.errors) : bare(done.status));
  return response(204).empty();
});

const upload = helpdeskHttp.post('/uploads.json', async ({ request, response }) => {
  const user = authenticate(request);
  if (!user) return response.untyped(unauthorized());
  const type = (request.headers.get('Content-Type') ?? '').split(';')[0]?.trim();
  if (type !== 'application/octet-stream') return response.untyped(bare(406));
  const bytes = new Uint8Array(await request.arrayBuffer());
  if (bytes.byteLength > MAX_UPLOAD_BYTES) {
    return response.untyped(errors(422, [`This file cannot be uploaded because it exceeds the maximum allowed file size (${MAX_UPLOAD_BYTES})`]));
  }
  return response(201).json({ upload: storeUpload(user, bytes) });
});

const statuses = helpdeskHttp.get('/issue_statuses.json', ({ request, response }) => {
  if (!authenticate(request)) return response.untyped(unauthorized());
  return response(200).json({ issue_statuses: statusesList() });
});

const customFields = helpdeskHttp.get('/custom_fields.json', ({ request, response }) => {
  // Administrators only; the portal's users are not.
  if (!authenticate(request)) return response.untyped(unauthorized());
  return response.untyped(bare(403));
});

const projects = helpdeskHttp.get('/projects.json', ({ request, response }) => {
  const user = authenticate(request);
  if (!user) return response.untyped(unauthorized());
  const list = user.member ? [{ ...HELPDESK_PROJECT, description: '', status: 1, is_public: false, inherit_members: false }] : [];
  return response(200).json({ projects: list, total_count: list.length, offset: 0, limit: 25 });
});

const categories = helpdeskHttp.get('/projects/{id}/issue_categories.json', ({ request, params, response }) => {
  const user = authenticate(request);
  if (!user) return response.untyped(unauthorized());
  if (!isProject(String(params.id))) return response.untyped(bare(404));
  if (!user.member) return response.untyped(bare(403));
  const list = HELPDESK_CATEGORIES.map((c) => ({ ...c, project: { id: HELPDESK_PROJECT.id, name: HELPDESK_PROJECT.name } }));
  return response(200).json({ issue_categories: list, total_count: list.length });
});

/** Redmine's attachment download (outside the contract: the page's download link). */
const download = untypedHttp.get(anyOrigin('/helpdesk/attachments/download/:id/:name'), ({ request, params }) => {
  const user = authenticate(request);
  if (!user) return unauthorized();
  const a = attachment(Number(params.id));
  if (!a || !user.member) return bare(404);
  return new HttpResponse(a.bytes.slice().buffer as ArrayBuffer, {
    status: 200,
    headers: {
      'Content-Type': a.content_type ?? 'application/octet-stream',
      'Content-Disposition': `attachment; filename="${encodeURIComponent(a.filename)}"`,
    },
  });
});

export const helpdeskHandlers = [listIssues, createOne, getOne, updateOne, upload, statuses, customFields, projects, categories, download];
