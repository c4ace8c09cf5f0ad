import type { PreRegistrationRequest } from '@/api/generated/rest/model';
import { requireUserAndBody } from '../../auth';
import { asInt, asString, done, invalidBody, ok, refuse, restHttp } from '../../http';
import { nowMs } from '../../world/clock';
import { db, nextId } from '../../world/db';
import {
  acceptedDormitoryOf,
  dormitoryView,
  eligibilityProblem,
  entrance,
  genderOf,
  problem,
} from '../../world/dormitory-store';
import { sessionOf, semesterView } from './shared';

export const PRE_STATUSES = ['WAITING', 'ACCEPT', 'APPROVED', 'REJECT', 'REJECTED', 'TRANSFER'] as const;
export type PreStatus = (typeof PRE_STATUSES)[number];

export const requests = restHttp.get('/rest/users/me/dormitory-requests', ({ request, response }) => {
  const user = sessionOf(request);
  if (user instanceof Response) return response.untyped(user);
  const list: PreRegistrationRequest[] = db.dormRequest
    .getAll()
    .filter((r) => r.userId === user.id)
    .sort((a, b) => b.createdAt - a.createdAt)
    .map((r) => {
      const destination = r.destinationDormitoryId ? dormitoryView(r.destinationDormitoryId) : null;
      return {
        id: r.id,
        semester: semesterView(r.semesterId),
        suggestedDormitory: r.suggestedDormitoryId ? dormitoryView(r.suggestedDormitoryId) : null,
        destinationDormitory: destination ? { id: destination.id, name: destination.name } : null,
        status: (PRE_STATUSES as readonly string[]).includes(r.status) ? (r.status as PreStatus) : 'WAITING',
        description: r.description || null,
      };
    });
  return response(200).json(ok(list));
});

export function dormitoriesFor(userId: number) {
  const gender = genderOf(userId);
  return db.dormitory
    .getAll()
    .filter((d) => d.gender === gender)
    .sort((a, b) => a.id - b.id);
}

export const preRegister = restHttp.post('/rest/users/me/dormitory-requests', async ({ request, response }) => {
  const input = await requireUserAndBody(request);
  if (input instanceof Response) return response.untyped(input);
  const {
    session: { user },
    body,
  } = input;
  const e = entrance();
  if (!e)
    return response.untyped(
      refuse(
        problem(404, 'VALID_ENTRANCE_DORMITORY_NOT_FOUND', 'دوره ثبت‌نام خوابگاه تعریف نشده است.', 'No valid entrance'),
      ),
    );
  if (!e.inPreregistrationPeriod)
    return response.untyped(
      refuse(
        problem(
          400,
          'DORMITORY_NOT_IN_PREREGISTRATION_PERIOD',
          'در بازه پیش‌ثبت‌نام نیستید.',
          'Not in the pre-registration period',
        ),
      ),
    );
  if (!e.preregistrationEnabled)
    return response.untyped(
      refuse(
        problem(
          400,
          'DORMITORY_PREREGISTRATION_NOT_ACTIVE',
          'پیش‌ثبت‌نام برای شما فعال نیست.',
          'Pre-registration not active',
        ),
      ),
    );
  const ineligible = eligibilityProblem(user.id);
  if (ineligible) return response.untyped(refuse(ineligible));
  const existing = db.dormRequest
    .getAll()
    .find((r) => r.userId === user.id && r.semesterId === e.semesterId && !r.status.startsWith('REJECT'));
  if (existing)
    return response.untyped(
      refuse(
        problem(
          400,
          'DORMITORY_PREREGISTRATION_ALREADY_DONE',
          'پیش‌ثبت‌نام شما قبلاً انجام شده است.',
          'Already pre-registered',
        ),
      ),
    );
  const allowed = dormitoriesFor(user.id);
  let dormitoryId = body.dormitoryId === null || body.dormitoryId === undefined ? null : asInt(body.dormitoryId);
  if (body.dormitoryId !== null && body.dormitoryId !== undefined && dormitoryId === null)
    return response(400).json(invalidBody());
  if (dormitoryId === null) {
    if (!e.preregisterWithoutChooseDormitory)
      return response.untyped(
        refuse(problem(400, 'DORMITORY_ID_REQUIRED', 'خوابگاه مورد نظر را انتخاب کنید.', 'dormitoryId is required')),
      );
    dormitoryId = allowed[0]?.id ?? null;
  }
  if (dormitoryId === null || !allowed.some((d) => d.id === dormitoryId)) {
    return response.untyped(
      refuse(
        problem(
          400,
          'DORMITORY_GENDER_MISMATCH',
          'این خوابگاه برای شما قابل انتخاب نیست.',
          'Dormitory not allowed for the user',
        ),
      ),
    );
  }
  db.dormRequest.create({
    id: nextId('dormRequest', 951),
    userId: user.id,
    semesterId: e.semesterId,
    suggestedDormitoryId: body.dormitoryId === null || body.dormitoryId === undefined ? 0 : dormitoryId,
    destinationDormitoryId: dormitoryId,
    status: 'APPROVED',
    description: asString(body.description).trim(),
    createdAt: nowMs(),
  });
  return response(200).json(done('پیش‌ثبت‌نام شما ثبت و پذیرفته شد.', 'Pre-registration accepted'));
});

export const dormitories = restHttp.get('/rest/users/me/dormitories', ({ request, response }) => {
  const user = sessionOf(request);
  if (user instanceof Response) return response.untyped(user);
  return response(200).json(ok(dormitoriesFor(user.id).map((d) => dormitoryView(d.id)!)));
});

export const validEntrance = restHttp.get('/rest/users/me/valid-entrance-dormitory', ({ request, response }) => {
  const user = sessionOf(request);
  if (user instanceof Response) return response.untyped(user);
  const e = entrance();
  if (!e || !genderOf(user.id))
    return response.untyped(
      refuse(
        problem(
          404,
          'VALID_ENTRANCE_DORMITORY_NOT_FOUND',
          'دوره ثبت‌نام خوابگاه برای شما تعریف نشده است.',
          'No valid entrance',
        ),
      ),
    );
  const eligible = !eligibilityProblem(user.id);
  return response(200).json(
    ok({
      inRegistrationPeriod: e.inRegistrationPeriod,
      registrationEnabled: e.registrationEnabled && eligible,
      inPreregistrationPeriod: e.inPreregistrationPeriod,
      preregistrationEnabled: e.preregistrationEnabled && eligible,
      solitaryRegistration: e.solitaryRegistration,
      havePreRegToCreateGroup: acceptedDormitoryOf(user.id) > 0,
      preregisterWithoutChooseDormitory: e.preregisterWithoutChooseDormitory,
      semesters: [semesterView(e.semesterId)],
    }),
  );
});

export const qualify = restHttp.get('/rest/users/me/dormitory/qualify', ({ request, response }) => {
  const user = sessionOf(request);
  if (user instanceof Response) return response.untyped(user);
  const preReg = new URL(request.url).searchParams.get('preReg') === 'true';
  const e = entrance();
  const eligible = !!e && !eligibilityProblem(user.id);
  return response(200).json(ok(preReg ? eligible && e.inPreregistrationPeriod && e.preregistrationEnabled : eligible));
});

// ───────────────────────────── Rooms ─────────────────────────────
