import { beforeAll, describe, expect, it } from 'vitest';
import { isApiError, type ApiError } from '@/api/api-error';
import { configureTransport } from '@/api/endpoints';
import {
  helpdeskCreateIssue,
  helpdeskGetIssue,
  helpdeskListCustomFields,
  helpdeskListIssueCategories,
  helpdeskListIssues,
  helpdeskListIssueStatuses,
  helpdeskListProjects,
  helpdeskUpdateIssue,
  helpdeskUploadFile,
} from '@/api/generated/helpdesk/hooks/helpdesk/helpdesk';
import type { IssueCreate } from '@/api/generated/helpdesk/model';
import * as zod from '@/api/generated/helpdesk/zod/helpdesk/helpdesk';
import { helpdeskFetch } from '@/api/mutator';
import { setHelpdeskApiKeyProvider } from '@/api/transport';
import { endpointsSchema } from '@/config/schema';
import { parseOrThrow } from '@/config/validator';
import {
  HELPDESK_FIELD_DEFAULTS,
  HELPDESK_MAX_UPLOAD_BYTES,
  HELPDESK_PROJECT_DEFAULT,
  HELPDESK_STATUS,
  HELPDESK_TRACKER_ID,
} from '@/lib/helpdesk-conventions';
import { listIssuesParams } from '@/modules/helpdesk/helpdesk-params';

/*
 * The helpdesk contract (openapi/helpdesk.yaml), as one suite run against two backends: the mock
 * Redmine (tests/contract/helpdesk-mock.test.ts, MSW in Node) and a real Redmine 5 seeded by
 * scripts/redmine (tests/contract/helpdesk-redmine.test.ts, `npm run test:redmine`). It calls the
 * app's own generated functions through the app's transport, so what passes here is what the app
 * gets. The two backends can only drift apart by failing one of these runs.
 */

export interface HelpdeskTarget {
  /** What the transport prefixes to contract paths (the proxy `/helpdesk` on the mock, Redmine's root on the real one). */
  baseUrl: string;
  apiKey: string;
}

const FIELDS = HELPDESK_FIELD_DEFAULTS;

async function failure(promise: Promise<unknown>): Promise<ApiError> {
  try {
    await promise;
  } catch (error) {
    if (isApiError(error)) return error;
    throw error;
  }
  throw new Error('expected the call to fail');
}

const quiet = { suppressToast: true } as const;

function bytes(size: number, seed: number): Blob {
  const data = new Uint8Array(size);
  for (let i = 0; i < size; i++) data[i] = (i * 31 + seed) % 251;
  return new Blob([data], { type: 'application/octet-stream' });
}

export function defineHelpdeskContract(name: string, target: () => HelpdeskTarget): void {
  describe(`helpdesk contract: ${name}`, () => {
    // A username no earlier run used, so each run sees only its own requests (the real Redmine keeps its DB between tests of one run).
    const username = `contract-${Date.now().toString(36)}`;
    const snapshot = [
      { id: FIELDS.university, value: 'sbu' },
      { id: FIELDS.username, value: username },
      { id: FIELDS.channel, value: 'WEB' },
      { id: FIELDS.name, value: 'دانشجوی آزمون' },
    ];
    const newIssue = (subject: string, extra: Partial<IssueCreate> = {}): IssueCreate => ({
      project_id: HELPDESK_PROJECT_DEFAULT,
      tracker_id: HELPDESK_TRACKER_ID,
      status_id: HELPDESK_STATUS.WaitQueue,
      subject,
      description: `${subject}: شرح درخواست`,
      custom_fields: snapshot,
      ...extra,
    });
    const mine = (status?: string, page?: number, limit?: number) =>
      listIssuesParams({ username, projectId: HELPDESK_PROJECT_DEFAULT, status, page, limit });
    let created = 0;
    let categoryId = 0;

    // Set-up, not a test: every test (run alone with -t too) calls the target through the app's transport.
    beforeAll(() => {
      const t = target();
      configureTransport({
        endpoints: parseOrThrow(endpointsSchema, { helpdeskUrl: t.baseUrl }),
        university: undefined,
      });
      setHelpdeskApiKeyProvider(() => t.apiKey);
    });

    it('a bad key is 401 with no body', async () => {
      setHelpdeskApiKeyProvider(() => 'not-a-key-0000000000000000000000000000000');
      try {
        expect((await failure(helpdeskListIssues(mine(), quiet))).status).toBe(401);
      } finally {
        setHelpdeskApiKeyProvider(() => target().apiKey);
      }
    });

    it('lists statuses, the project and its categories; custom fields are for administrators', async () => {
      const statuses = zod.helpdeskListIssueStatusesResponse.parse(await helpdeskListIssueStatuses(quiet));
      const ids = statuses.issue_statuses.map((s) => s.id);
      expect(ids).toEqual(
        expect.arrayContaining([HELPDESK_STATUS.WaitQueue, HELPDESK_STATUS.Finished, HELPDESK_STATUS.Canceled]),
      );
      expect(statuses.issue_statuses.find((s) => s.id === HELPDESK_STATUS.Finished)?.is_closed).toBe(true);
      const projects = zod.helpdeskListProjectsResponse.parse(await helpdeskListProjects({ limit: 100 }, quiet));
      expect(projects.projects.map((p) => p.identifier)).toContain(HELPDESK_PROJECT_DEFAULT);
      const categories = zod.helpdeskListIssueCategoriesResponse.parse(
        await helpdeskListIssueCategories(HELPDESK_PROJECT_DEFAULT, quiet),
      );
      expect(categories.issue_categories.length).toBeGreaterThan(0);
      categoryId = categories.issue_categories[0]?.id ?? 0;
      expect((await failure(helpdeskListCustomFields({ limit: 100 }, quiet))).status).toBe(403);
    });

    it('creates a request with two uploads and shows it with its attachments', async () => {
      const first = await helpdeskUploadFile(bytes(1200, 1), { filename: 'receipt.png' }, quiet);
      const second = await helpdeskUploadFile(bytes(300, 2), { filename: 'note.txt' }, quiet);
      expect(first.upload.token).not.toBe(second.upload.token);
      // The 201 answer has the show shape (orval generates zod for 200 answers only).
      const answer = zod.helpdeskGetIssueResponse.parse(
        await helpdeskCreateIssue(
          {
            issue: newIssue('کسر اعتبار بدون رزرو', {
              category_id: categoryId,
              uploads: [
                { token: first.upload.token, filename: 'receipt.png', content_type: 'image/png' },
                { token: second.upload.token, filename: 'note.txt', content_type: 'text/plain' },
              ],
            }),
          },
          quiet,
        ),
      );
      created = answer.issue.id;
      expect(answer.issue.status.id).toBe(HELPDESK_STATUS.WaitQueue);
      expect(answer.issue.tracker.id).toBe(HELPDESK_TRACKER_ID);
      expect(answer.issue.category?.id).toBe(categoryId);

      const shown = zod.helpdeskGetIssueResponse.parse(
        await helpdeskGetIssue(created, { include: 'attachments,journals' }, quiet),
      );
      expect(shown.issue.attachments?.map((a) => [a.filename, a.filesize])).toEqual([
        ['receipt.png', 1200],
        ['note.txt', 300],
      ]);
      expect(new URL(shown.issue.attachments?.[0]?.content_url ?? '', 'http://x').pathname).toMatch(
        /^\/attachments\/download\/\d+\/receipt\.png$/,
      );
      expect(shown.issue.journals).toEqual([]);
      expect(shown.issue.custom_fields?.find((f) => f.id === FIELDS.username)?.value).toBe(username);
      // Without include, neither list is sent.
      const plain = await helpdeskGetIssue(created, undefined, quiet);
      expect(plain.issue.attachments).toBeUndefined();
      expect(plain.issue.journals).toBeUndefined();
    });

    it('validation errors are 422 {errors}', async () => {
      const error = await failure(helpdeskCreateIssue({ issue: newIssue('  ') }, quiet));
      expect(error.status).toBe(422);
      expect((error.data as { errors: string[] }).errors.join(' ')).toMatch(/Subject/);
    });

    it('lists the user’s requests by the username field, newest first, paged, capped at 100', async () => {
      const second = await helpdeskCreateIssue({ issue: newIssue('درخواست دوم') }, quiet);
      const all = zod.helpdeskListIssuesResponse.parse(await helpdeskListIssues(mine(), quiet));
      expect(all.total_count).toBe(2);
      expect(all.issues.map((i) => i.id)).toEqual([second.issue.id, created]);
      expect(all.limit).toBe(100);
      const page2 = await helpdeskListIssues(mine('*', 2, 1), quiet);
      expect([page2.offset, page2.limit, page2.total_count, page2.issues.map((i) => i.id)]).toEqual([
        1,
        1,
        2,
        [created],
      ]);
      const capped = await helpdeskListIssues({ ...mine(), limit: 1000 }, quiet);
      expect(capped.limit).toBe(100);
      // Someone else's username matches nothing of ours.
      const other = await helpdeskListIssues(
        listIssuesParams({ username: `${username}-x`, projectId: HELPDESK_PROJECT_DEFAULT }),
        quiet,
      );
      expect(other.total_count).toBe(0);
    });

    it('a reply adds a journal and answers 204 with no body', async () => {
      const upload = await helpdeskUploadFile(bytes(64, 3), { filename: 'more.txt' }, quiet);
      const answer = await helpdeskUpdateIssue(
        created,
        {
          issue: {
            notes: 'توضیح بیشتر',
            status_id: HELPDESK_STATUS.WaitQueue,
            uploads: [{ token: upload.upload.token, filename: 'more.txt', content_type: 'text/plain' }],
          },
        },
        quiet,
      );
      expect(answer).toBeUndefined();
      const shown = await helpdeskGetIssue(created, { include: 'attachments,journals' }, quiet);
      expect(shown.issue.journals?.map((j) => j.notes)).toEqual(['توضیح بیشتر']);
      expect(shown.issue.attachments).toHaveLength(3);
    });

    it('closing finishes the request: gone from the default (open) list, in status_id=* and closed', async () => {
      await helpdeskUpdateIssue(created, { issue: { status_id: HELPDESK_STATUS.Finished } }, quiet);
      const shown = await helpdeskGetIssue(created, undefined, quiet);
      expect(shown.issue.status).toMatchObject({ id: HELPDESK_STATUS.Finished, is_closed: true });
      expect(shown.issue.closed_on).toBeTruthy();
      const { status_id: _all, ...openOnly } = mine() as Record<string, unknown>;
      const open = await helpdeskListIssues(openOnly, quiet);
      expect(open.issues.map((i) => i.id)).not.toContain(created);
      expect((await helpdeskListIssues(mine('*'), quiet)).issues.map((i) => i.id)).toContain(created);
      expect((await helpdeskListIssues(mine('closed'), quiet)).issues.map((i) => i.id)).toEqual([created]);
    });

    it('a status change the workflow forbids is 204 and changes nothing (re-read after PUT)', async () => {
      await helpdeskUpdateIssue(created, { issue: { status_id: HELPDESK_STATUS.WaitQueue } }, quiet);
      expect((await helpdeskGetIssue(created, undefined, quiet)).issue.status.id).toBe(HELPDESK_STATUS.Finished);
    });

    it('cancelling sets Canceled', async () => {
      const issue = await helpdeskCreateIssue({ issue: newIssue('درخواست لغوشدنی') }, quiet);
      await helpdeskUpdateIssue(issue.issue.id, { issue: { status_id: HELPDESK_STATUS.Canceled } }, quiet);
      expect((await helpdeskGetIssue(issue.issue.id, undefined, quiet)).issue.status.id).toBe(HELPDESK_STATUS.Canceled);
    });

    it('an unknown id is 404 for show and update', async () => {
      expect((await failure(helpdeskGetIssue(987_654_321, undefined, quiet))).status).toBe(404);
      expect((await failure(helpdeskUpdateIssue(987_654_321, { issue: { notes: 'x' } }, quiet))).status).toBe(404);
    });

    it('uploads: over the size limit is 422, another content type is 406', async () => {
      const big = await failure(
        helpdeskUploadFile(bytes(HELPDESK_MAX_UPLOAD_BYTES + 1, 4), { filename: 'big.bin' }, quiet),
      );
      expect(big.status).toBe(422);
      expect((big.data as { errors: string[] }).errors.join(' ')).toMatch(/maximum allowed file size/);
      const wrongType = await failure(
        helpdeskFetch(
          { url: '/uploads.json', method: 'POST', headers: { 'Content-Type': 'text/plain' }, data: 'plain text' },
          quiet,
        ),
      );
      expect(wrongType.status).toBe(406);
    });
  });
}
