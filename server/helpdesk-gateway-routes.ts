import { HELPDESK_MAX_UPLOAD_BYTES } from '../src/lib/helpdesk-conventions';
import { createdIssue, updatedIssue } from './helpdesk-gateway-body';
import {
  empty,
  forwardedHeaders,
  isObject,
  json,
  ownerOf,
  relay,
  type Json,
  type Redmine,
} from './helpdesk-gateway-redmine';

/*
 * The contract's paths, each scoped to the caller (the rules are listed in helpdesk-gateway.ts).
 * A route answers undefined when the call is not its own; the gateway then tries the next one.
 */

/** One call from the browser, its caller already known. */
export interface GatewayCall {
  request: Request;
  url: URL;
  method: string;
  username: string;
}

type Route = (call: GatewayCall, redmine: Redmine) => Promise<Response> | undefined;

const LIST_PARAMS = new Set(['status_id', 'project_id', 'sort', 'offset', 'limit']);
const ISSUE_INCLUDES = new Set(['journals', 'attachments']);
const SINGLE = /^\/issues\/(\d{1,10})\.json$/;
const DOWNLOAD = /^\/attachments\/download\/(\d{1,10})\/[^/]+$/;
const CATEGORIES = /^\/projects\/[\w-]{1,100}\/issue_categories\.json$/;
const LOOKUPS = new Set(['/issue_statuses.json', '/projects.json', '/custom_fields.json']);
const jsonHeaders = () => new Headers({ 'Content-Type': 'application/json', Accept: 'application/json' });

async function readJson(request: Request): Promise<Json | null> {
  try {
    const body = (await request.json()) as unknown;
    return isObject(body) ? body : null;
  } catch {
    return null;
  }
}

async function list({ request, url, username }: GatewayCall, redmine: Redmine): Promise<Response> {
  const search = new URLSearchParams();
  for (const [name, value] of url.searchParams) if (LIST_PARAMS.has(name)) search.append(name, value);
  search.set(`cf_${redmine.field}`, username);
  const answer = await redmine.call('/issues.json', search, { headers: forwardedHeaders(request) });
  if (!answer.ok) return relay(answer);
  const body = (await answer.json()) as unknown;
  if (!isObject(body) || !Array.isArray(body.issues)) return empty(502);
  // Belt and braces: whatever Redmine made of the filter (on MySQL its `=` ignores case), only the
  // caller's issues leave, compared exactly.
  const issues = body.issues.filter((issue) => ownerOf(issue, redmine.field) === username);
  const counted = issues.length !== body.issues.length ? { total_count: issues.length } : {};
  return relay(answer, JSON.stringify({ ...body, issues, ...counted }));
}

async function create({ request, username }: GatewayCall, redmine: Redmine): Promise<Response> {
  const body = await readJson(request);
  if (!body || !isObject(body.issue)) return json(422, { errors: ['Subject cannot be blank'] });
  const issue = createdIssue(body.issue, redmine.field, username);
  const init = { method: 'POST', headers: jsonHeaders(), body: JSON.stringify({ issue }) };
  return relay(await redmine.call('/issues.json', undefined, init));
}

async function show(id: string, { url, username }: GatewayCall, redmine: Redmine): Promise<Response> {
  const include = (url.searchParams.get('include') ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter((s) => ISSUE_INCLUDES.has(s));
  const owned = await redmine.ownedIssue(id, username, include);
  return owned ? relay(owned.answer, JSON.stringify({ issue: owned.issue })) : empty(404);
}

async function update(id: string, { request, username }: GatewayCall, redmine: Redmine): Promise<Response> {
  if (!(await redmine.ownedIssue(id, username))) return empty(404);
  const body = await readJson(request);
  const issue = body && isObject(body.issue) ? updatedIssue(body.issue) : {};
  const init = {
    method: 'PUT',
    headers: new Headers({ 'Content-Type': 'application/json' }),
    body: JSON.stringify({ issue }),
  };
  return relay(await redmine.call(`/issues/${id}.json`, undefined, init));
}

const tooLarge = () =>
  json(422, {
    errors: [
      `This file cannot be uploaded because it exceeds the maximum allowed file size (${HELPDESK_MAX_UPLOAD_BYTES})`,
    ],
  });

/** A signed-in caller's file: an upload token is useful only in the caller's own issue. */
async function upload({ request }: GatewayCall, redmine: Redmine): Promise<Response> {
  const limit = HELPDESK_MAX_UPLOAD_BYTES + 1024;
  if (Number(request.headers.get('Content-Length') ?? '0') > limit) return tooLarge();
  const bytes = await request.arrayBuffer();
  if (bytes.byteLength > limit) return tooLarge();
  const init = { method: 'POST', headers: forwardedHeaders(request), body: bytes };
  return relay(await redmine.call('/uploads.json', undefined, init));
}

/** Only with `?issue_id=` of an owned issue that lists the attachment. */
async function download(id: string, { url, username }: GatewayCall, redmine: Redmine): Promise<Response> {
  const issueId = url.searchParams.get('issue_id') ?? '';
  if (!/^\d{1,10}$/.test(issueId)) return empty(404);
  const owned = await redmine.ownedIssue(issueId, username, ['attachments']);
  const attachments = owned?.issue.attachments;
  const listed = Array.isArray(attachments) && attachments.some((a) => isObject(a) && String(a.id) === id);
  return listed ? relay(await redmine.call(url.pathname)) : empty(404);
}

export const ROUTES: Route[] = [
  (call, redmine) => {
    if (call.url.pathname !== '/issues.json') return undefined;
    if (call.method === 'GET') return list(call, redmine);
    return call.method === 'POST' ? create(call, redmine) : undefined;
  },
  (call, redmine) => {
    const id = SINGLE.exec(call.url.pathname)?.[1];
    if (!id) return undefined;
    if (call.method === 'GET') return show(id, call, redmine);
    return call.method === 'PUT' ? update(id, call, redmine) : undefined;
  },
  (call, redmine) =>
    call.url.pathname === '/uploads.json' && call.method === 'POST' ? upload(call, redmine) : undefined,
  (call, redmine) => {
    const id = DOWNLOAD.exec(call.url.pathname)?.[1];
    return id && call.method === 'GET' ? download(id, call, redmine) : undefined;
  },
  (call, redmine) => {
    const route = call.url.pathname;
    if (call.method !== 'GET' || !(LOOKUPS.has(route) || CATEGORIES.test(route))) return undefined;
    return redmine.call(route, undefined, { headers: forwardedHeaders(call.request) }).then((answer) => relay(answer));
  },
];
