import { configure, fireEvent, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fromPromise } from 'xstate';
import type { CameraInput, CameraStream, CaptureInput } from '@machines/face-capture.machine';
import { setTokens } from '@/api/tokens';
import { renderApp } from '../../../tests/render';
import { server } from '../../../tests/msw-server';
import { FaceCaptureView } from './face-capture-view';
import { forgetFaceEnrollments, isFaceEnrollmentRecorded } from './enrollment-record';

configure({ asyncUtilTimeout: 5000 });

/** A fake camera whose tracks remember whether they were stopped. */
function fakeCamera() {
  const tracks = [0, 1].map(() => ({ live: true, stop: vi.fn() }));
  tracks.forEach((track) => track.stop.mockImplementation(() => (track.live = false)));
  const streams: CameraStream[] = [];
  const media = {
    requestCamera: fromPromise<CameraStream, CameraInput>(async () => {
      const stream = { getTracks: () => tracks };
      streams.push(stream);
      return stream;
    }),
    recordVideo: fromPromise<Blob, CaptureInput>(async () => new Blob(['video-bytes'], { type: 'video/webm' })),
    takePhoto: fromPromise<Blob, CaptureInput>(async () => new Blob(['jpeg-bytes'], { type: 'image/jpeg' })),
  };
  return { media, streams, liveTracks: () => tracks.filter((t) => t.live).length };
}

interface Sent {
  fields: string[];
  username?: string;
  userId?: string;
  token?: string;
}

/** The face service: answers the given bodies in turn and records what each form carried. */
function faceService(...answers: Array<{ status?: number; body?: unknown; error?: true }>) {
  const sent: Sent[] = [];
  server.use(
    http.post('*/face-service/face/enroll', async ({ request }) => {
      const form = await request.formData();
      sent.push({
        fields: [...form.keys()].sort(),
        username: form.get('username')?.toString(),
        userId: form.get('user_id')?.toString(),
        token: form.get('token')?.toString(),
      });
      const answer = answers[Math.min(sent.length - 1, answers.length - 1)]!;
      if (answer.error) return HttpResponse.error();
      return HttpResponse.json(answer.body as Record<string, unknown>, { status: answer.status ?? 200 });
    }),
  );
  return sent;
}

const identity = { id: 1001, username: 'student' };
const click = async (name: RegExp | string) => fireEvent.click(await screen.findByRole('button', { name }));
const stateOf = () => screen.getByTestId('face-capture').getAttribute('data-state');

async function captureAndReview(mode: 'video' | 'image', camera = fakeCamera(), onEnrolled = vi.fn()) {
  const view = await renderApp(
    <FaceCaptureView mode={mode} identity={identity} countdownFrom={1} media={camera.media} onEnrolled={onEnrolled} />,
  );
  await click('روشن کردن دوربین');
  await screen.findByTestId('face-preview');
  expect(screen.getByTestId('face-capture')).toHaveAttribute('data-camera', 'on');
  await click(mode === 'video' ? 'ضبط ویدئو' : 'گرفتن عکس');
  await screen.findByRole('button', { name: 'ارسال' });
  return { view, camera, onEnrolled };
}

beforeEach(() => {
  forgetFaceEnrollments();
  setTokens({ accessToken: 'access-token', refreshToken: 'refresh' });
});
afterEach(() => {
  localStorage.clear();
});

describe('FaceCaptureView', () => {
  it('video: camera, guide, countdown, recording, review (camera off), send, enrolled and recorded', async () => {
    const sent = faceService({ body: { success: true, message: 'چهره ثبت شد' } });
    const { camera, onEnrolled } = await captureAndReview('video');

    // The review works on the recording alone: the camera was released.
    expect(camera.liveTracks()).toBe(0);
    expect(screen.getByTestId('face-capture')).toHaveAttribute('data-camera', 'off');
    expect(screen.getByText('بازبینی')).toBeInTheDocument();

    await click('ارسال');

    await waitFor(() => expect(stateOf()).toBe('enrolled'));
    expect(screen.getByText('چهرهٔ شما با موفقیت ثبت شد.')).toBeInTheDocument();
    expect(sent).toEqual([{ fields: ['media', 'username'], username: 'student', userId: undefined, token: undefined }]);
    expect(onEnrolled).toHaveBeenCalledWith('چهره ثبت شد');
    expect(isFaceEnrollmentRecorded('student')).toBe(true);
  });

  it('photo: the form carries the token, the user id and the backend address', async () => {
    const sent = faceService({ body: { success: true } });
    await captureAndReview('image');

    await click('ارسال');

    await waitFor(() => expect(stateOf()).toBe('enrolled'));
    expect(sent[0]).toEqual({
      fields: ['base_url', 'input_image', 'token', 'user_id'],
      username: undefined,
      userId: '1001',
      token: 'access-token',
    });
  });

  it('a rejection shows the mapped message and the server text, and offers a retake', async () => {
    faceService({ status: 400, body: { success: false, error_code: 'LOW_QUALITY', message: 'quality 0.2' } });
    const { camera } = await captureAndReview('video');

    await click('ارسال');

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('کیفیت تصویر کافی نیست');
    expect(alert).toHaveTextContent('quality 0.2');
    expect(isFaceEnrollmentRecorded('student')).toBe(false);

    await click('گرفتن دوباره');
    await screen.findByTestId('face-preview');
    expect(camera.streams).toHaveLength(2);
  });

  it('an answer without a success flag says no face was found; an unknown code the unknown error', async () => {
    faceService({ body: { message: null } }, { body: { success: false, error_code: 'SOMETHING_NEW' } });
    await captureAndReview('image');

    await click('ارسال');
    expect(await screen.findByRole('alert')).toHaveTextContent('چهره‌ای در تصویر پیدا نشد');

    await click('گرفتن دوباره');
    await click('گرفتن عکس');
    await click('ارسال');
    expect(await screen.findByRole('alert')).toHaveTextContent('خطای ناشناخته در ثبت چهره');
  });

  it('a network failure keeps the capture: "send again" uploads it without the camera', async () => {
    const sent = faceService({ error: true }, { body: { success: true } });
    const { camera } = await captureAndReview('video');

    await click('ارسال');
    expect(await screen.findByRole('alert')).toHaveTextContent('ارتباط با سرور برقرار نشد');

    await click('ارسال دوباره');

    await waitFor(() => expect(stateOf()).toBe('enrolled'));
    expect(sent).toHaveLength(2);
    expect(camera.streams).toHaveLength(1);
  });

  it('a denied camera shows the guidance and a working "try again"', async () => {
    let allow = false;
    const camera = fakeCamera();
    const media = {
      ...camera.media,
      requestCamera: fromPromise<CameraStream, CameraInput>(async () => {
        if (!allow) throw new DOMException('denied', 'NotAllowedError');
        return { getTracks: () => [] };
      }),
    };
    await renderApp(<FaceCaptureView mode="video" identity={identity} media={media} />);

    await click('روشن کردن دوربین');

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveAttribute('data-error-kind', 'denied');
    expect(alert).toHaveTextContent('اجازهٔ دسترسی به دوربین داده نشد');

    allow = true;
    await click('تلاش دوباره');
    await screen.findByTestId('face-preview');
  });

  it('leaving the page while the camera is on stops every track', async () => {
    const camera = fakeCamera();
    const { unmount } = await renderApp(<FaceCaptureView mode="video" identity={identity} media={camera.media} />);
    await click('روشن کردن دوربین');
    await screen.findByTestId('face-preview');
    expect(camera.liveTracks()).toBe(2);

    unmount();

    expect(camera.liveTracks()).toBe(0);
  });

  it('speaks English and Arabic too', async () => {
    await renderApp(<FaceCaptureView mode="image" identity={identity} media={fakeCamera().media} />, { lng: 'en' });
    expect(await screen.findByRole('button', { name: 'Turn on the camera' })).toBeInTheDocument();
  });
});
