import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { ApiError } from '@/api/api-error';
import { helpdeskListIssues } from '@/api/generated/helpdesk/hooks/helpdesk/helpdesk';
import { listSurveys } from '@/api/generated/rest/hooks/surveys/surveys';
import { getMyProfile } from '@/api/generated/rest/hooks/users/users';
import { setTokens } from '@/api/tokens';
import faApi from '@/i18n/locales/fa/api.json';
import { server } from '../../msw-server';
import { freshTransportEachTest } from './transport-kit';

freshTransportEachTest();

/** What a proxy or captive portal answers in place of the API: a page, with 200. */
const PAGE = '<!doctype html><html><body><h1>Gateway</h1></body></html>';

describe('a 200 that is a page, not data, is an error', () => {
  it('text/html on a validated call (the profile) is ApiError notData', async () => {
    setTokens({ accessToken: 'a', refreshToken: 'r' });
    server.use(http.get('*/rest/users/me', () => HttpResponse.html(PAGE)));
    const error = await getMyProfile().catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      kind: 'invalid-response',
      status: 200,
      messageKey: 'api:notData',
      messageFa: faApi.notData,
    });
  });

  it('text/html on a list call (surveys) is ApiError notData, not a string handed to the screen', async () => {
    setTokens({ accessToken: 'a', refreshToken: 'r' });
    server.use(http.get('*/rest/users/me/surveys', () => HttpResponse.html(PAGE)));
    await expect(listSurveys()).rejects.toMatchObject({ kind: 'invalid-response', messageKey: 'api:notData' });
  });

  it('a page sent as application/json (a proxy that lies) is the same error', async () => {
    setTokens({ accessToken: 'a', refreshToken: 'r' });
    server.use(
      http.get('*/issues.json', () => new HttpResponse(PAGE, { headers: { 'Content-Type': 'application/json' } })),
    );
    await expect(helpdeskListIssues()).rejects.toMatchObject({ kind: 'invalid-response', messageKey: 'api:notData' });
  });

  it('plain text with 200 where JSON is expected is an error too; an empty 200 is no answer', async () => {
    setTokens({ accessToken: 'a', refreshToken: 'r' });
    server.use(http.get('*/rest/users/me/surveys', () => HttpResponse.text('OK')));
    await expect(listSurveys()).rejects.toMatchObject({ messageKey: 'api:notData' });
    server.use(http.get('*/rest/users/me/surveys', () => new HttpResponse(null, { status: 200 })));
    await expect(listSurveys()).resolves.toBeUndefined();
  });
});
