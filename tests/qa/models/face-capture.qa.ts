/**
 * Face enrollment capture (machines/face-capture.machine.ts) on /face/enrollment, where personas
 * face-photo and face-video are sent until they enroll. Chromium's fake camera stands in for the
 * webcam and grants the permission (`--use-fake-device-for-media-stream
 * --use-fake-ui-for-media-stream`, tests/qa/playwright.qa.config.ts). Two variants: photo (every
 * state but recording) and video (the 5 s recording, one scenario).
 * Browser-side faults, like the mock's server-side ones, come from an init script: the next
 * getUserMedia refuses with a given DOMException name (the denied camera), and the camera's tracks
 * can be ended as if unplugged (`camera.ended`). The service's refusals, failures and slowness are
 * mock faults on POST /face-service/face/enroll.
 * Not replayed: a cancel during the 3 s countdown (a 1 s tick races the click), a capture that
 * fails mid-recording, upload progress events (a self-loop).
 */
import { expect, type Page } from '@playwright/test';
import type { EventFromLogic, EventObject } from 'xstate';
import { faceCaptureMachine, type FaceMode } from '../../../machines/face-capture.machine';
import { addFault, apiLogin, readForcedMessages, resetMock, seedTokens } from '../qa-kit';
import type { QaContext, QaModel, QaStep } from '../qa-model';

type M = typeof faceCaptureMachine;
type E = EventFromLogic<M>;
type S = ReturnType<M['getInitialSnapshot']>;

const outcome = (type: string, body: { output: unknown } | { error: unknown }) => ({ type, ...body }) as unknown as E;
const STREAM = { getTracks: () => [] };
const CAMERA_ON = outcome('xstate.done.actor.requestCamera', { output: STREAM });
const CAMERA_DENIED = outcome('xstate.error.actor.requestCamera', { error: { name: 'NotAllowedError' } });
const PHOTO_TAKEN = outcome('xstate.done.actor.takePhoto', { output: 'blob' });
const VIDEO_RECORDED = outcome('xstate.done.actor.recordVideo', { output: 'blob' });
const ACCEPTED: E = { type: 'upload.answered', answer: { success: true, message: 'ok' } };
const REFUSED: E = {
  type: 'upload.answered',
  answer: { success: false, error_code: 'LOW_QUALITY', message: 'quality 0.21' },
};
const UPLOAD_FAILED: E = { type: 'upload.failed', reason: 'server', status: 500 };

const same = (a: EventObject | undefined, b: EventObject) =>
  !!a && a.type === b.type && JSON.stringify(a) === JSON.stringify(b);

function nextEvents(mode: FaceMode, s: S): E[] {
  switch (JSON.stringify(s.value)) {
    case '"idle"':
      return [{ type: 'user.start' }];
    case '"requesting"':
      return [CAMERA_ON, CAMERA_DENIED];
    case '"cameraError"':
      return [{ type: 'user.retry' }];
    case '{"live":"previewing"}':
      return [{ type: 'user.capture' }, { type: 'user.cancel' }, { type: 'camera.ended' }];
    // The countdown's 1 s ticks (`xstate.after.*`) are sent bare: nothing else is listed.
    case '{"live":"countdown"}':
      return [];
    case '{"live":"photographing"}':
      return [PHOTO_TAKEN];
    case '{"live":"recording"}':
      return [VIDEO_RECORDED];
    case '"review"':
      return [{ type: 'user.send' }, { type: 'user.retake' }];
    case '"uploading"':
      return mode === 'video' ? [ACCEPTED] : [ACCEPTED, REFUSED, UPLOAD_FAILED, { type: 'user.cancel' }];
    case '"uploadFailed"':
      return [{ type: 'user.retry' }, { type: 'user.retake' }];
    case '"rejected"':
      return [{ type: 'user.retake' }];
    default:
      return [];
  }
}

function eventName(e: E): string {
  if (same(e, CAMERA_ON)) return 'camera-on';
  if (same(e, CAMERA_DENIED)) return 'camera-denied';
  if (e.type === 'camera.ended') return 'camera-unplugged';
  if ((e.type as string).startsWith('xstate.done.actor.')) return '';
  if (same(e, ACCEPTED)) return 'enrolled';
  if (same(e, REFUSED)) return 'rejected';
  if (e.type === 'upload.failed') return 'upload-fails';
  if ((e.type as string).startsWith('xstate.after.')) return '';
  return e.type.replace(/^user\./, '');
}

/** Before the app: the camera's tracks are kept (to end them) and the next request may be refused. */
async function installCameraHooks(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const tracks: MediaStreamTrack[] = [];
    const w = window as unknown as { __qaCameraFault: string | null; __qaEndCamera: () => void };
    w.__qaCameraFault = null;
    const getUserMedia = MediaDevices.prototype.getUserMedia;
    MediaDevices.prototype.getUserMedia = async function (constraints?: MediaStreamConstraints) {
      const fault = w.__qaCameraFault;
      if (fault) {
        w.__qaCameraFault = null;
        throw new DOMException('QA: camera refused', fault);
      }
      const stream = await getUserMedia.call(this, constraints);
      tracks.push(...stream.getTracks());
      return stream;
    };
    // An unplugged camera: its tracks fire "ended" (stop() alone does not).
    w.__qaEndCamera = () =>
      tracks.filter((t) => t.readyState === 'live').forEach((t) => t.dispatchEvent(new Event('ended')));
  });
}

const ENROLL = '/face-service/face/enroll';

/** Sets up what the camera request or the upload that the next step waits for will meet. */
async function prepare(ctx: QaContext, next: QaStep<M> | undefined): Promise<void> {
  const e = next?.event;
  if (same(e, CAMERA_DENIED))
    await ctx.page.evaluate(
      () => ((window as unknown as { __qaCameraFault: string }).__qaCameraFault = 'NotAllowedError'),
    );
  if (same(e, REFUSED))
    await addFault(ctx, {
      method: 'POST',
      path: ENROLL,
      status: 200,
      body: { success: false, error_code: 'LOW_QUALITY', message: 'quality 0.21' },
    });
  if (same(e, UPLOAD_FAILED)) await addFault(ctx, { method: 'POST', path: ENROLL, status: 500 });
  // A slow service, so that "cancel upload" is there to click.
  if (e?.type === 'user.cancel')
    await addFault(ctx, { method: 'POST', path: ENROLL, kind: 'latency', delayMs: 20_000 });
}

const capture = (ctx: QaContext) => ctx.page.getByTestId('face-capture');
const button = (ctx: QaContext, name: string) => capture(ctx).getByRole('button', { name, exact: true });
/** The state shown, or one a timer has already moved it to. */
const shows = (ctx: QaContext, ...states: string[]) =>
  expect(capture(ctx)).toHaveAttribute('data-state', new RegExp(`^(${states.join('|').replace(/\./g, '\\.')})$`), {
    timeout: 15_000,
  });

function faceModel(mode: FaceMode): QaModel<M> {
  return {
    id: 'face-capture',
    variant: mode === 'video' ? 'video' : 'photo',
    machine: faceCaptureMachine,
    input: { mode },
    events: (s) => nextEvents(mode, s),
    // A capture failing mid-way is not replayed: an error outcome only where listed.
    filterEvents: (s, e) => !e.type.startsWith('xstate.error.') || nextEvents(mode, s).some((x) => x.type === e.type),
    eventName,
    // The camera error's kind too: a vertex carries the snapshot of the first path that found it.
    serializeState: (s) => JSON.stringify([s.value, s.context.countdown, s.context.cameraError?.kind ?? null]),
    paths: {
      shortest: true,
      maxSteps: 12,
      // Photo: every leaf of the shortest paths. Video: the one recording that reaches the review.
      keep: (p) => p.steps.length > 1 && (mode === 'image' || p.state.matches('enrolled')),
      maxScenarios: mode === 'video' ? 1 : 8,
    },
    async setup(ctx) {
      const persona = mode === 'video' ? 'face-video' : 'face-photo';
      await resetMock(ctx, persona);
      const tokens = await apiLogin(ctx, persona);
      // A forced-read message's modal would come before the enrollment.
      await readForcedMessages(ctx, tokens);
      await seedTokens(ctx.page, tokens);
      await installCameraHooks(ctx.page);
      // (The forced redirect is the face e2e's affair: here, straight to the page.)
      await ctx.page.goto('/face/enrollment');
      await expect(ctx.page.getByTestId('face-enrollment-page')).toBeVisible({ timeout: 15_000 });
    },
    states: {
      idle: async (ctx) => {
        await shows(ctx, 'idle');
        await expect(button(ctx, 'روشن کردن دوربین')).toBeVisible();
      },
      requesting: async (ctx) => shows(ctx, 'requesting', 'live.previewing', 'cameraError'),
      cameraError: async (ctx, s) => {
        await shows(ctx, 'cameraError');
        await expect(capture(ctx).getByRole('alert')).toHaveAttribute(
          'data-error-kind',
          s.context.cameraError?.kind ?? '',
        );
        await expect(capture(ctx)).toHaveAttribute('data-camera', 'off');
      },
      'live.previewing': async (ctx) => {
        await shows(ctx, 'live.previewing');
        await expect(ctx.page.getByTestId('face-preview')).toBeVisible();
        await expect(capture(ctx)).toHaveAttribute('data-camera', 'on');
      },
      // 1 s ticks: the countdown, or what it has already led to.
      'live.countdown': async (ctx) => shows(ctx, 'live.countdown', 'live.photographing', 'live.recording', 'review'),
      'live.photographing': async (ctx) => shows(ctx, 'live.photographing', 'review'),
      'live.recording': async (ctx) => shows(ctx, 'live.recording', 'review'),
      review: async (ctx) => {
        await shows(ctx, 'review');
        await expect(ctx.page.getByTestId('face-review')).toBeVisible();
        // Review works on the capture alone: the camera is released.
        await expect(capture(ctx)).toHaveAttribute('data-camera', 'off');
      },
      uploading: async (ctx) => shows(ctx, 'uploading', 'uploadFailed', 'rejected', 'enrolled'),
      uploadFailed: async (ctx) => {
        await shows(ctx, 'uploadFailed');
        await expect(button(ctx, 'ارسال دوباره')).toBeVisible();
      },
      rejected: async (ctx) => {
        await shows(ctx, 'rejected');
        await expect(capture(ctx).getByRole('alert')).toContainText('quality 0.21');
      },
      // The success, then home after 1 s (the forced redirect no longer applies).
      enrolled: async (ctx) => {
        await expect(async () => {
          if (await ctx.page.getByText('چهرهٔ شما با موفقیت ثبت شد.').isVisible()) return;
          expect(new URL(ctx.page.url()).pathname).toBe('/');
        }).toPass({ timeout: 15_000 });
      },
    },
    on: {
      'user.start': async (ctx, _step, next) => {
        await prepare(ctx, next);
        await button(ctx, 'روشن کردن دوربین').click();
      },
      // From the camera error (try again) or a failed upload (send again): the step's state says which.
      'user.retry': async (ctx, step, next) => {
        await prepare(ctx, next);
        await button(ctx, step.state.matches('uploading') ? 'ارسال دوباره' : 'تلاش دوباره').click();
      },
      'user.capture': async (ctx) => button(ctx, mode === 'video' ? 'ضبط ویدئو' : 'گرفتن عکس').click(),
      'user.cancel': async (ctx, step) => button(ctx, step.state.matches('review') ? 'لغو ارسال' : 'انصراف').click(),
      'camera.ended': async (ctx) =>
        ctx.page.evaluate(() => (window as unknown as { __qaEndCamera: () => void }).__qaEndCamera()),
      'user.send': async (ctx, _step, next) => {
        await prepare(ctx, next);
        await button(ctx, 'ارسال').click();
      },
      'user.retake': async (ctx, _step, next) => {
        await prepare(ctx, next);
        await button(ctx, 'گرفتن دوباره').click();
      },
    },
  };
}

export const faceCaptureModels = (['image', 'video'] as const).map(faceModel);
