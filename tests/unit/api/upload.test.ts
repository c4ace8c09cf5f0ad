import { delay, http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { ApiError } from '@/api/api-error';
import { configureTransport } from '@/api/endpoints';
import { setTokens } from '@/api/tokens';
import { uploadWithProgress } from '@/api/upload';
import { parseConfig } from '@/config/load-config';
import { server } from '../../msw-server';
import { freshTransportEachTest } from './transport-kit';

freshTransportEachTest();

const form = () => {
  const body = new FormData();
  body.append('username', 'student');
  body.append('media', new Blob([new Uint8Array(4096)], { type: 'video/webm' }), 'face.webm');
  return body;
};

describe('uploadWithProgress (XMLHttpRequest, for upload progress)', () => {
  it('posts the form to the server of the contract path and answers status and JSON body', async () => {
    let seen: { url: string; username: FormDataEntryValue | null; media: boolean } | null = null;
    server.use(
      http.post('*/face/enroll', async ({ request }) => {
        const data = await request.formData();
        // (jsdom's XHR does not carry the blob's bytes across realms; the browser does: see tests/e2e/face.spec.ts.)
        seen = { url: request.url, username: data.get('username'), media: data.has('media') };
        return HttpResponse.json({ success: false, error_code: 'LOW_QUALITY' }, { status: 400 });
      }),
    );
    const progress: [number, number][] = [];

    const answer = await uploadWithProgress({
      server: 'face',
      method: 'POST',
      path: '/face/enroll',
      body: form(),
      onProgress: (l, t) => progress.push([l, t]),
    });

    expect(answer).toEqual({ status: 400, body: { success: false, error_code: 'LOW_QUALITY' } });
    expect(seen).toMatchObject({ username: 'student', media: true });
    expect(seen!.url).toMatch(/\/face-service\/face\/enroll$/);
    expect(progress.length).toBeGreaterThan(0);
  });

  it('sends a JSON body with its content type and the bearer the rest contract asks for', async () => {
    setTokens({ accessToken: 'access-1', refreshToken: 'refresh-1' });
    let seen: { type: string | null; auth: string | null; body: unknown } | null = null;
    server.use(
      http.post('*/rest/profile-pictures/upload', async ({ request }) => {
        seen = {
          type: request.headers.get('content-type'),
          auth: request.headers.get('authorization'),
          body: await request.json(),
        };
        return HttpResponse.json({ messageFa: 'ok' });
      }),
    );
    const answer = await uploadWithProgress({
      server: 'rest',
      method: 'POST',
      path: '/rest/profile-pictures/upload',
      body: { json: { username: 'student', userImageBase64: 'AAAA' } },
    });
    expect(answer).toEqual({ status: 200, body: { messageFa: 'ok' } });
    expect(seen).toEqual({
      type: expect.stringContaining('application/json'),
      auth: 'Bearer access-1',
      body: { username: 'student', userImageBase64: 'AAAA' },
    });
  });

  it('uses the face address of the chosen university (samad.faceEnrollmentURL)', async () => {
    configureTransport(parseConfig({ university: { samad: { faceEnrollmentURL: 'https://face.uni.test/api' } } }));
    let url = '';
    server.use(
      http.post('https://face.uni.test/api/face/enroll', ({ request }) => {
        url = request.url;
        return HttpResponse.json({ success: true });
      }),
    );

    await expect(
      uploadWithProgress({ server: 'face', method: 'POST', path: '/face/enroll', body: form() }),
    ).resolves.toMatchObject({ status: 200 });
    expect(url).toBe('https://face.uni.test/api/face/enroll');
  });

  it('sends no bearer to the face service, whose contract declares no HTTP security', async () => {
    setTokens({ accessToken: 'access-1', refreshToken: null });
    let auth: string | null = 'unset';
    server.use(
      http.post('*/face/enroll', ({ request }) => {
        auth = request.headers.get('Authorization');
        return HttpResponse.json({ success: true });
      }),
    );

    await uploadWithProgress({ server: 'face', method: 'POST', path: '/face/enroll', body: form() });

    expect(auth).toBeNull();
  });

  it('a network failure rejects with ApiError kind "network"', async () => {
    server.use(http.post('*/face/enroll', () => HttpResponse.error()));

    const error = await uploadWithProgress({
      server: 'face',
      method: 'POST',
      path: '/face/enroll',
      body: form(),
    }).catch((e: unknown) => e);

    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ kind: 'network' });
  });

  it('the caller aborts through its signal: ApiError kind "aborted"', async () => {
    let arrived!: () => void;
    const reached = new Promise<void>((resolve) => (arrived = resolve));
    server.use(
      http.post('*/face/enroll', async () => {
        arrived();
        await delay('infinite');
        return HttpResponse.json({ success: true });
      }),
    );
    const controller = new AbortController();

    const pending = uploadWithProgress({
      server: 'face',
      method: 'POST',
      path: '/face/enroll',
      body: form(),
      signal: controller.signal,
    });
    await reached;
    controller.abort();

    await expect(pending).rejects.toMatchObject({ kind: 'aborted' });
  });

  it('an already aborted signal never sends', async () => {
    const controller = new AbortController();
    controller.abort();
    await expect(
      uploadWithProgress({
        server: 'face',
        method: 'POST',
        path: '/face/enroll',
        body: form(),
        signal: controller.signal,
      }),
    ).rejects.toMatchObject({
      kind: 'aborted',
    });
  });
});
