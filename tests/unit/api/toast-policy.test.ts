import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { listInboxMessages } from '@/api/generated/rest/hooks/messages/messages';
import { listSelfs } from '@/api/generated/rest/hooks/programs/programs';
import { updateReserve } from '@/api/generated/rest/hooks/reserves/reserves';
import { getMyProfile } from '@/api/generated/rest/hooks/users/users';
import { MODAL_RESOURCES, SILENT_RESOURCES, toastFor } from '@/api/toast-policy';
import { setTokens } from '@/api/tokens';
import faApi from '@/i18n/locales/fa/api.json';
import { server } from '../../msw-server';
import { errorEnvelope, recordEvents, freshTransportEachTest } from './transport-kit';

freshTransportEachTest();
const events = recordEvents();

const failSelfs = (body: object, status = 400) =>
  server.use(http.get('*/rest/selfs', () => HttpResponse.json(body, { status })));

describe('toast policy (platform.md 8)', () => {
  it('an unsuppressed 400 with message and messageResource shows exactly one toast with the server text', async () => {
    setTokens({ accessToken: 'a', refreshToken: 'r' });
    failSelfs(errorEnvelope('SELF_NOT_ACTIVE', 'سلف فعال نیست'));
    await expect(listSelfs()).rejects.toMatchObject({
      status: 400,
      errorCode: 'SELF_NOT_ACTIVE',
      messageFa: 'سلف فعال نیست',
    });
    expect(events['api.toast']).toEqual([
      { titleKey: 'api:errorTitle', message: 'سلف فعال نیست', status: 400, errorCode: 'SELF_NOT_ACTIVE' },
    ]);
  });

  it('a suppressed resource shows no toast (but still fails with its ApiError)', async () => {
    failSelfs(errorEnvelope('SELF_HAS_NO_PROGRAM', 'برنامه‌ای ندارد'));
    await expect(listSelfs()).rejects.toMatchObject({ errorCode: 'SELF_HAS_NO_PROGRAM' });
    expect(events['api.toast']).toEqual([]);
  });

  it('a failed GET of the inbox shows no toast', async () => {
    server.use(
      http.get('*/rest/users/me/messages/inbox', () =>
        HttpResponse.json(errorEnvelope('INBOX_DOWN', 'صندوق در دسترس نیست'), { status: 500 }),
      ),
    );
    await expect(listInboxMessages()).rejects.toMatchObject({ status: 500, errorCode: 'INBOX_DOWN' });
    expect(events['api.toast']).toEqual([]);
  });

  it('RESERVE_MAX_RESERVE_COUNT_CROSS shows the fixed translated message', async () => {
    server.use(
      http.put('*/rest/reserves/:id/reserve', () =>
        HttpResponse.json(errorEnvelope('RESERVE_MAX_RESERVE_COUNT_CROSS', 'متن سرور'), { status: 400 }),
      ),
    );
    await expect(updateReserve(3, { selected: true, selectedCount: 1 })).rejects.toMatchObject({
      errorCode: 'RESERVE_MAX_RESERVE_COUNT_CROSS',
    });
    expect(events['api.toast']).toEqual([
      {
        titleKey: 'api:errorTitle',
        messageKey: 'api:reserveMaxCountCross',
        message: faApi.reserveMaxCountCross,
        status: 400,
        errorCode: 'RESERVE_MAX_RESERVE_COUNT_CROSS',
      },
    ]);
  });

  it('a caller can suppress the toast of one call', async () => {
    failSelfs(errorEnvelope('SELF_NOT_ACTIVE'));
    await expect(listSelfs({ suppressToast: true })).rejects.toMatchObject({ status: 400 });
    expect(events['api.toast']).toEqual([]);
  });

  it('no toast without both a Persian message and a messageResource', async () => {
    failSelfs({ message: 'Internal error' }, 500);
    await expect(listSelfs()).rejects.toMatchObject({ status: 500, hasServerMessage: false });
    failSelfs(errorEnvelope('SOMETHING', ''));
    await expect(listSelfs()).rejects.toMatchObject({ status: 400 });
    expect(events['api.toast']).toEqual([]);
  });

  it('a 403 USER_FORCE_CHANGE_PASSWORD raises password.forceChange and no toast', async () => {
    setTokens({ accessToken: 'a', refreshToken: 'r' });
    server.use(
      http.get('*/rest/users/me', () =>
        HttpResponse.json(errorEnvelope('USER_FORCE_CHANGE_PASSWORD', 'گذرواژه را تغییر دهید'), { status: 403 }),
      ),
    );
    await expect(getMyProfile()).rejects.toMatchObject({ status: 403, errorCode: 'USER_FORCE_CHANGE_PASSWORD' });
    expect(events['password.forceChange']).toEqual([{ messageFa: 'گذرواژه را تغییر دهید' }]);
    expect(events['api.toast']).toEqual([]);
    expect(events['session.expired']).toEqual([]);
  });
});

describe('toastFor (the policy table)', () => {
  const call = (path: string, body: object, method = 'GET', status = 400) => toastFor({ method, path, status, body });

  it('keeps every listed resource quiet', () => {
    expect(SILENT_RESOURCES.size).toBe(12);
    for (const resource of SILENT_RESOURCES) expect(call('/rest/selfs', errorEnvelope(resource), 'POST')).toBeNull();
  });

  it("an expired or forced password is the modal's to say: no toast over it, before or after the change", () => {
    for (const resource of MODAL_RESOURCES)
      expect(call('/rest/users/me/messages/inbox', errorEnvelope(resource), 'GET', 403)).toBeNull();
    expect(call('/rest/reserves', errorEnvelope('ACCESS_DENIED'), 'GET', 403)).not.toBeNull();
  });

  it('keeps failed GETs of inbox, dormitories, dormitory-requests, surveys and cardexes quiet, but not other methods', () => {
    for (const path of [
      '/rest/users/me/messages/inbox',
      '/rest/users/me/dormitories',
      '/rest/users/me/dormitories/solitary/1/blocks',
      '/rest/users/me/dormitory-requests',
      '/rest/users/me/surveys/4',
      '/rest/users/me/eskans/cardexes',
    ]) {
      expect(call(path, errorEnvelope('X'))).toBeNull();
    }
    expect(call('/rest/users/me/dormitory-requests', errorEnvelope('X'), 'POST')).not.toBeNull();
  });

  it('keeps image-verify URLs and the "exists but is a directory" message quiet', () => {
    expect(call('/rest/users/me/surveys/4/images/verify', errorEnvelope('X'), 'PUT')).toBeNull();
    expect(
      call('/rest/file/download/1', { ...errorEnvelope('X'), message: '/data/x exists but is a directory' }),
    ).toBeNull();
    expect(call('/rest/file/download/1', errorEnvelope('X', 'فایل /data/x exists but is a directory'))).toBeNull();
  });

  it('ignores successful answers', () => {
    expect(call('/rest/selfs', errorEnvelope('X'), 'GET', 200)).toBeNull();
  });
});
