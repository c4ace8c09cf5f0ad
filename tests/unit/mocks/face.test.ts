// @vitest-environment node
// (jsdom's Blob does not cross into Node's FormData: the bytes would be lost and the size checks untestable.)
import { describe, expect, it } from 'vitest';
import { resetWorld } from '@mocks/node';
import { ACCOUNTS } from '@mocks/world/accounts';
import { call, login, MOCK_BASE } from './mock-api';

const { student } = ACCOUNTS;

async function enroll(parts: Record<string, string | Blob>) {
  const form = new FormData();
  for (const [name, value] of Object.entries(parts)) {
    if (typeof value === 'string') form.append(name, value);
    else form.append(name, value, value.type.startsWith('video/') ? 'face.webm' : 'face.jpg');
  }
  const response = await fetch(`${MOCK_BASE}/face-service/face/enroll`, { method: 'POST', body: form });
  return {
    status: response.status,
    body: (await response.json()) as { success?: boolean; error_code?: string | null; message?: string | null },
  };
}

const video = (type = 'video/webm;codecs=vp8') => new Blob([new Uint8Array(2048)], { type });
const photo = (type = 'image/jpeg') => new Blob([new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3])], { type });
const faceMatching = async (token: string) =>
  (await call('GET', '/rest/users/me', { token })).body.payload.faceMatching as boolean;

describe('face service (POST /face-service/face/enroll)', () => {
  it('face-video: the config says video, the profile must enroll; a video is accepted and records the enrollment', async () => {
    resetWorld({ persona: 'face-video' });
    const config = (await call('GET', '/config.json')).body;
    expect(config.university.samad).toMatchObject({ faceEnrollment: true, faceEnrollmentType: 'video' });
    const token = await login(student);
    expect(await faceMatching(token)).toBe(true);

    const result = await enroll({ username: student.username, media: video() });

    expect(result.status).toBe(200);
    expect(result.body.success).toBe(true);
    expect(await faceMatching(token)).toBe(false);
  });

  it('face-photo: the config says image; a photo with the token, user_id and base_url is accepted', async () => {
    resetWorld({ persona: 'face-photo' });
    expect((await call('GET', '/config.json')).body.university.samad.faceEnrollmentType).toBe('image');
    const token = await login(student);

    const result = await enroll({
      token,
      user_id: String(student.id),
      base_url: MOCK_BASE,
      input_image: photo('image/png'),
    });

    expect(result).toMatchObject({ status: 200, body: { success: true } });
    expect(await faceMatching(token)).toBe(false);
  });

  it('checks type, size and identity, and keeps the user forced to enroll after a rejection', async () => {
    resetWorld({ persona: 'face-photo' });
    const token = await login(student);
    const photoForm = (extra: Record<string, string | Blob>) => ({
      token,
      user_id: String(student.id),
      base_url: MOCK_BASE,
      input_image: photo(),
      ...extra,
    });
    const cases: Array<[Record<string, string | Blob>, string]> = [
      [{ username: student.username, media: video('image/gif') }, 'INVALID_MEDIA_TYPE'],
      [{ username: student.username, media: new Blob([], { type: 'video/webm' }) }, 'INVALID_MEDIA'],
      [{ username: 'nobody', media: video() }, 'USER_NOT_FOUND'],
      [photoForm({ input_image: photo('application/pdf') }), 'INVALID_IMAGE_TYPE'],
      [
        photoForm({ input_image: new Blob([new Uint8Array(2 * 1024 * 1024)], { type: 'image/jpeg' }) }),
        'INVALID_IMAGE',
      ],
      [photoForm({ token: 'forged' }), 'INVALID_TOKEN'],
      [photoForm({ user_id: '999999' }), 'INVALID_INPUT'],
      [{ username: student.username }, 'INVALID_INPUT'],
    ];
    for (const [parts, code] of cases) {
      const result = await enroll(parts);
      expect([result.status, result.body.success, result.body.error_code], code).toEqual([400, false, code]);
    }
    expect(await faceMatching(token)).toBe(true);
  });

  it('a fault with a body picks the service verdict (a rejection once, then success)', async () => {
    resetWorld({ persona: 'face-video' });
    await call('POST', '/__mock/faults', {
      json: {
        method: 'POST',
        path: '/face-service/face/enroll',
        status: 200,
        body: { success: false, error_code: 'LOW_QUALITY', message: 'کیفیت تصویر پایین است' },
        times: 1,
      },
    });

    expect((await enroll({ username: student.username, media: video() })).body).toEqual({
      success: false,
      error_code: 'LOW_QUALITY',
      message: 'کیفیت تصویر پایین است',
    });
    expect((await enroll({ username: student.username, media: video() })).body.success).toBe(true);
  });
});
