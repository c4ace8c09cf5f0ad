import type { Capture, UploadEvent } from '@machines/face-capture.machine';
import { isApiError } from '@/api/api-error';
import { universityBaseUrl } from '@/api/endpoints';
import { enrollFaceResponse } from '@/api/generated/face/zod/face/face';
import { getAccessToken } from '@/api/tokens';
import { uploadWithProgress } from '@/api/upload';

/** Who enrolls: the profile's id and username. */
export interface FaceIdentity {
  id: number | string | null | undefined;
  username: string;
}

/**
 * The form of POST /face/enroll (platform.md 7, openapi/face.yaml EnrollRequest): a photo goes with
 * the access token, the user's id and the university's backend address; a video with the username.
 */
export function enrollmentForm(capture: Capture, who: FaceIdentity): FormData {
  const form = new FormData();
  if (capture.mode === 'image') {
    form.append('token', getAccessToken() ?? '');
    form.append('user_id', String(who.id ?? ''));
    form.append('input_image', capture.blob, 'face.jpg');
    form.append('base_url', universityBaseUrl());
  } else {
    form.append('username', who.username);
    form.append('media', capture.blob, capture.blob.type.includes('mp4') ? 'face.mp4' : 'face.webm');
  }
  return form;
}

/**
 * Sends the capture with progress; answers what the machine needs: the service's verdict (a 2xx or
 * 4xx with an EnrollResult body), or a failure worth retrying (network, timeout, a 5xx or an
 * unreadable answer). An abort (the user cancelled, the page was left) rejects.
 */
export async function sendEnrollment(
  capture: Capture,
  who: FaceIdentity,
  options: { signal: AbortSignal; onProgress: (loaded: number, total: number) => void },
): Promise<UploadEvent> {
  try {
    const { status, body } = await uploadWithProgress({
      server: 'face',
      method: 'POST',
      path: '/face/enroll',
      body: enrollmentForm(capture, who),
      ...options,
    });
    const answer = enrollFaceResponse.safeParse(body);
    if (status < 500 && answer.success && body && typeof body === 'object')
      return { type: 'upload.answered', answer: answer.data };
    return { type: 'upload.failed', reason: 'server', status };
  } catch (error) {
    if (isApiError(error) && error.kind === 'timeout') return { type: 'upload.failed', reason: 'timeout' };
    if (isApiError(error) && error.kind === 'aborted') throw error;
    return { type: 'upload.failed', reason: 'network' };
  }
}
