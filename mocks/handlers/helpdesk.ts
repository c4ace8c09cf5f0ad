import { HttpResponse } from 'msw';
import type { IssueCreateRequest, IssueUpdateRequest } from '@/api/generated/helpdesk/model';
import { HELPDESK_FIELD_DEFAULTS } from '@/lib/helpdesk-conventions';
import { customFieldIdOf, mayBeField } from '@/lib/helpdesk-field-id';
import { isSession, requireUser } from '../auth';
import { runtimeMode } from '../world/settings';
import { anyOrigin, helpdeskHttp, redmineHttp, untypedHttp } from '../http';
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
 *
 * Two addresses, as in a deployment: /helpdesk is what the browser reaches (the helpdesk gateway's
 * rules, server/helpdesk-gateway.ts: the portal's bearer token, every call scoped to its student, a
 * Redmine key however sent counts for nothing); /redmine is the mock Redmine itself (a key, unscoped),
 * for a gateway in front of it and the contract suite, on Node only. No proxy (rsbuild.config.ts,
 * deploy/nginx) forwards /redmine and the in-browser mock refuses it, so `npm run serve`,
 * `npm run preview` and `npm start` honour no client key.
 */

/** Where a call arrived: the browser's /helpdesk or the mock Redmine's /redmine. */
type Surface = 'gateway' | 'redmine';

/** The 401 of a Redmine with login required (the proxy strips WWW-Authenticate before a browser sees it). */
const unauthorized = () =>
  new HttpResponse(null, { status: 401, headers: { 'WWW-Authenticate': 'Basic realm="Redmine API"' } });
const bare = (status: number) => new HttpResponse(null, { status });
const errors = (status: number, list: string[]) => HttpResponse.json({ errors: list }, { status });

/**
 * Who calls. At /redmine, with a Redmine key (a gateway, the contract suite): that Redmine user, unscoped.
 * At /helpdesk, with the portal's bearer token (the app): the helpdesk gateway's rules, the portal's
 * Redmine user scoped to the student the token belongs to.
 */
interface Caller {
  user: RedmineUser;
  /** The student every call is scoped to (the issue's username custom field), or null for a key caller. */
  student: string | null;
}

const USERNAME_FIELD = HELPDESK_FIELD_DEFAULTS.username;

function authenticate(request: Request, surface: Surface): Caller | null {
  if (surface === 'redmine') {
    // In the browser (npm start) the page itself would hold the key: no Redmine answers there.
    if (runtimeMode() === 'browser') return null;
    const key = request.headers.get('X-Redmine-API-Key') ?? new URL(request.url).searchParams.get('key');
    const user = key ? userByKey(key) : undefined;
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
const refused = (surface: Surface) => (surface === 'redmine' ? unauthorized() : bare(401));

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

/** The gateway's create: the client's username field (its id however spelled) dropped, the caller's set. */
function filedUnder(fields: unknown, student: string): { id: number; value: string | string[] }[] {
  const others = (Array.isArray(fields) ? (fields as unknown[]) : []).flatMap((f) => {
    if (typeof f !== 'object' || f === null) return [];
    const { id, value } = f as { id?: unknown; value?: unknown };
    if (mayBeField(id, USERNAME_FIELD) || !(typeof value === 'string' || Array.isArray(value))) return [];
    return [{ id: customFieldIdOf(id)!, value: value as string | string[] }];
  });
  return [...others, { id: USERNAME_FIELD, value: student }];
}

type Api = typeof helpdeskHttp;
const listIssues = (api: Api, surface: Surface) =>
  api.get('/issues.json', ({ request, response }) => {
    const caller = authenticate(request, surface);
    if (!caller) return response.untyped(refused(surface));
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

const createOne = (api: Api, surface: Surface) =>
  api.post('/issues.json', async ({ request, response }) => {
    const caller = authenticate(request, surface);
    if (!caller) return response.untyped(refused(surface));
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
      body.issue.custom_fields = filedUnder(body.issue.custom_fields, caller.student);
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

const getOne = (api: Api, surface: Surface) =>
  api.get('/issues/{id}.json', ({ request, params, response }) => {
    const caller = authenticate(request, surface);
    if (!caller) return response.untyped(refused(surface));
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

const updateOne = (api: Api, surface: Surface) =>
  api.put('/issues/{id}.json', async ({ request, params, response }) => {
    const caller = authenticate(request, surface);
    if (!caller) return response.untyped(refused(surface));
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

const upload = (api: Api, surface: Surface) =>
  api.post('/uploads.json', async ({ request, response }) => {
    const caller = authenticate(request, surface);
    if (!caller) return response.untyped(refused(surface));
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

const statuses = (api: Api, surface: Surface) =>
  api.get('/issue_statuses.json', ({ request, response }) => {
    if (!authenticate(request, surface)) return response.untyped(refused(surface));
    return response(200).json({ issue_statuses: statusesList() });
  });

const customFields = (api: Api, surface: Surface) =>
  api.get('/custom_fields.json', ({ request, response }) => {
    // Administrators only; the portal's users are not.
    if (!authenticate(request, surface)) return response.untyped(refused(surface));
    return response.untyped(bare(403));
  });

const projects = (api: Api, surface: Surface) =>
  api.get('/projects.json', ({ request, response }) => {
    const caller = authenticate(request, surface);
    if (!caller) return response.untyped(refused(surface));
    const { user } = caller;
    const list = user.member
      ? [{ ...HELPDESK_PROJECT, description: '', status: 1, is_public: false, inherit_members: false }]
      : [];
    return response(200).json({ projects: list, total_count: list.length, offset: 0, limit: 25 });
  });

const categories = (api: Api, surface: Surface) =>
  api.get('/projects/{id}/issue_categories.json', ({ request, params, response }) => {
    const caller = authenticate(request, surface);
    if (!caller) return response.untyped(refused(surface));
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
const download = (_api: Api, surface: Surface) =>
  untypedHttp.get(
    anyOrigin(`/${surface === 'redmine' ? 'redmine' : 'helpdesk'}/attachments/download/:id/:name`),
    ({ request, params }) => {
      const caller = authenticate(request, surface);
      if (!caller) return refused(surface);
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
    },
  );

const HANDLERS = [
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

export const helpdeskHandlers = [
  ...HANDLERS.map((define) => define(helpdeskHttp, 'gateway')),
  ...HANDLERS.map((define) => define(redmineHttp, 'redmine')),
];
