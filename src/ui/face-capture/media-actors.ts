import {
  CAMERA_PRECONDITION_ERRORS,
  FACE_TIMINGS,
  type CameraInput,
  type CameraStream,
  type CaptureInput,
} from '@machines/face-capture.machine';
import { fromPromise } from 'xstate';

/*
 * The browser side of the face-capture machine: getUserMedia, MediaRecorder and a canvas still.
 * Each honours the actor's abort signal, so a machine stopped mid-way (the page left) never keeps
 * a camera or a recorder running.
 */

/** platform.md 5: the camera is requested at 1280x720. */
export const CAMERA_CONSTRAINTS: MediaStreamConstraints = {
  audio: false,
  video: { width: { ideal: 1280 }, height: { ideal: 720 }, facingMode: 'user' },
};

/** A photo must stay under the service's 2 MB (platform.md 9 upload limit). */
const MAX_PHOTO_BYTES = 2 * 1024 * 1024;
export const CONVERT_FILE_ERROR = 'ConvertFileError';

const named = (name: string, message = name) => new DOMException(message, name);

export const requestCamera = fromPromise<CameraStream, CameraInput>(async ({ input, signal }) => {
  if (!globalThis.isSecureContext) throw named(CAMERA_PRECONDITION_ERRORS.insecure);
  if (!navigator.mediaDevices?.getUserMedia) throw named(CAMERA_PRECONDITION_ERRORS.unsupported);
  if (input.mode === 'video' && typeof MediaRecorder === 'undefined')
    throw named(CAMERA_PRECONDITION_ERRORS.unsupported);
  const stream = await navigator.mediaDevices.getUserMedia(CAMERA_CONSTRAINTS);
  if (signal.aborted) {
    // The page was left while the browser asked: nobody will hold this stream.
    stream.getTracks().forEach((track) => track.stop());
    throw named('AbortError');
  }
  return stream;
});

function pickVideoType(): string | undefined {
  return ['video/webm;codecs=vp9', 'video/webm;codecs=vp8', 'video/webm', 'video/mp4'].find((type) =>
    MediaRecorder.isTypeSupported(type),
  );
}

/** Records `videoMs` and stops by itself 0.5 s later (platform.md 4). */
export const recordVideo = fromPromise<Blob, CaptureInput>(
  ({ input, signal }) =>
    new Promise<Blob>((resolve, reject) => {
      const mimeType = pickVideoType();
      const recorder = new MediaRecorder(input.stream as MediaStream, mimeType ? { mimeType } : undefined);
      const chunks: Blob[] = [];
      recorder.addEventListener('dataavailable', (event) => {
        if (event.data.size > 0) chunks.push(event.data);
      });
      recorder.addEventListener('stop', () => {
        clearTimeout(timer);
        if (signal.aborted) return;
        const blob = new Blob(chunks, { type: (recorder.mimeType || mimeType || 'video/webm').split(';')[0] });
        if (blob.size > 0) resolve(blob);
        else reject(named(CONVERT_FILE_ERROR));
      });
      recorder.addEventListener('error', (event) =>
        reject((event as Event & { error?: unknown }).error ?? named('UnknownError')),
      );
      const timer = setTimeout(() => {
        if (recorder.state !== 'inactive') recorder.stop();
      }, input.videoMs + FACE_TIMINGS.recordGrace);
      signal.addEventListener('abort', () => {
        clearTimeout(timer);
        if (recorder.state !== 'inactive') recorder.stop();
      });
      recorder.start(250);
    }),
);

/** A JPEG still of the stream's current frame. */
export const takePhoto = fromPromise<Blob, CaptureInput>(async ({ input, signal }) => {
  const video = document.createElement('video');
  video.muted = true;
  video.playsInline = true;
  video.srcObject = input.stream as MediaStream;
  try {
    await video.play();
    if (video.readyState < 2)
      await new Promise((resolve) => video.addEventListener('loadeddata', resolve, { once: true }));
    if (signal.aborted) throw named('AbortError');
    const canvas = document.createElement('canvas');
    canvas.width = video.videoWidth || 1280;
    canvas.height = video.videoHeight || 720;
    const context = canvas.getContext('2d');
    if (!context) throw named(CONVERT_FILE_ERROR);
    context.drawImage(video, 0, 0, canvas.width, canvas.height);
    for (const quality of [0.92, 0.8, 0.6]) {
      const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/jpeg', quality));
      if (!blob) break;
      if (blob.size < MAX_PHOTO_BYTES) return blob;
    }
    throw named(CONVERT_FILE_ERROR);
  } finally {
    // Only this element lets go of the stream; the tracks belong to the machine's camera holder.
    video.pause();
    video.srcObject = null;
  }
});

/** Mean luma (0-255) of a small sample of the video's current frame; null when it cannot be read. */
export function frameBrightness(video: HTMLVideoElement, canvas: HTMLCanvasElement): number | null {
  if (video.readyState < 2) return null;
  canvas.width = 32;
  canvas.height = 24;
  const context = canvas.getContext('2d', { willReadFrequently: true });
  if (!context) return null;
  context.drawImage(video, 0, 0, 32, 24);
  const { data } = context.getImageData(0, 0, 32, 24);
  let sum = 0;
  for (let i = 0; i < data.length; i += 4) sum += 0.299 * data[i]! + 0.587 * data[i + 1]! + 0.114 * data[i + 2]!;
  return sum / (data.length / 4);
}
