import { describe, expect, it, vi } from 'vitest';
import { createActor, fromCallback, fromPromise, type EventObject, type StateValue } from 'xstate';
import {
  CAMERA_PRECONDITION_ERRORS,
  FACE_CAPTURE_STATES,
  FACE_TIMINGS,
  classifyCameraError,
  faceCaptureMachine,
  type CameraInput,
  type CameraStream,
  type CaptureInput,
  type FaceMode,
  type UploadEvent,
  type UploadInput,
} from './face-capture.machine';
import { deferred } from './testing/deferred';
import { graphCoverage } from './testing/graph-coverage';
import { flush, fakeTimersInEachTest } from './testing/fake-timers';

/** A fake camera: counts live tracks, so a test sees the light go off. */
function fakeStream() {
  const tracks = [{ live: true }, { live: true }].map((t) => ({
    ...t,
    stop: vi.fn(function (this: { live: boolean }) {
      this.live = false;
    }),
  }));
  const stream: CameraStream & { liveTracks: () => number } = {
    getTracks: () => tracks,
    liveTracks: () => tracks.filter((t) => t.live).length,
  };
  return stream;
}

interface Fakes {
  requestCamera?: (input: CameraInput) => Promise<CameraStream>;
  record?: (input: CaptureInput) => Promise<Blob>;
}

function start(mode: FaceMode = 'video', fakes: Fakes = {}) {
  const streams: ReturnType<typeof fakeStream>[] = [];
  const calls = {
    requestCamera: [] as CameraInput[],
    record: [] as CaptureInput[],
    upload: [] as UploadInput[],
    uploadsStopped: 0,
  };
  let sendUpload: ((event: UploadEvent) => void) | null = null;
  const notifyEnrolled = vi.fn();
  const machine = faceCaptureMachine.provide({
    actors: {
      requestCamera: fromPromise<CameraStream, CameraInput>(({ input }) => {
        calls.requestCamera.push(input);
        if (fakes.requestCamera) return fakes.requestCamera(input);
        const stream = fakeStream();
        streams.push(stream);
        return Promise.resolve(stream);
      }),
      recordVideo: fromPromise<Blob, CaptureInput>(({ input }) => {
        calls.record.push(input);
        return fakes.record ? fakes.record(input) : Promise.resolve(new Blob(['video'], { type: 'video/webm' }));
      }),
      takePhoto: fromPromise<Blob, CaptureInput>(({ input }) => {
        calls.record.push(input);
        return fakes.record ? fakes.record(input) : Promise.resolve(new Blob(['jpeg'], { type: 'image/jpeg' }));
      }),
      uploadCapture: fromCallback<EventObject, UploadInput>(({ input, sendBack }) => {
        calls.upload.push(input);
        sendUpload = sendBack;
        return () => {
          calls.uploadsStopped += 1;
        };
      }),
    },
    actions: { notifyEnrolled },
  });
  const actor = createActor(machine, { input: { mode } });
  actor.start();
  const upload = (event: UploadEvent) => sendUpload?.(event);
  return { actor, streams, calls, upload, notifyEnrolled, state: () => flatten(actor.getSnapshot().value) };
}

function flatten(value: StateValue): string {
  if (typeof value === 'string') return value;
  const [key, child] = Object.entries(value)[0]!;
  return `${key}.${flatten(child as StateValue)}`;
}

const countdown = () => vi.advanceTimersByTimeAsync(FACE_TIMINGS.countdownTick * FACE_TIMINGS.countdownFrom);

async function toPreview(mode: FaceMode = 'video', fakes: Fakes = {}) {
  const t = start(mode, fakes);
  t.actor.send({ type: 'user.start' });
  await flush();
  return t;
}
async function toReview(mode: FaceMode = 'video') {
  const t = await toPreview(mode);
  t.actor.send({ type: 'user.capture' });
  await countdown();
  return t;
}

fakeTimersInEachTest();

describe('asking for the camera', () => {
  it('starts idle and asks for the camera on start, then previews the stream', async () => {
    const t = start('image');
    expect(t.state()).toBe('idle');

    t.actor.send({ type: 'user.start' });
    expect(t.state()).toBe('requesting');
    await flush();

    expect(t.calls.requestCamera).toEqual([{ mode: 'image' }]);
    expect(t.state()).toBe('live.previewing');
    expect(t.actor.getSnapshot().context.stream).toBe(t.streams[0]);
  });

  it.each([
    ['NotAllowedError', 'denied'],
    ['NotFoundError', 'noCamera'],
    ['NotReadableError', 'busy'],
    [CAMERA_PRECONDITION_ERRORS.insecure, 'insecure'],
    [CAMERA_PRECONDITION_ERRORS.unsupported, 'unsupported'],
    ['WeirdError', 'unknown'],
  ])('a %s becomes the %s guidance, and retry asks again', async (name, kind) => {
    let fail = true;
    const t = await toPreview('video', {
      requestCamera: () => (fail ? Promise.reject(new DOMException('no', name)) : Promise.resolve(fakeStream())),
    });
    expect(t.state()).toBe('cameraError');
    expect(t.actor.getSnapshot().context.cameraError).toEqual({ kind, name });

    fail = false;
    t.actor.send({ type: 'user.retry' });
    await flush();

    expect(t.state()).toBe('live.previewing');
    expect(t.actor.getSnapshot().context.cameraError).toBeNull();
    expect(t.calls.requestCamera).toHaveLength(2);
  });

  it('classifies errors without a name as unknown', () => {
    expect(classifyCameraError('boom')).toEqual({ kind: 'unknown', name: 'Error' });
    expect(classifyCameraError({ name: 'PermissionDeniedError' }).kind).toBe('denied');
  });
});

describe('the camera is released on every way out of the live states', () => {
  it('cancel from the preview goes back to idle and stops the tracks', async () => {
    const t = await toPreview();
    expect(t.streams[0]!.liveTracks()).toBe(2);

    t.actor.send({ type: 'user.cancel' });

    expect(t.state()).toBe('idle');
    expect(t.streams[0]!.liveTracks()).toBe(0);
    expect(t.actor.getSnapshot().context.stream).toBeNull();
  });

  it('a track that ends by itself is reported by the camera holder', async () => {
    const listeners: (() => void)[] = [];
    const track = {
      stop: vi.fn(),
      addEventListener: (_: 'ended', l: () => void) => listeners.push(l),
      removeEventListener: vi.fn(),
    };
    const t = await toPreview('video', { requestCamera: () => Promise.resolve({ getTracks: () => [track] }) });

    listeners.forEach((l) => l());

    expect(t.state()).toBe('cameraError');
    expect(track.stop).toHaveBeenCalled();
    expect(track.removeEventListener).toHaveBeenCalled();
  });

  it('a camera that ends shows the busy guidance and stops what is left', async () => {
    const t = await toPreview();

    t.actor.send({ type: 'camera.ended' });

    expect(t.state()).toBe('cameraError');
    expect(t.actor.getSnapshot().context.cameraError?.kind).toBe('busy');
    expect(t.streams[0]!.liveTracks()).toBe(0);
  });

  it('a recorder failure shows its guidance and stops the tracks', async () => {
    const t = await toPreview('video', { record: () => Promise.reject(new DOMException('x', 'NotSupportedError')) });
    t.actor.send({ type: 'user.capture' });
    await countdown();

    expect(t.state()).toBe('cameraError');
    expect(t.actor.getSnapshot().context.cameraError?.kind).toBe('unsupported');
    expect(t.streams[0]!.liveTracks()).toBe(0);
  });

  it('stopping the machine (leaving the page) stops the tracks', async () => {
    const t = await toPreview();

    t.actor.stop();

    expect(t.streams[0]!.liveTracks()).toBe(0);
  });
});

describe('countdown and capture', () => {
  it('counts down one second at a time, then records a video of the configured length', async () => {
    const recording = deferred<Blob>();
    const t = await toPreview('video', { record: () => recording.promise });

    t.actor.send({ type: 'user.capture' });
    expect(t.state()).toBe('live.countdown');
    expect(t.actor.getSnapshot().context.countdown).toBe(3);
    await vi.advanceTimersByTimeAsync(FACE_TIMINGS.countdownTick);
    expect(t.actor.getSnapshot().context.countdown).toBe(2);
    await vi.advanceTimersByTimeAsync(FACE_TIMINGS.countdownTick);
    expect(t.actor.getSnapshot().context.countdown).toBe(1);
    await vi.advanceTimersByTimeAsync(FACE_TIMINGS.countdownTick);

    expect(t.state()).toBe('live.recording');
    expect(t.calls.record).toEqual([{ stream: t.streams[0], videoMs: 5000 }]);
    expect(t.streams[0]!.liveTracks()).toBe(2);

    const blob = new Blob(['v'], { type: 'video/webm' });
    recording.resolve(blob);
    await flush();

    expect(t.state()).toBe('review');
    expect(t.actor.getSnapshot().context.capture).toEqual({ blob, mode: 'video' });
    expect(t.streams[0]!.liveTracks()).toBe(0);
  });

  it('a photo failure shows its guidance', async () => {
    const t = await toPreview('image', { record: () => Promise.reject(new DOMException('x', 'NotReadableError')) });
    t.actor.send({ type: 'user.capture' });
    await countdown();

    expect(t.state()).toBe('cameraError');
    expect(t.actor.getSnapshot().context.cameraError?.kind).toBe('busy');
  });

  it('takes a photo in image mode', async () => {
    const t = await toReview('image');

    expect(t.state()).toBe('review');
    expect(t.actor.getSnapshot().context.capture?.mode).toBe('image');
    expect(t.actor.getSnapshot().context.capture?.blob.type).toBe('image/jpeg');
  });

  it('cancel during the countdown goes back to the preview with the camera on', async () => {
    const t = await toPreview();
    t.actor.send({ type: 'user.capture' });
    await vi.advanceTimersByTimeAsync(FACE_TIMINGS.countdownTick);

    t.actor.send({ type: 'user.cancel' });
    await vi.advanceTimersByTimeAsync(FACE_TIMINGS.countdownTick * 5);

    expect(t.state()).toBe('live.previewing');
    expect(t.calls.record).toHaveLength(0);
    expect(t.streams[0]!.liveTracks()).toBe(2);
  });

  it('retake from the review asks for the camera again and drops the capture', async () => {
    const t = await toReview();

    t.actor.send({ type: 'user.retake' });
    await flush();

    expect(t.state()).toBe('live.previewing');
    expect(t.actor.getSnapshot().context.capture).toBeNull();
    expect(t.streams).toHaveLength(2);
  });
});

describe('upload', () => {
  it('sends the capture, reports progress and ends enrolled', async () => {
    const t = await toReview();
    const capture = t.actor.getSnapshot().context.capture;

    t.actor.send({ type: 'user.send' });
    expect(t.state()).toBe('uploading');
    expect(t.calls.upload).toEqual([{ capture }]);
    expect(t.actor.getSnapshot().context.progress).toEqual({ loaded: 0, total: 0 });

    t.upload({ type: 'upload.progress', loaded: 50, total: 200 });
    expect(t.actor.getSnapshot().context.progress).toEqual({ loaded: 50, total: 200 });

    t.upload({ type: 'upload.answered', answer: { success: true, message: 'ثبت شد' } });

    expect(t.state()).toBe('enrolled');
    expect(t.actor.getSnapshot().status).toBe('done');
    expect(t.actor.getSnapshot().context.enrolledMessage).toBe('ثبت شد');
    expect(t.notifyEnrolled).toHaveBeenCalledTimes(1);
  });

  it('a rejection keeps the server message and code and offers a retake', async () => {
    const t = await toReview();
    t.actor.send({ type: 'user.send' });

    t.upload({ type: 'upload.answered', answer: { success: false, error_code: 12, message: 'low quality' } });

    expect(t.state()).toBe('rejected');
    expect(t.actor.getSnapshot().context.rejection).toEqual({ errorCode: '12', message: 'low quality', noFace: false });
    expect(t.notifyEnrolled).not.toHaveBeenCalled();

    t.actor.send({ type: 'user.retake' });
    await flush();
    expect(t.state()).toBe('live.previewing');
    expect(t.actor.getSnapshot().context.rejection).toBeNull();
  });

  it('an answer without a success flag means no face was found', async () => {
    const t = await toReview('image');
    t.actor.send({ type: 'user.send' });

    t.upload({ type: 'upload.answered', answer: { message: null } });

    expect(t.actor.getSnapshot().context.rejection).toEqual({ errorCode: null, message: null, noFace: true });
  });

  it('a network failure keeps the capture: retry uploads it again without the camera', async () => {
    const t = await toReview();
    t.actor.send({ type: 'user.send' });

    t.upload({ type: 'upload.failed', reason: 'network' });
    expect(t.state()).toBe('uploadFailed');
    expect(t.actor.getSnapshot().context.uploadFailure).toEqual({ reason: 'network', status: null });

    t.actor.send({ type: 'user.retry' });

    expect(t.state()).toBe('uploading');
    expect(t.calls.upload).toHaveLength(2);
    expect(t.calls.upload[1]).toEqual(t.calls.upload[0]);
    expect(t.calls.requestCamera).toHaveLength(1);
  });

  it('after a failure the user may retake instead', async () => {
    const t = await toReview();
    t.actor.send({ type: 'user.send' });
    t.upload({ type: 'upload.failed', reason: 'server', status: 503 });
    expect(t.actor.getSnapshot().context.uploadFailure).toEqual({ reason: 'server', status: 503 });

    t.actor.send({ type: 'user.retake' });
    await flush();

    expect(t.state()).toBe('live.previewing');
  });

  it('cancel stops the upload (the request is aborted) and returns to the review with the capture', async () => {
    const t = await toReview();
    t.actor.send({ type: 'user.send' });

    t.actor.send({ type: 'user.cancel' });

    expect(t.state()).toBe('review');
    expect(t.calls.uploadsStopped).toBe(1);
    expect(t.actor.getSnapshot().context.capture).not.toBeNull();
    expect(t.actor.getSnapshot().context.progress).toBeNull();
  });
});

describe('model', () => {
  it('every state is reachable and every transition taken on a path of its graph (xstate/graph); FACE_CAPTURE_STATES names them all', () => {
    const c = graphCoverage(faceCaptureMachine, {
      inputs: [{ mode: 'video' }, { mode: 'image' }],
      events: [
        { type: 'xstate.done.actor.requestCamera', output: fakeStream() },
        { type: 'xstate.error.actor.requestCamera', error: new DOMException('no', 'NotAllowedError') },
        { type: 'xstate.done.actor.recordVideo', output: new Blob(['v']) },
        { type: 'xstate.error.actor.recordVideo', error: new DOMException('gone', 'NotReadableError') },
        { type: 'xstate.done.actor.takePhoto', output: new Blob(['p']) },
        { type: 'xstate.error.actor.takePhoto', error: new DOMException('gone', 'NotReadableError') },
        { type: 'upload.answered', answer: { success: true } },
        { type: 'upload.answered', answer: { success: false } },
        { type: 'upload.failed', reason: 'network' },
        { type: 'upload.progress', loaded: 1, total: 2 },
      ],
      serializeState: (s) => JSON.stringify([s.value, s.context.countdown, !!s.context.capture, s.status]),
    });
    expect(c.missingStates).toEqual([]);
    expect(c.missingTransitions).toEqual([]);
    const leaves = c.states.filter((s) => !c.states.some((t) => t.startsWith(`${s}.`)));
    expect([...FACE_CAPTURE_STATES].sort()).toEqual(leaves.sort());
  });
});
