import { customFieldIdOf, mayBeField } from '../src/lib/helpdesk-field-id';

/*
 * What the helpdesk gateway (server/helpdesk-gateway.ts) sends Redmine for a create or an update:
 * rebuilt from the contract's fields only, never the client's JSON passed on. Redmine reads a custom
 * field's id as a number or a string (`{id: "151"}` is field 151), so the client's username field is
 * stripped however it is spelled and the gateway's own value is the only one Redmine receives.
 */

type Json = Record<string, unknown>;
const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const CREATE_FIELDS = [
  'project_id',
  'tracker_id',
  'status_id',
  'subject',
  'description',
  'category_id',
  'assigned_to_id',
];
const UPDATE_FIELDS = ['notes', 'status_id', 'assigned_to_id'];
const UPLOAD_FIELDS = ['token', 'filename', 'content_type', 'description'];

function pick(source: Json, keys: string[]): Json {
  return Object.fromEntries(keys.filter((k) => k in source).map((k) => [k, source[k]]));
}

const isFieldValue = (value: unknown) =>
  typeof value === 'string' || (Array.isArray(value) && value.every((v) => typeof v === 'string'));

/** The client's custom fields without the username field (however spelled), each as `{id: <number>, value}`. */
function otherFields(list: unknown, usernameField: number): Json[] {
  if (!Array.isArray(list)) return [];
  return list.flatMap((entry) => {
    if (!isObject(entry) || mayBeField(entry.id, usernameField) || !isFieldValue(entry.value)) return [];
    return [{ id: customFieldIdOf(entry.id)!, value: entry.value }];
  });
}

/** An issue's uploads: each reference as the contract's UploadRef (string token and name), nothing else. */
function uploadRefs(list: unknown): Json[] | undefined {
  if (!Array.isArray(list)) return undefined;
  return list.flatMap((entry) => {
    if (!isObject(entry)) return [];
    const ref = pick(entry, UPLOAD_FIELDS);
    return Object.values(ref).every((v) => typeof v === 'string') && typeof ref.token === 'string' ? [ref] : [];
  });
}

/** A new request's `issue`, filed under `username` whatever the client's body said. */
export function createdIssue(issue: Json, usernameField: number, username: string): Json {
  const uploads = uploadRefs(issue.uploads);
  return {
    ...pick(issue, CREATE_FIELDS),
    custom_fields: [...otherFields(issue.custom_fields, usernameField), { id: usernameField, value: username }],
    ...(uploads ? { uploads } : {}),
  };
}

/** A reply's `issue`: notes, status, assignee and uploads only (never a custom field). */
export function updatedIssue(issue: Json): Json {
  const uploads = uploadRefs(issue.uploads);
  return { ...pick(issue, UPDATE_FIELDS), ...(uploads ? { uploads } : {}) };
}
