/**
 * Face enrollment capture (platform.md 2.10, 4 "Face capture", 5 "Face", 8 "Face", 9 timings).
 *
 *   idle ─user.start→ requesting ─→ live.previewing ─user.capture→ live.countdown ─(1 s ticks)→ live.recording | live.photographing
 *                        │  ↑ user.retry                                                               │
 *                        ↓  │                                                                         ↓
 *                     cameraError (denied | noCamera | busy | insecure | unsupported | unknown)     review
 *                                                                                           user.retake ↙  ↘ user.send
 *                                                    requesting ←─ user.retake ── rejected ←── uploading ──→ enrolled (final)
 *                                                                                  uploadFailed ⇄ (user.retry, keeps the capture)
 *
 * The camera is on only inside `live` (preview, countdown, capture): `live` holds it through a child
 * actor whose cleanup stops every track, so every way out (capture done, cancel, an error, the camera
 * ending, the machine stopped with the page) turns the light off. Review and
 * upload work on the captured blob alone; a retake asks for the camera again.
 *
 * All side effects are injected: `requestCamera` (getUserMedia), `recordVideo` / `takePhoto` (capture
 * from the stream; the video stops by itself after its length plus 0.5 s), `uploadCapture` (a callback
 * actor: it sends `upload.progress`, then `upload.answered` or `upload.failed`; stopping it aborts),
 * `holdCamera` (stops the tracks when `live` ends) and `notifyEnrolled` (an action). No React, no `src/` import.
 */
import { assign, fromCallback, fromPromise, setup, type EventObject } from 'xstate';
import type { EnrollResult } from '@/api/generated/face/model';

/** What the machine needs of a MediaStream (a fake in tests). */
export interface CameraTrack {
  stop(): void;
  /** A MediaStreamTrack has it: 'ended' fires when the camera goes away. */
  addEventListener?(type: 'ended', listener: () => void): void;
  removeEventListener?(type: 'ended', listener: () => void): void;
}
export interface CameraStream {
  getTracks(): ReadonlyArray<CameraTrack>;
}

export type FaceMode = 'video' | 'image';

export interface Capture {
  blob: Blob;
  mode: FaceMode;
}

export type CameraErrorKind = 'denied' | 'noCamera' | 'busy' | 'insecure' | 'unsupported' | 'unknown';
export interface CameraError {
  kind: CameraErrorKind;
  /** The browser's error name (shown with the unknown-error text). */
  name: string;
}

/** Error names the view's camera actor throws when the browser cannot even ask. */
export const CAMERA_PRECONDITION_ERRORS = {
  /** Camera APIs exist only in secure contexts (https or localhost). */
  insecure: 'InsecureContextError',
  /** No navigator.mediaDevices / MediaRecorder. */
  unsupported: 'NotSupportedError',
} as const;

/** getUserMedia / MediaRecorder errors (DOMException names) as the guidance to show. */
export function classifyCameraError(error: unknown): CameraError {
  const name =
    typeof error === 'object' && error !== null && 'name' in error && typeof error.name === 'string'
      ? error.name
      : 'Error';
  switch (name) {
    case 'NotAllowedError':
    case 'PermissionDeniedError':
    case 'SecurityError':
      return { kind: 'denied', name };
    case 'NotFoundError':
    case 'DevicesNotFoundError':
    case 'OverconstrainedError':
      return { kind: 'noCamera', name };
    case 'NotReadableError':
    case 'TrackStartError':
    case 'AbortError':
      return { kind: 'busy', name };
    case CAMERA_PRECONDITION_ERRORS.insecure:
      return { kind: 'insecure', name };
    case CAMERA_PRECONDITION_ERRORS.unsupported:
    case 'TypeError':
      return { kind: 'unsupported', name };
    default:
      return { kind: 'unknown', name };
  }
}

/** The face service's answer (openapi/face.yaml EnrollResult). */
export type EnrollAnswer = EnrollResult;

export interface Rejection {
  /** error_code of the answer (the view maps it through its message table), or null. */
  errorCode: string | null;
  message: string | null;
  /** The answer carried no success flag at all: no face was found (platform.md 8). */
  noFace: boolean;
}

export type UploadFailure = 'network' | 'timeout' | 'server';

export interface UploadProgress {
  loaded: number;
  /** 0 when unknown. */
  total: number;
}

export interface CameraInput {
  mode: FaceMode;
}
export interface CaptureInput {
  stream: CameraStream;
  /** Video length (ms); the recorder stops after it plus FACE_TIMINGS.recordGrace. */
  videoMs: number;
}
export interface UploadInput {
  capture: Capture;
}

/** Events the upload actor sends back. */
export type UploadEvent =
  | { type: 'upload.progress'; loaded: number; total: number }
  | { type: 'upload.answered'; answer: EnrollAnswer }
  | { type: 'upload.failed'; reason: UploadFailure; status?: number | null };

export type FaceCaptureEvent =
  | { type: 'user.start' }
  | { type: 'user.retry' }
  | { type: 'user.capture' }
  | { type: 'user.cancel' }
  | { type: 'user.retake' }
  | { type: 'user.send' }
  /** The view saw the camera's track end (unplugged, taken by the system). */
  | { type: 'camera.ended' }
  | UploadEvent;

export interface FaceCaptureInput {
  mode: FaceMode;
  /** platform.md 9: video default 5 s. */
  videoMs?: number;
  /** Seconds counted down before the capture. */
  countdownFrom?: number;
}

export interface FaceCaptureContext {
  mode: FaceMode;
  videoMs: number;
  countdownFrom: number;
  countdown: number;
  stream: CameraStream | null;
  capture: Capture | null;
  cameraError: CameraError | null;
  progress: UploadProgress | null;
  uploadFailure: { reason: UploadFailure; status: number | null } | null;
  rejection: Rejection | null;
  /** The service's success message. */
  enrolledMessage: string | null;
}

export const FACE_TIMINGS = {
  videoMs: 5000,
  /** platform.md 4: the recording stops after its length plus 0.5 s. */
  recordGrace: 500,
  countdownTick: 1000,
  countdownFrom: 3,
} as const;

/** The machine's states, stable for the QA replays (dotted paths of `snapshot.value`). */
export const FACE_CAPTURE_STATES = [
  'idle',
  'requesting',
  'cameraError',
  'live.previewing',
  'live.countdown',
  'live.recording',
  'live.photographing',
  'review',
  'uploading',
  'uploadFailed',
  'rejected',
  'enrolled',
] as const;
export type FaceCaptureState = (typeof FACE_CAPTURE_STATES)[number];

const notProvided = (name: string) => () =>
  Promise.reject(new Error(`face-capture machine: actor "${name}" was not provided`));

export const faceCaptureMachine = setup({
  types: {
    context: {} as FaceCaptureContext,
    events: {} as FaceCaptureEvent,
    input: {} as FaceCaptureInput,
  },
  actors: {
    requestCamera: fromPromise<CameraStream, CameraInput>(notProvided('requestCamera')),
    recordVideo: fromPromise<Blob, CaptureInput>(notProvided('recordVideo')),
    takePhoto: fromPromise<Blob, CaptureInput>(notProvided('takePhoto')),
    /**
     * Holds the camera while `live`: a child actor, so its cleanup (stop every track) also runs when
     * the whole machine is stopped (the view unmounts), which exit actions do not. Reports a track
     * that ends by itself.
     */
    holdCamera: fromCallback<EventObject, { stream: CameraStream }>(({ input, sendBack }) => {
      const tracks = input.stream.getTracks();
      const onEnded = () => sendBack({ type: 'camera.ended' });
      tracks.forEach((track) => track.addEventListener?.('ended', onEnded));
      return () => {
        tracks.forEach((track) => {
          track.removeEventListener?.('ended', onEnded);
          track.stop();
        });
      };
    }),
    uploadCapture: fromCallback<EventObject, UploadInput>(({ sendBack }) => {
      sendBack({ type: 'upload.failed', reason: 'network' } satisfies UploadEvent);
    }),
  },
  guards: {
    countdownOver: ({ context }) => context.countdown <= 1,
    countdownOverVideo: ({ context }) => context.countdown <= 1 && context.mode === 'video',
    accepted: ({ event }) => event.type === 'upload.answered' && event.answer.success === true,
  },
  actions: {
    /** The view records the enrollment (profile refetch, forced redirect lifted). */
    notifyEnrolled: () => {},
  },
}).createMachine({
  id: 'faceCapture',
  context: ({ input }) => ({
    mode: input.mode,
    videoMs: input.videoMs ?? FACE_TIMINGS.videoMs,
    countdownFrom: input.countdownFrom ?? FACE_TIMINGS.countdownFrom,
    countdown: 0,
    stream: null,
    capture: null,
    cameraError: null,
    progress: null,
    uploadFailure: null,
    rejection: null,
    enrolledMessage: null,
  }),
  initial: 'idle',
  states: {
    idle: {
      on: { 'user.start': 'requesting' },
    },
    requesting: {
      entry: assign({ cameraError: null, capture: null, rejection: null, uploadFailure: null }),
      invoke: {
        id: 'requestCamera',
        src: 'requestCamera',
        input: ({ context }) => ({ mode: context.mode }),
        onDone: { target: 'live', actions: assign({ stream: ({ event }) => event.output }) },
        onError: {
          target: 'cameraError',
          actions: assign({ cameraError: ({ event }) => classifyCameraError(event.error) }),
        },
      },
    },
    cameraError: {
      on: { 'user.retry': 'requesting' },
    },
    live: {
      initial: 'previewing',
      // Every way out of live (and stopping the machine) releases the camera: holdCamera's cleanup.
      invoke: { id: 'holdCamera', src: 'holdCamera', input: ({ context }) => ({ stream: context.stream! }) },
      exit: assign({ stream: null }),
      on: {
        'camera.ended': {
          target: 'cameraError',
          actions: assign({ cameraError: { kind: 'busy', name: 'TrackEnded' } }),
        },
      },
      states: {
        previewing: {
          on: {
            'user.capture': {
              target: 'countdown',
              actions: assign({ countdown: ({ context }) => context.countdownFrom }),
            },
            'user.cancel': '#faceCapture.idle',
          },
        },
        countdown: {
          on: { 'user.cancel': { target: 'previewing', actions: assign({ countdown: 0 }) } },
          after: {
            [FACE_TIMINGS.countdownTick]: [
              { guard: 'countdownOverVideo', target: 'recording', actions: assign({ countdown: 0 }) },
              { guard: 'countdownOver', target: 'photographing', actions: assign({ countdown: 0 }) },
              {
                target: 'countdown',
                reenter: true,
                actions: assign({ countdown: ({ context }) => context.countdown - 1 }),
              },
            ],
          },
        },
        recording: {
          invoke: {
            id: 'recordVideo',
            src: 'recordVideo',
            input: ({ context }) => ({ stream: context.stream!, videoMs: context.videoMs }),
            onDone: {
              target: '#faceCapture.review',
              actions: assign({ capture: ({ event }) => ({ blob: event.output, mode: 'video' as const }) }),
            },
            onError: {
              target: '#faceCapture.cameraError',
              actions: assign({ cameraError: ({ event }) => classifyCameraError(event.error) }),
            },
          },
        },
        photographing: {
          invoke: {
            id: 'takePhoto',
            src: 'takePhoto',
            input: ({ context }) => ({ stream: context.stream!, videoMs: context.videoMs }),
            onDone: {
              target: '#faceCapture.review',
              actions: assign({ capture: ({ event }) => ({ blob: event.output, mode: 'image' as const }) }),
            },
            onError: {
              target: '#faceCapture.cameraError',
              actions: assign({ cameraError: ({ event }) => classifyCameraError(event.error) }),
            },
          },
        },
      },
    },
    review: {
      on: {
        'user.send': 'uploading',
        'user.retake': 'requesting',
      },
    },
    uploading: {
      entry: assign({ progress: { loaded: 0, total: 0 }, uploadFailure: null }),
      invoke: {
        id: 'uploadCapture',
        src: 'uploadCapture',
        input: ({ context }) => ({ capture: context.capture! }),
      },
      on: {
        'upload.progress': {
          actions: assign({ progress: ({ event }) => ({ loaded: event.loaded, total: event.total }) }),
        },
        'upload.answered': [
          {
            guard: 'accepted',
            target: 'enrolled',
            actions: assign({ enrolledMessage: ({ event }) => event.answer.message ?? null }),
          },
          {
            target: 'rejected',
            actions: assign({
              rejection: ({ event }) => ({
                errorCode:
                  event.answer.error_code === null || event.answer.error_code === undefined
                    ? null
                    : String(event.answer.error_code),
                message: event.answer.message ?? null,
                noFace: event.answer.success === undefined || event.answer.success === null,
              }),
            }),
          },
        ],
        'upload.failed': {
          target: 'uploadFailed',
          actions: assign({ uploadFailure: ({ event }) => ({ reason: event.reason, status: event.status ?? null }) }),
        },
        // Stopping the invoked actor aborts the request; the capture is kept for a later send.
        'user.cancel': 'review',
      },
      exit: assign({ progress: null }),
    },
    uploadFailed: {
      on: {
        'user.retry': 'uploading',
        'user.retake': 'requesting',
      },
    },
    rejected: {
      on: { 'user.retake': 'requesting' },
    },
    enrolled: {
      type: 'final',
      entry: 'notifyEnrolled',
    },
  },
});
