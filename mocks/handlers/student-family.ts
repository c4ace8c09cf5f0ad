import type { StudentFamily } from '@/api/generated/rest/model';
import { isValidMobileNumber, nationalCodeProblem } from '@/lib/national-code';
import { isSession, requireUser, requireUserAndBody } from '../auth';
import { asInt, done, failureResponse, invalidBody, ok, restHttp } from '../http';
import { nowMs } from '../world/clock';
import { db, nextId } from '../world/db';

/*
 * Relatives info (modules.md 5) and the study levels its form offers: father and mother required,
 * the field rules of modules.md 5 (as written), national code check digit, mobile 09xxxxxxxxx, birth
 * date yyyy-MM-dd; the POST replaces the list.
 */

const refuse = (status: number, messageResource: string, messageFa: string, message: string, payload?: unknown) =>
  failureResponse({ status, messageResource, messageFa, message, payload });

export const RELATIONS = ['father', 'mother', 'brother', 'sister', 'spouse'] as const;

const familyOf = (userId: number) =>
  db.studentFamily.findMany({ where: { userId: { equals: userId } }, orderBy: { id: 'asc' } });

function familyView(row: ReturnType<typeof familyOf>[number]): StudentFamily {
  const { userId: _userId, ...rest } = row;
  return rest;
}

const getFamily = restHttp.get('/rest/student-family', ({ request, response }) => {
  const session = requireUser(request);
  if (!isSession(session)) return response.untyped(session);
  return response(200).json(ok(familyOf(session.user.id).map(familyView)));
});

type FamilyInput = Omit<StudentFamily, 'id'>;

const lengthOk = (v: unknown, min: number, max: number) =>
  typeof v === 'string' && v.trim().length >= min && v.trim().length <= max;
const optionalText = (v: unknown, min: number, max: number) =>
  v === undefined || v === null || v === '' || lengthOk(v, min, max);

/** The first broken rule of a record (field name and Persian message), or the cleaned record (unknown fields stripped). */
function checkRelative(value: unknown): { field: string; messageFa: string } | FamilyInput {
  if (!value || typeof value !== 'object') return { field: 'record', messageFa: 'اطلاعات بستگان نامعتبر است.' };
  const r = value as Record<string, unknown>;
  if (!RELATIONS.includes(r.relation as (typeof RELATIONS)[number]))
    return { field: 'relation', messageFa: 'نسبت خویشاوندی نامعتبر است.' };
  if (!lengthOk(r.firstName, 3, 50)) return { field: 'firstName', messageFa: 'نام باید بین ۳ تا ۵۰ نویسه باشد.' };
  // modules.md 5's lastName 10–15 and age 3–50 are typos; the limits a real family passes (README).
  if (!lengthOk(r.lastName, 2, 50))
    return { field: 'lastName', messageFa: 'نام خانوادگی باید بین ۲ تا ۵۰ نویسه باشد.' };
  const studyLevelId = r.studyLevelId === undefined || r.studyLevelId === null ? null : asInt(r.studyLevelId);
  if (
    r.studyLevelId !== undefined &&
    r.studyLevelId !== null &&
    (studyLevelId === null || !db.studyLevel.findFirst({ where: { id: { equals: studyLevelId } } }))
  ) {
    return { field: 'studyLevelId', messageFa: 'مقطع تحصیلی نامعتبر است.' };
  }
  const age = r.age === undefined || r.age === null ? null : asInt(r.age);
  if (r.age !== undefined && r.age !== null && (age === null || age < 0 || age > 120))
    return { field: 'age', messageFa: 'سن باید عددی بین ۰ تا ۱۲۰ باشد.' };
  if (!optionalText(r.contactInfo, 3, 50))
    return { field: 'contactInfo', messageFa: 'اطلاعات تماس باید بین ۳ تا ۵۰ نویسه باشد.' };
  if (!optionalText(r.address, 3, 50)) return { field: 'address', messageFa: 'نشانی باید بین ۳ تا ۵۰ نویسه باشد.' };
  if (!optionalText(r.job, 1, 50)) return { field: 'job', messageFa: 'شغل حداکثر ۵۰ نویسه است.' };
  const nationalCode = typeof r.nationalCode === 'string' && r.nationalCode !== '' ? r.nationalCode : null;
  if (nationalCode !== null && nationalCodeProblem(nationalCode) !== null)
    return { field: 'nationalCode', messageFa: 'کد ملی نامعتبر است.' };
  const mobileNumber = typeof r.mobileNumber === 'string' && r.mobileNumber !== '' ? r.mobileNumber : null;
  if (mobileNumber !== null && !isValidMobileNumber(mobileNumber))
    return { field: 'mobileNumber', messageFa: 'شمارهٔ همراه باید با ۰۹ شروع شود و ۱۱ رقم باشد.' };
  const birthDate = typeof r.birthDate === 'string' && r.birthDate !== '' ? r.birthDate : null;
  if (
    birthDate !== null &&
    (!/^\d{4}-\d{2}-\d{2}$/.test(birthDate) || Number.isNaN(Date.parse(birthDate)) || Date.parse(birthDate) > nowMs())
  ) {
    return { field: 'birthDate', messageFa: 'تاریخ تولد نامعتبر است.' };
  }
  const text = (v: unknown) => (typeof v === 'string' && v.trim() !== '' ? v.trim() : null);
  return {
    relation: r.relation as string,
    firstName: (r.firstName as string).trim(),
    lastName: (r.lastName as string).trim(),
    studyLevelId,
    age,
    job: text(r.job),
    contactInfo: text(r.contactInfo),
    address: text(r.address),
    nationalCode,
    mobileNumber,
    birthDate,
  };
}

const saveFamily = restHttp.post('/rest/student-family', async ({ request, response }) => {
  const input = await requireUserAndBody(request);
  if (input instanceof Response) return response.untyped(input);
  const { session, body } = input;
  if (!Array.isArray(body.studentFamilies)) return response(400).json(invalidBody());
  const records: FamilyInput[] = [];
  for (const [index, item] of body.studentFamilies.entries()) {
    const checked = checkRelative(item);
    if ('field' in checked) {
      const resource = checked.field === 'nationalCode' ? 'INVALID_NATIONAL_CODE' : 'STUDENT_FAMILY_INVALID';
      return response.untyped(
        refuse(400, resource, checked.messageFa, `Invalid ${checked.field} of record ${index}`, {
          index,
          field: checked.field,
        }),
      );
    }
    records.push(checked);
  }
  const relations = new Set(records.map((r) => r.relation));
  if (!relations.has('father') || !relations.has('mother')) {
    return response.untyped(
      refuse(
        400,
        'STUDENT_FAMILY_PARENTS_REQUIRED',
        'اطلاعات پدر و مادر باید وارد شود.',
        'The father and the mother are required',
      ),
    );
  }
  if (
    records.filter((r) => r.relation === 'father').length > 1 ||
    records.filter((r) => r.relation === 'mother').length > 1
  ) {
    return response.untyped(
      refuse(
        400,
        'STUDENT_FAMILY_DUPLICATE_PARENT',
        'پدر یا مادر تنها یک بار وارد می‌شود.',
        'One father and one mother only',
      ),
    );
  }
  const codes = records.map((r) => r.nationalCode).filter((c): c is string => Boolean(c));
  if (new Set(codes).size !== codes.length) {
    return response.untyped(refuse(400, 'INVALID_NATIONAL_CODE', 'کد ملی تکراری است.', 'A national code is repeated'));
  }
  db.studentFamily.deleteMany({ where: { userId: { equals: session.user.id } } });
  for (const r of records) db.studentFamily.create({ ...r, id: nextId('studentFamily', 1), userId: session.user.id });
  return response(200).json(done('اطلاعات بستگان ذخیره شد.', 'Relatives saved'));
});

const studyLevels = restHttp.get('/rest/study-levels', ({ request, response }) => {
  const session = requireUser(request);
  if (!isSession(session)) return response.untyped(session);
  return response(200).json(ok(db.studyLevel.getAll().sort((a, b) => a.id - b.id)));
});

export const studentFamilyHandlers = [getFamily, saveFamily, studyLevels];
