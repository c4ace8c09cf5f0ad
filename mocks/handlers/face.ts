import { requireUser, isSession } from '../auth';
import { faceHttp } from '../http';
import { db } from '../world/db';
import { findUserById, findUserByUsername } from '../world/views';
import { MAX_UPLOAD_BYTES } from './users';

/**
 * POST /face-service/face/enroll (openapi face.yaml): the image variant carries the access token
 * in the form, the video variant the username. A missing part, a file of the wrong type (a photo
 * must be JPEG or PNG under 2 MB, a video WebM or MP4 under 50 MB) answers 400 with
 * `{success: false, error_code}`; success records the enrollment (clears the profile's
 * faceMatching, so the app's forced redirect stops). The service's other verdicts (no face found,
 * a low-quality capture...) are injected as faults with a body (mocks/README.md).
 */
const MAX_VIDEO_BYTES = 50 * 1024 * 1024;
const IMAGE_TYPES = ['image/jpeg', 'image/png'];
const VIDEO_TYPES = ['video/webm', 'video/mp4'];
/** The media type without parameters (MediaRecorder answers `video/webm;codecs=vp8`). */
const baseType = (file: Blob) => file.type.split(';')[0]!.trim().toLowerCase();

const enroll = faceHttp.post('/face/enroll', async ({ request, response }) => {
  let form: FormData;
  try {
    form = await (request as Request).clone().formData();
  } catch {
    return response(400).json({ success: false, error_code: 'INVALID_FORM', message: 'A multipart form is expected' });
  }
  const image = form.get('input_image');
  const media = form.get('media');
  let userId: number | null = null;
  if (image !== null) {
    const token = String(form.get('token') ?? '');
    const session = requireUser(new Request(request.url, { headers: { Authorization: `Bearer ${token}` } }));
    if (!isSession(session))
      return response(400).json({ success: false, error_code: 'INVALID_TOKEN', message: 'The token is not valid' });
    if (String(form.get('user_id') ?? '') !== String(session.user.id) || !form.get('base_url')) {
      return response(400).json({
        success: false,
        error_code: 'INVALID_INPUT',
        message: 'user_id and base_url are required',
      });
    }
    if (typeof image === 'string' || image.size === 0 || image.size >= MAX_UPLOAD_BYTES) {
      return response(400).json({
        success: false,
        error_code: 'INVALID_IMAGE',
        message: 'input_image must be a file under 2 MB',
      });
    }
    if (!IMAGE_TYPES.includes(baseType(image))) {
      return response(400).json({
        success: false,
        error_code: 'INVALID_IMAGE_TYPE',
        message: 'input_image must be a JPEG or PNG image',
      });
    }
    userId = session.user.id;
  } else if (media !== null) {
    const user = findUserByUsername(String(form.get('username') ?? ''));
    if (!user) return response(400).json({ success: false, error_code: 'USER_NOT_FOUND', message: 'Unknown username' });
    if (typeof media === 'string' || media.size === 0 || media.size > MAX_VIDEO_BYTES) {
      return response(400).json({
        success: false,
        error_code: 'INVALID_MEDIA',
        message: 'media must be a video file under 50 MB',
      });
    }
    if (!VIDEO_TYPES.includes(baseType(media))) {
      return response(400).json({
        success: false,
        error_code: 'INVALID_MEDIA_TYPE',
        message: 'media must be a WebM or MP4 video',
      });
    }
    userId = user.id;
  } else {
    return response(400).json({
      success: false,
      error_code: 'INVALID_INPUT',
      message: 'input_image or media is required',
    });
  }
  if (findUserById(userId)) db.profile.update({ where: { userId: { equals: userId } }, data: { faceMatching: false } });
  return response(200).json({ success: true, message: 'چهرهٔ شما با موفقیت ثبت شد.' });
});

export const faceHandlers = [enroll];
