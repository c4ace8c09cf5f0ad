import { describe, expect, it } from 'vitest';
import {
  HELPDESK_FIELD_DEFAULTS,
  HELPDESK_PROJECT_DEFAULT,
  HELPDESK_STATUS,
  HELPDESK_TRACKER_ID,
} from '@/lib/helpdesk-conventions';
import { helpdeskCaller, type Issue, type ScopeTarget } from './helpdesk-call';

/*
 * The helpdesk against a hostile client, run wherever the access suite runs (tests/contract/helpdesk-scope.ts:
 * the mock backend, the gateway over the mock Redmine, the gateway over a real Redmine 5): a token
 * the student signed out of, a second username field however spelled, the client's own Redmine key.
 */

const FIELD = HELPDESK_FIELD_DEFAULTS.username;

export function defineHelpdeskHostileSuite(name: string, target: () => ScopeTarget): void {
  describe(`helpdesk against a hostile client: ${name}`, () => {
    const call = helpdeskCaller(target);
    const issueBody = (subject: string, extra: Record<string, unknown> = {}) => ({
      issue: {
        project_id: HELPDESK_PROJECT_DEFAULT,
        tracker_id: HELPDESK_TRACKER_ID,
        status_id: HELPDESK_STATUS.WaitQueue,
        subject,
        description: `${subject}: شرح`,
        ...extra,
      },
    });
    const ownerValues = (issue: Issue) => (issue.custom_fields ?? []).filter((f) => f.id === FIELD).map((f) => f.value);
    const listed = async (token: string, query = '') =>
      ((await call('GET', `/issues.json?status_id=*&limit=100${query}`, { token })).body.issues ?? []).map((i) => i.id);

    it('refuses a token the student signed out of at once: list, read, create, reply and upload', async () => {
      const { a, aName } = await target().tokens();
      const stamp = Date.now().toString(36);
      const made = await call('POST', '/issues.json', { token: a, json: issueBody(`logout ${stamp}`) });
      expect(made.status, made.text).toBe(201);
      const id = made.body.issue!.id;
      // Read right before the logout: whatever remembers the token has just seen it.
      expect((await listed(a)).includes(id)).toBe(true);
      expect((await call('GET', `/issues/${id}.json`, { token: a })).status).toBe(200);
      await target().signOut(a, aName);
      expect((await call('GET', '/issues.json?status_id=*', { token: a })).status).toBe(401);
      expect((await call('GET', `/issues/${id}.json?include=journals`, { token: a })).status).toBe(401);
      expect((await call('GET', '/issue_statuses.json', { token: a })).status).toBe(401);
      expect((await call('POST', '/issues.json', { token: a, json: issueBody(`after logout ${stamp}`) })).status).toBe(
        401,
      );
      expect(
        (await call('PUT', `/issues/${id}.json`, { token: a, json: { issue: { notes: `after logout ${stamp}` } } }))
          .status,
      ).toBe(401);
      expect((await call('POST', '/uploads.json', { token: a, bytes: new Uint8Array(8) })).status).toBe(401);
      // Nothing of it landed: the student's next session sees the ticket without the reply.
      const { a: again } = await target().tokens();
      const seen = await call('GET', `/issues/${id}.json?include=journals`, { token: again });
      expect(seen.status).toBe(200);
      expect((seen.body.issue!.journals ?? []).map((j) => j.notes)).not.toContain(`after logout ${stamp}`);
      const subjects = (await call('GET', '/issues.json?status_id=*&limit=100', { token: again })).body.issues!.map(
        (i) => i.subject,
      );
      expect(subjects).not.toContain(`after logout ${stamp}`);
    });

    it('stores only the forced username: a second value of the field, however spelled, never reaches Redmine', async () => {
      const { a, b, aName, bName } = await target().tokens();
      const stamp = Date.now().toString(36);
      const spellings = [String(FIELD), ` ${FIELD} `, `0${FIELD}`, `+${FIELD}`, `${FIELD}.0`, FIELD];
      const made = await call('POST', '/issues.json', {
        token: a,
        json: issueBody(`spelled ${stamp}`, {
          custom_fields: [
            { id: String(HELPDESK_FIELD_DEFAULTS.university), value: 'sbu' },
            ...spellings.map((id) => ({ id, value: bName })),
          ],
          custom_field_values: { [FIELD]: bName, [` ${FIELD}`]: bName },
        }),
      });
      expect(made.status, made.text).toBe(201);
      const id = made.body.issue!.id;
      const stored = (await call('GET', `/issues/${id}.json`, { token: a })).body.issue!;
      expect(ownerValues(stored)).toEqual([aName]);
      // Another field sent with its id as a string still arrives (only the username field is stripped).
      expect(stored.custom_fields?.find((f) => f.id === HELPDESK_FIELD_DEFAULTS.university)?.value).toBe('sbu');
      // A reply (journal notes) and an upload reference carrying the field change nothing.
      const reply = await call('PUT', `/issues/${id}.json`, {
        token: a,
        json: {
          issue: {
            notes: `reply ${stamp}`,
            custom_fields: spellings.map((f) => ({ id: f, value: bName })),
            custom_field_values: { [FIELD]: bName },
          },
        },
      });
      expect(reply.status).toBe(204);
      const after = (await call('GET', `/issues/${id}.json?include=journals`, { token: a })).body.issue!;
      expect(ownerValues(after)).toEqual([aName]);
      expect(after.journals?.map((j) => j.notes)).toContain(`reply ${stamp}`);
      expect(await listed(b)).not.toContain(id);
      expect((await call('GET', `/issues/${id}.json`, { token: b })).status).toBe(404);
    });

    it("never honours the client's own Redmine key: alone it is a 401, beside a token it widens nothing", async () => {
      const { a, b, bName } = await target().tokens();
      const key = target().redmineKey;
      const stamp = Date.now().toString(36);
      const theirs = await call('POST', '/issues.json', { token: b, json: issueBody(`B keyed ${stamp}`) });
      expect(theirs.status, theirs.text).toBe(201);
      const bId = theirs.body.issue!.id;
      expect(ownerValues(theirs.body.issue!)).toEqual([bName]);
      const keyOnly: [string, Record<string, string>][] = [
        ['/issues.json?status_id=*', { 'X-Redmine-API-Key': key }],
        ['/issues.json?status_id=*', { 'x-redmine-api-key': key }],
        [`/issues.json?status_id=*&key=${key}`, {}],
        [`/issues/${bId}.json?key=${key}`, {}],
        ['/issue_statuses.json', { Authorization: `Basic ${btoa(`${key}:x`)}` }],
      ];
      for (const [path, headers] of keyOnly) {
        const answer = await call('GET', path, { headers });
        expect(answer.status, path).toBe(401);
        expect(answer.headers.get('www-authenticate'), path).toBeNull();
      }
      const keyed = { 'X-Redmine-API-Key': key };
      expect(await listed(a, `&key=${key}`)).not.toContain(bId);
      const list = await call('GET', `/issues.json?status_id=*&limit=100&key=${key}`, { token: a, headers: keyed });
      expect(list.status).toBe(200);
      expect(list.body.issues!.map((i) => i.id)).not.toContain(bId);
      expect((await call('GET', `/issues/${bId}.json?key=${key}`, { token: a, headers: keyed })).status).toBe(404);
      expect(
        (
          await call('PUT', `/issues/${bId}.json?key=${key}`, {
            token: a,
            headers: keyed,
            json: { issue: { notes: 'keyed' } },
          })
        ).status,
      ).toBe(404);
    });
  });
}
