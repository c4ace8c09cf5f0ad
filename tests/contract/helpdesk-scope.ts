import { describe, expect, it } from 'vitest';
import { defineHelpdeskHostileSuite } from './helpdesk-hostile';
import { helpdeskCaller, type Issue, type ScopeTarget } from './helpdesk-call';
import {
  HELPDESK_FIELD_DEFAULTS,
  HELPDESK_PROJECT_DEFAULT,
  HELPDESK_STATUS,
  HELPDESK_TRACKER_ID,
} from '@/lib/helpdesk-conventions';

/*
 * Access to the helpdesk: a student reaches only their own tickets. One suite, run against
 * the mock backend (which enforces the gateway's rules itself), the helpdesk gateway in front of the
 * mock Redmine (tests/contract/helpdesk-scope.test.ts) and the gateway in front of a real Redmine 5
 * (tests/contract/helpdesk-redmine.test.ts, `npm run test:redmine`). Plain HTTP as a browser (or
 * anyone who can reach the site) would send it, with the portal's bearer tokens of two students.
 */

const FIELD = HELPDESK_FIELD_DEFAULTS.username;

export type { ScopeTarget } from './helpdesk-call';

export function defineHelpdeskScopeSuite(name: string, target: () => ScopeTarget): void {
  defineHelpdeskHostileSuite(name, target);
  describe(`helpdesk access: ${name}`, () => {
    const call = helpdeskCaller(target);
    const upload = async (token: string, seed: number) => {
      const r = await call('POST', '/uploads.json', { token, bytes: new Uint8Array(64).fill(seed) });
      expect(r.status).toBe(201);
      return r.body.upload!.token;
    };
    const create = async (token: string, subject: string, claimedUsername: string, uploadToken?: string) => {
      const r = await call('POST', '/issues.json', {
        token,
        json: {
          issue: {
            project_id: HELPDESK_PROJECT_DEFAULT,
            tracker_id: HELPDESK_TRACKER_ID,
            status_id: HELPDESK_STATUS.WaitQueue,
            subject,
            description: `${subject}: شرح`,
            custom_fields: [
              { id: HELPDESK_FIELD_DEFAULTS.university, value: 'sbu' },
              { id: FIELD, value: claimedUsername },
              { id: HELPDESK_FIELD_DEFAULTS.channel, value: 'WEB' },
              { id: HELPDESK_FIELD_DEFAULTS.name, value: 'دانشجو' },
            ],
            ...(uploadToken ? { uploads: [{ token: uploadToken, filename: 'a.png', content_type: 'image/png' }] } : {}),
          },
        },
      });
      expect(r.status, r.text).toBe(201);
      return r.body.issue!;
    };
    const owner = (issue: Issue) => issue.custom_fields?.find((f) => f.id === FIELD)?.value;
    const listed = async (token: string, query = '') =>
      ((await call('GET', `/issues.json?status_id=*&limit=100${query}`, { token })).body.issues ?? []).map((i) => i.id);
    const download = (token: string, attachment: { id: number; filename: string }, issueId?: number) =>
      call(
        'GET',
        `/attachments/download/${attachment.id}/${encodeURIComponent(attachment.filename)}${issueId ? `?issue_id=${issueId}` : ''}`,
        { token, headers: { Accept: '*/*' } },
      );

    it('refuses an anonymous request or an unknown token, and never asks the browser for a password', async () => {
      for (const [method, path] of [
        ['GET', '/issues.json'],
        ['GET', '/issues/1.json'],
        ['GET', '/issue_statuses.json'],
        ['POST', '/uploads.json'],
      ] as const) {
        const anonymous = await call(method, path, method === 'POST' ? { bytes: new Uint8Array(4) } : {});
        expect(anonymous.status, `${method} ${path}`).toBe(401);
        expect(anonymous.headers.get('www-authenticate')).toBeNull();
      }
      const forged = await call('GET', '/issues.json', { token: 'not-a-portal-token' });
      expect(forged.status).toBe(401);
      const created = await call('POST', '/issues.json', {
        json: { issue: { subject: 'anonymous', project_id: HELPDESK_PROJECT_DEFAULT } },
      });
      expect(created.status).toBe(401);
    });

    it("student A cannot list, read, answer, attach to or download from student B's ticket; A's own ticket works", async () => {
      const { a, b, aName, bName } = await target().tokens();
      const stamp = Date.now().toString(36);
      // B's ticket with an attachment. A's ticket claims to be B's in the body: it is filed under A anyway.
      const bTicket = await create(b, `scope B ${stamp}`, bName, await upload(b, 2));
      const aTicket = await create(a, `scope A ${stamp}`, bName, await upload(a, 1));
      expect(owner(aTicket)).toBe(aName);
      expect(owner(bTicket)).toBe(bName);

      // List: A's own only, whatever filter A asks for (Redmine's long-form filters included).
      const mine = await listed(a);
      expect(mine).toContain(aTicket.id);
      expect(mine).not.toContain(bTicket.id);
      for (const query of [
        `&cf_${FIELD}=${bName}`,
        '&cf_username=' + bName,
        `&set_filter=1&f[]=status_id&op[status_id]=*`,
        `&f[]=cf_${FIELD}&op[cf_${FIELD}]=!&v[cf_${FIELD}][]=${aName}`,
      ]) {
        expect(await listed(a, query), query).not.toContain(bTicket.id);
      }
      expect(await listed(b)).toContain(bTicket.id);

      // Read, update, journal, attach: as if B's ticket did not exist.
      expect((await call('GET', `/issues/${bTicket.id}.json?include=journals,attachments`, { token: a })).status).toBe(
        404,
      );
      expect(
        (
          await call('PUT', `/issues/${bTicket.id}.json`, {
            token: a,
            json: { issue: { notes: 'from A', status_id: HELPDESK_STATUS.Canceled } },
          })
        ).status,
      ).toBe(404);
      const attach = await upload(a, 3);
      expect(
        (
          await call('PUT', `/issues/${bTicket.id}.json`, {
            token: a,
            json: { issue: { uploads: [{ token: attach, filename: 'x.png', content_type: 'image/png' }] } },
          })
        ).status,
      ).toBe(404);
      const bSees = (await call('GET', `/issues/${bTicket.id}.json?include=journals,attachments`, { token: b })).body
        .issue!;
      expect(bSees.journals ?? []).toEqual([]);
      expect(bSees.attachments).toHaveLength(1);

      // B's attachment: not through B's issue, not through A's own, not without an issue.
      const bFile = bSees.attachments![0]!;
      expect((await download(a, bFile, bTicket.id)).status).toBe(404);
      expect((await download(a, bFile, aTicket.id)).status).toBe(404);
      expect((await download(a, bFile)).status).toBe(404);
      expect((await download(b, bFile, bTicket.id)).status).toBe(200);

      // A's own ticket: read, answer with a file, the file downloads, and A cannot hand it to B.
      const reply = await call('PUT', `/issues/${aTicket.id}.json`, {
        token: a,
        json: {
          issue: {
            notes: 'A answers',
            status_id: HELPDESK_STATUS.WaitQueue,
            uploads: [{ token: attach, filename: 'x.png', content_type: 'image/png' }],
          },
        },
      });
      expect(reply.status).toBe(204);
      const aSees = (await call('GET', `/issues/${aTicket.id}.json?include=journals,attachments`, { token: a })).body
        .issue!;
      expect(aSees.journals?.map((j) => j.notes)).toContain('A answers');
      expect(aSees.attachments).toHaveLength(2);
      const aFile = aSees.attachments![0]!;
      const got = await download(a, aFile, aTicket.id);
      expect(got.status).toBe(200);
      expect(got.text.length).toBeGreaterThan(0);
      expect((await call('GET', `/issues/${aTicket.id}.json`, { token: b })).status).toBe(404);
      expect((await download(b, aFile, aTicket.id)).status).toBe(404);
    });
  });
}
