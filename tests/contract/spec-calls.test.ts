/**
 * Every call named in the product spec (platform.md section 7 and modules.md section 7) exists in the hand-written
 * OpenAPI documents under openapi/, and the documents follow the conventions code generation relies on
 * (operationIds unique across ALL documents, exactly one declared tag per operation).
 *
 * Path parameters are written the way the documents name them: the spec's `{id}` stays `{id}` except where a path
 * has several (solitary dormitory rooms), which the documents name `{dormitoryId}`, `{blockId}`, `{floorId}`, `{roomId}`.
 */
import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';

type Doc = 'rest' | 'oauth' | 'epayment' | 'face' | 'helpdesk';
type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
type Row = readonly [Method, string];

const HTTP_METHODS = ['get', 'put', 'post', 'delete', 'patch', 'head', 'options', 'trace'] as const;
const OPENAPI_DIR = resolve(dirname(fileURLToPath(import.meta.url)), '../../openapi');
const DOCS: readonly Doc[] = ['rest', 'oauth', 'epayment', 'face', 'helpdesk'];

// ─────────────────────────────── The calls, grouped as in the spec ───────────────────────────────

const SPEC_CALLS: Record<string, { doc: Doc; calls: readonly Row[] }> = {
  'platform.md 7 · Authentication and user (token)': {
    doc: 'oauth',
    calls: [['POST', '/oauth/token']],
  },
  'platform.md 7 · Authentication and user': {
    doc: 'rest',
    calls: [
      ['POST', '/rest/captcha'],
      ['POST', '/rest/users/reset-password/init'],
      ['PUT', '/rest/users/me/change-password'],
      ['PUT', '/rest/users/{id}/change-password'],
      ['PUT', '/rest/users/nurture-profiles/change-cvv2'],
      ['GET', '/rest/users/password-configs'],
      ['GET', '/rest/users/me'],
      ['GET', '/rest/users/me/login-token'],
      ['GET', '/rest/users/{id}'],
      ['GET', '/rest/users'],
      ['POST', '/rest/profile-pictures/upload'],
      ['POST', '/rest/oauth/{id}/logout'],
      ['GET', '/rest/users/nurture-profiles'],
    ],
  },
  'platform.md 7 · Credit and payment': {
    doc: 'rest',
    calls: [
      ['GET', '/rest/credit-transfers'],
      ['PUT', '/rest/credit-transfers'],
      ['GET', '/rest/payment-transactions/current'],
    ],
  },
  'platform.md 7 · Credit and payment (epayment module)': {
    doc: 'epayment',
    calls: [
      ['GET', '/rest/modules/epayment/processing/consumers'],
      ['GET', '/rest/modules/epayment/processing/gateways'],
      ['POST', '/rest/modules/epayment/processing/v3/payment-gates/process-payment'],
    ],
  },
  'Assumption (not in the spec): verifying a payment the bank returned (epayment.yaml verify-payment)': {
    doc: 'epayment',
    calls: [['POST', '/rest/modules/epayment/processing/v3/payment-gates/verify-payment']],
  },
  'Assumption (not in the spec): reading back the profile picture, and the feedbacks of /user/feedbacks (rest.yaml)': {
    doc: 'rest',
    calls: [
      ['GET', '/rest/profile-pictures/me'],
      ['GET', '/rest/users/me/feedbacks'],
      ['POST', '/rest/users/me/feedbacks'],
      ['GET', '/rest/users/me/feedbacks/{id}'],
    ],
  },
  'Not in the spec, a real client calls it: the first program API (the KNTU bot, docs/real-clients.md)': {
    doc: 'rest',
    calls: [['GET', '/rest/programs']],
  },
  'platform.md 7 · Content': {
    doc: 'rest',
    calls: [
      ['GET', '/rest/users/activity-logs'],
      ['GET', '/rest/announcements'],
      ['GET', '/rest/users/me/messages/inbox'],
      ['GET', '/rest/users/me/messages/outbox'],
      ['GET', '/rest/users/me/messages/{id}'],
      ['PUT', '/rest/users/me/messages/{id}'],
      ['DELETE', '/rest/users/me/messages/{id}'],
      ['POST', '/rest/users/me/messages'],
      ['GET', '/rest/file/download/{id}'],
      ['GET', '/rest/universities'], // assumption: the spec gives no path for the university list
    ],
  },
  'platform.md 7 · Content (face service)': {
    doc: 'face',
    calls: [['POST', '/face/enroll']],
  },
  'modules.md 7 · Reserve': {
    doc: 'rest',
    calls: [
      ['GET', '/rest/reserves'],
      ['PUT', '/rest/reserves/{id}/reserve'],
      ['POST', '/rest/reserves'],
      ['PUT', '/rest/reserves/change-self'],
      ['PUT', '/rest/reserves/v2/{id}/sell-reserve'],
      ['PUT', '/rest/reserves/v2/{id}/cancel-sold-reserve'],
      ['PUT', '/rest/reserves/v2/programs/{programId}/buy-free-food'], // assumption: "buy free food by programId"
      ['POST', '/rest/reserves/{id}/votes'],
      ['GET', '/rest/reserves/votes/reasons'],
      ['GET', '/rest/reserves/votable'],
      ['GET', '/rest/daily-sell-programs'],
      ['PUT', '/rest/daily-sell-programs/{id}/reserve-daily-sell'],
      ['GET', '/rest/users/me/reserve-daily-sales'],
      ['GET', '/rest/reserve/reserve-daily-sale'],
      ['GET', '/rest/programs/v2'],
      ['GET', '/rest/reservations/programs/v2'],
      ['GET', '/rest/selfs'],
      ['GET', '/rest/reservations/selfs'],
      ['GET', '/rest/forget-card-codes/print'],
    ],
  },
  'modules.md 7 · Teammates': {
    doc: 'rest',
    calls: [
      ['GET', '/rest/nurtures/users/teammates'],
      ['POST', '/rest/nurtures/users/teammates'],
      ['PUT', '/rest/nurtures/users/teammates/{id}'],
      ['DELETE', '/rest/nurtures/users/teammates/{id}'],
    ],
  },
  'modules.md 7 · Dormitory': {
    doc: 'rest',
    calls: [
      ['GET', '/rest/users/me/eskans'],
      ['GET', '/rest/users/me/eskans/cardexes'],
      ['GET', '/rest/users/me/attendance'],
      ['POST', '/rest/me/dormitory-leave'],
      ['GET', '/rest/me/dormitory-leave'],
      ['PUT', '/rest/me/dormitory-leave/{id}'],
      ['GET', '/rest/users/me/dormitory-requests'],
      ['POST', '/rest/users/me/dormitory-requests'],
      ['GET', '/rest/users/me/dormitories'],
      ['GET', '/rest/users/me/dormitories/solitary/{dormitoryId}/blocks'],
      ['GET', '/rest/users/me/dormitories/solitary/{dormitoryId}/blocks/{blockId}/floors'],
      ['GET', '/rest/users/me/dormitories/solitary/{dormitoryId}/blocks/{blockId}/floors/{floorId}/rooms/{roomId}'],
      ['GET', '/rest/users/me/dormitories/groups/rooms'],
      ['GET', '/rest/users/me/dormitories/{id}/rooms-capacity'],
      ['GET', '/rest/users/me/valid-entrance-dormitory'],
      ['GET', '/rest/users/me/dormitory/qualify'],
      ['GET', '/rest/users/me/student-groups/roommates'],
      ['GET', '/rest/users/me/student-groups'],
      ['POST', '/rest/users/me/student-groups'],
      ['PUT', '/rest/users/me/student-groups'],
      ['DELETE', '/rest/users/me/student-groups'],
      ['DELETE', '/rest/users/me/student-groups/members'],
      ['POST', '/rest/users/me/student-groups/members'],
      ['PUT', '/rest/users/me/student-groups/members'],
    ],
  },
  'modules.md 7 · Helpdesk (Redmine)': {
    doc: 'helpdesk',
    calls: [
      ['GET', '/issues.json'],
      ['GET', '/issue_statuses.json'],
      ['GET', '/custom_fields.json'],
      ['GET', '/projects.json'],
      ['GET', '/projects/{id}/issue_categories.json'],
      ['POST', '/uploads.json'],
      ['POST', '/issues.json'],
      ['GET', '/issues/{id}.json'],
      ['PUT', '/issues/{id}.json'],
    ],
  },
  'modules.md 7 · Surveys': {
    doc: 'rest',
    calls: [
      ['GET', '/rest/users/me/surveys'],
      ['GET', '/rest/users/me/surveys/{id}'],
      ['POST', '/rest/users/me/surveys/{id}/answers'],
      ['POST', '/rest/users/me/surveys/{id}/images'],
      ['PUT', '/rest/users/me/surveys/{id}/images/verify'],
      ['GET', '/rest/student-family'],
      ['POST', '/rest/student-family'],
      ['GET', '/rest/study-levels'],
    ],
  },
};

// Query parameters the spec names for a call (method + path -> parameter names).
const SPEC_QUERY_PARAMS: Record<string, { doc: Doc; params: readonly string[] }> = {
  'GET /rest/users/password-configs': { doc: 'rest', params: ['username'] },
  'GET /rest/users': { doc: 'rest', params: ['username'] },
  'GET /rest/payment-transactions/current': { doc: 'rest', params: ['page', 'size'] },
  'GET /rest/users/activity-logs': { doc: 'rest', params: ['page', 'size', 'fromDate', 'toDate'] },
  'GET /rest/reserves': { doc: 'rest', params: ['weekStartDate', 'selfType'] },
  'GET /rest/programs/v2': { doc: 'rest', params: ['selfId', 'weekStartDate'] },
  'GET /rest/reservations/programs/v2': { doc: 'rest', params: ['selfId', 'weekStartDate'] },
  'GET /rest/forget-card-codes/print': { doc: 'rest', params: ['reserveId', 'count', 'dailySale'] },
  'GET /rest/nurtures/users/teammates': { doc: 'rest', params: ['page', 'size'] },
  'GET /rest/users/me/attendance': { doc: 'rest', params: ['page', 'size', 'fromDate', 'toDate'] },
  'GET /rest/me/dormitory-leave': { doc: 'rest', params: ['page', 'limit'] },
  'GET /rest/users/me/dormitory/qualify': { doc: 'rest', params: ['preReg'] },
  'GET /rest/universities': { doc: 'rest', params: ['version'] },
  'GET /rest/modules/epayment/processing/gateways': { doc: 'epayment', params: ['consumer'] },
  'GET /issues.json': {
    doc: 'helpdesk',
    params: ['status_id', 'project_id', 'cf_username', 'sort', 'offset', 'limit'],
  },
  'GET /issues/{id}.json': { doc: 'helpdesk', params: ['include'] },
  'POST /uploads.json': { doc: 'helpdesk', params: ['filename'] },
};

// Enums the spec fixes (schema name in a document -> values).
const SPEC_ENUMS: readonly { doc: Doc; schema: string; values: readonly (string | number)[] }[] = [
  { doc: 'rest', schema: 'SelfType', values: ['NORMAL', 'SPORT', 'CLINIC', 'TRANSPORT'] },
  { doc: 'rest', schema: 'TeammateStatus', values: ['WAITING', 'FINAL'] },
  { doc: 'rest', schema: 'GroupStatus', values: ['WAITING', 'APPROVED', 'FINAL', 'REJECTED'] },
  { doc: 'rest', schema: 'LeaveStatus', values: ['NOT_CHECKED', 'CHECKED', 'CANCEL_BY_OWNER'] },
  {
    doc: 'rest',
    schema: 'PreRegistrationStatus',
    values: ['WAITING', 'ACCEPT', 'APPROVED', 'REJECT', 'REJECTED', 'TRANSFER'],
  },
  { doc: 'rest', schema: 'TransferType', values: ['CASH', 'SUBSIDY'] },
  { doc: 'rest', schema: 'SurveyTypeCode', values: [1, 2, 3] },
  { doc: 'rest', schema: 'SurveyTypeName', values: ['CULTURAL_CAPABILITIES', 'ELECTION_CANDIDACY', 'EXAM', 'CAMP'] },
  { doc: 'rest', schema: 'FaceEnrollmentType', values: ['video', 'image'] },
  { doc: 'helpdesk', schema: 'IssueStatusId', values: [1, 22, 20, 3, 11, 5, 6, 18, 23, 24] },
];

// ─────────────────────────────── Loading the documents ───────────────────────────────

type Json = Record<string, unknown>;
interface Operation {
  doc: Doc;
  method: string;
  path: string;
  op: Json;
}

function readYaml(file: string): Json {
  return parse(readFileSync(file, 'utf8')) as Json;
}

/** Loads a document; a path item written as `$ref: 'rest/x.yaml#/...'` (split files) is read from its file. */
function loadDoc(doc: Doc): Json {
  const file = resolve(OPENAPI_DIR, `${doc}.yaml`);
  const root = readYaml(file);
  const paths = (root.paths ?? {}) as Record<string, Json>;
  for (const [p, item] of Object.entries(paths)) {
    const ref = item.$ref;
    if (typeof ref === 'string' && !ref.startsWith('#')) {
      const [relFile, pointer = ''] = ref.split('#');
      let target: unknown = readYaml(resolve(dirname(file), relFile!));
      for (const part of pointer.split('/').filter(Boolean)) {
        target = (target as Json)[part.replace(/~1/g, '/').replace(/~0/g, '~')];
      }
      paths[p] = target as Json;
    }
  }
  return root;
}

const docs = Object.fromEntries(DOCS.map((d) => [d, loadDoc(d)])) as Record<Doc, Json>;

const operations: Operation[] = DOCS.flatMap((doc) =>
  Object.entries((docs[doc].paths ?? {}) as Record<string, Json>).flatMap(([path, item]) =>
    HTTP_METHODS.filter((m) => item[m] !== undefined).map((m) => ({
      doc,
      method: m.toUpperCase(),
      path,
      op: item[m] as Json,
    })),
  ),
);

function findOperation(doc: Doc, method: string, path: string): Operation | undefined {
  return operations.find((o) => o.doc === doc && o.method === method && o.path === path);
}

function parametersOf(doc: Doc, o: Operation): Json[] {
  const resolveParam = (p: Json): Json => {
    const ref = p.$ref;
    if (typeof ref !== 'string') return p;
    const name = ref.replace('#/components/parameters/', '');
    return ((docs[doc].components as Json).parameters as Record<string, Json>)[name]!;
  };
  const item = (docs[doc].paths as Record<string, Json>)[o.path]!;
  return [...((item.parameters as Json[]) ?? []), ...((o.op.parameters as Json[]) ?? [])].map(resolveParam);
}

// ─────────────────────────────── Tests ───────────────────────────────

describe('every call of the spec is in the OpenAPI documents', () => {
  for (const [section, { doc, calls }] of Object.entries(SPEC_CALLS)) {
    describe(section, () => {
      it.each(calls.map(([method, path]) => ({ method, path })))(
        `$method $path is in ${doc}.yaml`,
        ({ method, path }) => {
          expect(findOperation(doc, method, path), `${method} ${path} missing from ${doc}.yaml`).toBeDefined();
        },
      );
    });
  }

  it('documents no call that the table above does not list', () => {
    const listed = new Set(
      Object.values(SPEC_CALLS).flatMap(({ doc, calls }) => calls.map(([m, p]) => `${doc} ${m} ${p}`)),
    );
    const extra = operations.map((o) => `${o.doc} ${o.method} ${o.path}`).filter((k) => !listed.has(k));
    expect(extra).toEqual([]);
  });

  describe('query parameters named by the spec', () => {
    it.each(Object.entries(SPEC_QUERY_PARAMS).map(([call, v]) => ({ call, ...v })))(
      '$call has its query parameters',
      ({ call, doc, params }) => {
        const [method, path] = call.split(' ') as [string, string];
        const o = findOperation(doc, method, path);
        expect(o, `${call} missing`).toBeDefined();
        const names = parametersOf(doc, o!)
          .filter((p) => p.in === 'query')
          .map((p) => p.name);
        expect(names).toEqual(expect.arrayContaining([...params]));
      },
    );
  });
});

describe('document conventions', () => {
  it('operationIds are present and unique across all documents', () => {
    const ids = operations.map((o) => o.op.operationId);
    expect(ids.every((id) => typeof id === 'string' && /^[a-z][A-Za-z0-9]*$/.test(id))).toBe(true);
    const duplicates = ids.filter((id, i) => ids.indexOf(id) !== i);
    expect(duplicates).toEqual([]);
  });

  it.each(operations.map((o) => ({ key: `${o.doc} ${o.method} ${o.path}`, o })))(
    '$key has exactly one tag, declared in its document',
    ({ o }) => {
      const tags = o.op.tags as string[] | undefined;
      expect(tags).toHaveLength(1);
      const declared = ((docs[o.doc].tags as Json[]) ?? []).map((t) => t.name);
      expect(declared).toContain(tags![0]);
    },
  );

  it('helpdesk operationIds are prefixed with "helpdesk"', () => {
    const ids = operations.filter((o) => o.doc === 'helpdesk').map((o) => String(o.op.operationId));
    expect(ids.filter((id) => !id.startsWith('helpdesk'))).toEqual([]);
  });

  it('every document is OpenAPI 3.1.0', () => {
    for (const doc of DOCS) expect(docs[doc].openapi, doc).toBe('3.1.0');
  });

  it.each(SPEC_ENUMS.map((e) => ({ ...e })))('$doc $schema has the spec values', ({ doc, schema, values }) => {
    const s = ((docs[doc].components as Json).schemas as Record<string, Json>)[schema];
    expect(s, `${schema} missing`).toBeDefined();
    expect(s!.enum).toEqual([...values]);
  });
});
