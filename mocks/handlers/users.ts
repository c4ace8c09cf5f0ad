import { isSession, requireUser, requireUserAndBody } from '../auth';
import { asInt, asString, badRequest, done, failure, notFoundBody, ok, restHttp } from '../http';
import { base64ToBytes, randomHex } from '../world/bytes';
import { nowMs } from '../world/clock';
import { db } from '../world/db';
import { findUserById, findUserByUsername, profileOf } from '../world/views';

/*
 * The user's profile and look-ups (platform.md 7): users/me (the profile the token's user owns),
 * the one-time login token, users by id and by username, profile picture upload (platform.md 5:
 * jpg or png, under 2 MB, with changeProfilePicturePermission).
 */

export const MAX_UPLOAD_BYTES = 2 * 1024 * 1024;

const me = restHttp.get('/rest/users/me', ({ request, response }) => {
  const session = requireUser(request, { allowPasswordChange: true });
  if (!isSession(session)) return response.untyped(session);
  return response(200).json(ok(profileOf(session.user)));
});

const loginToken = restHttp.get('/rest/users/me/login-token', ({ request, response }) => {
  const session = requireUser(request);
  if (!isSession(session)) return response.untyped(session);
  const value = randomHex(24);
  db.loginToken.create({ value, userId: session.user.id, createdAt: nowMs() });
  // The live server's shape (foodie's RedirectLoginAsTokenDto.kt).
  const profile = db.profile.findFirst({ where: { userId: { equals: session.user.id } } });
  return response(200).json(
    ok({ loginAsToken: value, changeProfilePicturePermission: profile?.changeProfilePicturePermission ?? false }),
  );
});

const byId = restHttp.get('/rest/users/{id}', ({ request, params, response }) => {
  const id = asInt(params.id);
  // Not a number: another route (users/me, users/password-configs...) answers it.
  if (id === null) return undefined;
  const session = requireUser(request);
  if (!isSession(session)) return response.untyped(session);
  const user = findUserById(id);
  if (!user) return response(404).json(notFoundBody('کاربر', 'USER_NOT_FOUND'));
  return response(200).json(ok(profileOf(user)));
});

const byUsername = restHttp.get('/rest/users', ({ request, query, response }) => {
  const session = requireUser(request);
  if (!isSession(session)) return response.untyped(session);
  const username = query.get('username') ?? '';
  if (!username.trim())
    return response('default').json(badRequest('USERNAME_REQUIRED', 'نام کاربری را وارد کنید.'), { status: 400 });
  const user = findUserByUsername(username);
  if (!user) return response(404).json(notFoundBody('کاربری با این نام کاربری', 'USER_NOT_FOUND'));
  return response(200).json(ok(profileOf(user)));
});

function imageKind(bytes: Uint8Array): 'png' | 'jpeg' | null {
  if (bytes[0] === 0x89 && bytes[1] === 0x50 && bytes[2] === 0x4e && bytes[3] === 0x47) return 'png';
  if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpeg';
  return null;
}

const uploadPicture = restHttp.post('/rest/profile-pictures/upload', async ({ request, response }) => {
  const input = await requireUserAndBody(request);
  if (input instanceof Response) return response.untyped(input);
  const { session, body } = input;
  const profile = db.profile.findFirst({ where: { userId: { equals: session.user.id } } });
  if (!profile?.changeProfilePicturePermission) {
    return response(400).json(badRequest('PROFILE_PICTURE_PERMISSION_DENIED', 'اجازهٔ تغییر تصویر پروفایل را ندارید.'));
  }
  if (asString(body.username) !== session.user.username) {
    return response('default').json(
      failure({
        status: 403,
        messageResource: 'ACCESS_DENIED',
        messageFa: 'فقط تصویر خودتان را می‌توانید بارگذاری کنید.',
        message: 'Access is denied',
      }),
      { status: 403 },
    );
  }
  const data = asString(body.userImageBase64).replace(/^data:[^,]*,/, '');
  let bytes: Uint8Array;
  try {
    bytes = base64ToBytes(data);
  } catch {
    bytes = new Uint8Array(0);
  }
  if (bytes.length >= MAX_UPLOAD_BYTES) {
    return response(400).json(
      badRequest('FILE_TOO_LARGE', 'حجم فایل باید کمتر از ۲ مگابایت باشد.', 'The image must be smaller than 2 MB'),
    );
  }
  if (!imageKind(bytes))
    return response(400).json(
      badRequest('INVALID_IMAGE', 'فقط تصویر jpg یا png پذیرفته می‌شود.', 'userImageBase64 is not a png or jpeg image'),
    );
  db.profile.update({
    where: { userId: { equals: session.user.id } },
    data: { pictureBytes: bytes.length, pictureBase64: data },
  });
  return response(200).json(done('تصویر پروفایل ذخیره شد.'));
});

/** Assumption (openapi/rest.yaml): the uploaded picture read back; 404 USER_IMAGE_NOT_FOUND before any upload. */
const myPicture = restHttp.get('/rest/profile-pictures/me', ({ request, response }) => {
  const session = requireUser(request);
  if (!isSession(session)) return response.untyped(session);
  const profile = db.profile.findFirst({ where: { userId: { equals: session.user.id } } });
  if (!profile?.pictureBase64) return response(404).json(notFoundBody('تصویر کاربر', 'USER_IMAGE_NOT_FOUND'));
  return response(200).json(ok({ username: session.user.username, userImageBase64: profile.pictureBase64 }));
});

export const userHandlers = [me, loginToken, byId, byUsername, uploadPicture, myPicture];
