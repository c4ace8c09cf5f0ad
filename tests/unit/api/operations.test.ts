// @vitest-environment node
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import type { ZodType } from 'zod';
import {
  authSchemeOf,
  DEFAULT_TIMEOUT_MS,
  operationTable,
  timeoutFor,
  validatedCalls,
  type OperationKey,
} from '@/api/call-policy';
import type { ServerId } from '@/api/endpoints';
import { listCalls } from '@/api/list-policy';
import { hasList } from '@/api/valid-items';
import { ok, restHttp } from '@mocks/http';
import { missingNames, operationFiles, type Spec } from '../../../scripts/generate-operations';

/*
 * The per-operation policy is generated from the contract (scripts/generate-operations.ts): these
 * tests read openapi/*.yaml and check that what the transport does per call is what the contract says.
 */

const DOCS: Record<string, ServerId> = {
  rest: 'rest',
  epayment: 'rest',
  oauth: 'oauth',
  face: 'face',
  helpdesk: 'helpdesk',
};
type Op = { operationId: string; security?: unknown[]; 'x-timeout-ms'?: number; 'x-validate-answer'?: boolean };
type Doc = Spec & { security?: unknown[]; paths: Record<string, Record<string, Op>> };

const docOf = (name: string) => parse(readFileSync(resolve(process.cwd(), `openapi/${name}.yaml`), 'utf8')) as Doc;
/** Every operation of every contract, with its server and document. */
const operations = Object.entries(DOCS).flatMap(([name, server]) => {
  const doc = docOf(name);
  return Object.entries(doc.paths).flatMap(([path, item]) =>
    Object.entries(item).map(([method, op]) => ({ doc, server, method: method.toUpperCase(), path, op })),
  );
});

describe('per-call policy generated from the contract', () => {
  it('an operation with `security: []` is sent without credentials, the others as their document says', () => {
    const schemes = { bearerAuth: 'bearer', portalBearer: 'bearer', clientBasic: 'client-basic' };
    for (const { doc, server, method, path, op } of operations) {
      const security = (op.security ?? doc.security ?? []) as Record<string, unknown>[];
      const name = Object.keys(security[0] ?? {})[0] as keyof typeof schemes | undefined;
      expect([method, path, authSchemeOf(server, method, path)]).toEqual([method, path, name ? schemes[name] : 'none']);
    }
    expect(authSchemeOf('rest', 'POST', '/rest/captcha')).toBe('none');
    expect(authSchemeOf('rest', 'GET', '/rest/users/me')).toBe('bearer');
    // Outside the contract (the service-status probe's HEAD): the server's document decides.
    expect(authSchemeOf('oauth', 'HEAD', '/oauth/token')).toBe('client-basic');
    expect(authSchemeOf('face', 'HEAD', '/face/enroll')).toBe('none');
  });

  it("an operation's `x-timeout-ms` is its timeout, else its document's, else 70 s", () => {
    for (const { doc, server, method, path, op } of operations) {
      const expected = op['x-timeout-ms'] ?? doc['x-timeout-ms'] ?? DEFAULT_TIMEOUT_MS;
      expect([method, path, timeoutFor(server, method, path)]).toEqual([method, path, expected]);
    }
    expect(timeoutFor('rest', 'GET', '/rest/users/activity-logs')).toBe(120_000);
    expect(timeoutFor('helpdesk', 'GET', '/issues/7.json')).toBe(15_000);
    expect(timeoutFor('face', 'POST', '/face/enroll')).toBe(5_400_000);
    expect(timeoutFor('face', 'HEAD', '/face/enroll')).toBe(DEFAULT_TIMEOUT_MS);
  });

  it('the validated calls are exactly the operations marked `x-validate-answer`', () => {
    const marked = operations
      .filter(({ op }) => op['x-validate-answer'])
      .map(({ method, path }) => `${method} ${path}`);
    expect(validatedCalls.keys().sort()).toEqual(marked.sort());
  });

  it("the list reads are the GET operations whose zod answer schema holds a list (the transport's walk agrees)", async () => {
    const zodModules = import.meta.glob('/src/api/generated/*/zod/**/*.ts', { eager: true }) as Record<
      string,
      Record<string, unknown>
    >;
    const schemaNamed = (name: string) =>
      Object.values(zodModules).find((mod) => name in mod)?.[name] as ZodType | undefined;
    const expected = operations
      .filter(({ method, op }) => {
        const answer = method === 'GET' ? schemaNamed(`${op.operationId}Response`) : undefined;
        return answer !== undefined && hasList(answer);
      })
      .map(({ method, path }) => `${method} ${path}`);
    const lists = listCalls.keys().filter((key) => listCalls.lookup(...(key.split(' ') as [string, string])) !== null);
    expect(lists.sort()).toEqual(expected.sort());
    // A read that is no list is not pruned by the schema of a list whose template matches its path.
    expect(listCalls.lookup('GET', '/rest/users/password-configs')).toBeNull();
    expect(listCalls.lookup('GET', '/rest/users/7')).toEqual(expect.any(Function));
    // Each entry loads the answer schema of its own operation.
    expect(await listCalls.lookup('GET', '/rest/users/me/messages/inbox')!()).toBe(
      schemaNamed('listInboxMessagesResponse'),
    );
  });

  it('the generator reads `security: []` and `x-timeout-ms` (operation and document) into the table', () => {
    const spec: Spec = {
      security: [{ bearerAuth: [] }],
      'x-timeout-ms': 15_000,
      components: { securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer' } } },
      paths: {
        '/open': { get: { operationId: 'open', security: [], responses: { '204': { description: 'none' } } } },
        '/slow/{id}': {
          post: {
            operationId: 'slow',
            'x-timeout-ms': 120_000,
            parameters: [{ name: 'id', in: 'path', required: true, schema: { type: 'integer' } }],
            responses: { '204': { description: 'none' } },
          },
        },
        '/plain': { get: { operationId: 'plain', responses: { '204': { description: 'none' } } } },
        '/slow/mine': { post: { operationId: 'mine', responses: { '204': { description: 'none' } } } },
      },
    };
    const { operations: text } = operationFiles('example', spec);
    expect(text).toContain(
      `documentPolicy: { auth: 'bearer'; timeoutMs?: number } = { auth: 'bearer', timeoutMs: 15000 }`,
    );
    expect(text).toContain(`'GET /open': { auth: 'none' },`);
    expect(text).toContain(`'POST /slow/{id}': { timeoutMs: 120000 },`);
    // An operation that follows its document has no policy entry (only its types).
    expect(text).not.toMatch(/'GET \/plain': \{ \w/);
    // …unless a template of the table would match it: then it has its own, empty, entry.
    expect(text).toContain(`'POST /slow/mine': {},`);
    expect(text).toMatch(/'POST \/slow\/\{id\}': \{\n {4}parameters: \{ query\?: never; path: \{ id: string \} \};/);
  });

  it('generation fails on a model or zod schema orval did not write', () => {
    const names = {
      models: new Set(['Profile', 'NoSuchModel']),
      schemas: new Set(['zod/users/users#getMyProfileResponse', 'zod/users/users#noSuchResponse']),
    };
    expect(missingNames('src/api/generated', 'rest', names)).toEqual([
      'model NoSuchModel',
      'zod schema zod/users/users#noSuchResponse',
    ]);
  });

  it('an operation the contract lacks cannot be typed', () => {
    // `npm run typecheck` fails if one of these lines compiles (an unused @ts-expect-error).
    const known: OperationKey = 'GET /rest/users/me';
    // @ts-expect-error: not an operation of any contract
    const unknown: OperationKey = 'GET /rest/users/everyone';
    // @ts-expect-error: the contract has no DELETE at this path
    operationTable<number>({ 'DELETE /rest/users/me': 1 });
    // @ts-expect-error: the mock cannot answer a path the contract lacks
    restHttp.get('/rest/users/everyone', ({ response }) => response.untyped(new Response()));
    // The answer is typed by the operation's models too: a profile's id is a number.
    restHttp.get('/rest/users/me', ({ response }) =>
      // @ts-expect-error: `id` must be a number (orval's Profile)
      response(200).json(ok({ id: 'seven', username: 'student1', enabled: true })),
    );
    expect([known, unknown]).toHaveLength(2);
  });
});
