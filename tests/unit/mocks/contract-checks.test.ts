import { beforeEach, describe, expect, it } from 'vitest';
import { resetWorld } from '@mocks/node';
import { ACCOUNTS } from '@mocks/world/accounts';
import { call, CLIENT_BASIC, contractMode, login } from './mock-api';

/*
 * The contract check in front of the handlers (mocks/contract/): a request whose parameters or body
 * break openapi/*.yaml is a 400 in its server's error shape naming the field and the rule.
 */

beforeEach(() => resetWorld());

const transfer = (token: string, json: unknown) => call('PUT', '/rest/credit-transfers', { token, json });

describe('contract checks of requests', () => {
  it('a body field of the wrong type is refused with the field and the rule named', async () => {
    const token = await login(ACCOUNTS.student);
    const r = await transfer(token, { username: 'student2', creditTransferAmount: '50000', nurtureProfileId: 1 });
    expect(r.status).toBe(400);
    expect(r.body).toMatchObject({
      type: 'ERROR',
      code: 400,
      messageResource: 'CONTRACT_VIOLATION',
      payload: { field: 'body.creditTransferAmount', rule: 'type', operation: 'transferCredit' },
    });
    expect(r.body.message).toBe(
      'PUT /rest/credit-transfers: body.creditTransferAmount must be integer (got string "50000") (type)',
    );
    expect(r.body.messageFa).toContain('body.creditTransferAmount');
    expect(r.headers.get('x-mock-contract-violation')).toBe('body.creditTransferAmount: type');
  });

  it('path and query parameters: a wrong type and a value outside the enum', async () => {
    const token = await login(ACCOUNTS.student);
    const path = await call('PUT', '/rest/reserves/abc/reserve', { token, json: { programId: 1 } });
    expect([path.status, path.body.payload?.field, path.body.payload?.rule]).toEqual([400, 'path.id', 'type']);
    const query = await call('GET', '/rest/reserves?weekStartDate=&selfType=GYM', { token });
    expect([query.status, query.body.payload?.field, query.body.payload?.rule]).toEqual([
      400,
      'query.selfType',
      'enum',
    ]);
    // Text that is a number is one: `?page=0` and `/rest/reserves/12/reserve` are not refused for being text.
    expect((await call('GET', '/rest/reserves?weekStartDate=&selfType=NORMAL', { token })).status).toBe(200);
  });

  it('strict refuses a field the contract does not name; lenient ignores it; off lets every request through', async () => {
    const token = await login(ACCOUNTS.student);
    const { id } = (await call('GET', '/rest/users/nurture-profiles', { token })).body.payload;
    const body = { username: 'student2', creditTransferAmount: 50_000, nurtureProfileId: id, note: 'x' };
    const strict = await transfer(token, body);
    expect([strict.status, strict.body.payload?.field, strict.body.payload?.rule]).toEqual([
      400,
      'body.note',
      'additionalProperties',
    ]);
    await contractMode('lenient');
    expect((await transfer(token, body)).status).toBe(200);
    // Lenient still checks what the contract names.
    expect((await transfer(token, { ...body, creditTransferAmount: 'many' })).body.payload?.rule).toBe('type');
    await contractMode('off');
    expect((await transfer(token, { ...body, creditTransferAmount: 'many' })).body.messageResource).not.toBe(
      'CONTRACT_VIOLATION',
    );
    // A reset returns to strict.
    await call('POST', '/__mock/reset');
    expect((await call('GET', '/__mock/contract')).body).toEqual({ mode: 'strict' });
  });

  it('authentication comes first (401 without a token), OAuth answers in its own shape', async () => {
    const noToken = await transfer('', { creditTransferAmount: 'x' });
    expect(noToken.status).toBe(401);
    const oauth = await call('POST', '/oauth/token', {
      headers: { Authorization: CLIENT_BASIC },
      form: {
        grant_type: 'password',
        username: 'student',
        password: 'student123',
        captchaText: '12',
        nonce: 'n',
        validation: 'v',
        extra: '1',
      },
    });
    expect([oauth.status, oauth.body.error, oauth.body.field]).toEqual([400, 'invalid_request', 'body.extra']);
    expect(oauth.body.error_description).toContain('body.extra');
  });

  it('the journal records each request with status, timing, persona and the violation', async () => {
    await call('DELETE', '/__mock/requests');
    const token = await login(ACCOUNTS.student);
    await transfer(token, { creditTransferAmount: true });
    const journal = (await call('GET', '/__mock/requests')).body;
    expect(
      journal.requests.map(
        (r: { method: string; path: string; status: number }) => `${r.method} ${r.path} ${r.status}`,
      ),
    ).toEqual(['POST /oauth/token 200', 'PUT /rest/credit-transfers 400']);
    const [, refused] = journal.requests;
    expect(refused).toMatchObject({ persona: 'student', violation: expect.stringMatching(/^body\./) });
    expect(refused.durationMs).toBeGreaterThanOrEqual(0);
    expect(Date.parse(refused.at)).not.toBeNaN();
    // Filters, and clearing.
    expect((await call('GET', '/__mock/requests?method=put')).body.requests).toHaveLength(1);
    expect((await call('GET', '/__mock/requests?path=oauth&limit=5')).body.requests).toHaveLength(1);
    expect((await call('GET', `/__mock/requests?since=${refused.id}`)).body.requests).toHaveLength(0);
    expect((await call('DELETE', '/__mock/requests')).body.requests).toEqual([]);
  });

  it('the switch refuses a mode it does not know', async () => {
    const r = await call('POST', '/__mock/contract', { json: { mode: 'loose' } });
    expect([r.status, r.body.message]).toEqual([400, 'mode must be one of strict, lenient, off']);
  });
});
