import type { HttpResponse } from 'msw';
import type {
  QuestionAnswer,
  Survey,
  SurveyQuestion,
  SurveyResult,
  SurveyStatus,
  SurveyTypeName,
} from '@/api/generated/rest/model';
import { firstProblem, surveyKind, type AnswerProblem } from '@/lib/survey-rules';
import { isSession, requireUser, type Session } from '../auth';
import { asInt, done, failureResponse, invalidBody, ok, readJson, restHttp, type Envelope } from '../http';
import { nowMs } from '../world/clock';
import { db, nextId, type SurveyRow, type UserRow } from '../world/db';
import { MAX_UPLOAD_BYTES } from './users';

/*
 * Surveys, elections, exams, camps (modules.md 2.8, 3, 7); relatives info is student-family.ts. Rules:
 * - A survey is OPEN between fromDate and toDate of the mock clock (NOT_STARTED before, CLOSED after);
 *   answers are accepted only while OPEN, once per user (SURVEY_ALREADY_ANSWERED).
 * - Eligibility: students only; a survey may require passed semesters (election candidacy). Others
 *   do not see it (list) and get 403 SURVEY_NOT_ELIGIBLE (detail, answers).
 * - Every answer follows its question's rules (src/lib/survey-rules, the same the form checks):
 *   required answers, known options, an election's vote limit (maxSelect: SURVEY_VOTE_LIMIT_EXCEEDED),
 *   numbers and scales within bounds, dates, text length.
 * - Election results (votes per option) are in the detail only when published.
 */

type Question = SurveyQuestion;
type Answer = QuestionAnswer;

const refuse = (status: number, messageResource: string, messageFa: string, message: string, payload?: unknown) =>
  failureResponse({ status, messageResource, messageFa, message, payload });

function typeOf(row: SurveyRow): Survey['type'] {
  return /^\d+$/.test(row.type) ? (Number(row.type) as 1 | 2 | 3) : (row.type as SurveyTypeName);
}

function statusOf(row: SurveyRow, now = nowMs()): SurveyStatus {
  if (now < row.fromDate) return 'NOT_STARTED';
  if (now > row.toDate) return 'CLOSED';
  return 'OPEN';
}

const questionsOf = (row: SurveyRow): Question[] => JSON.parse(row.questionsJson) as Question[];
const answerOf = (surveyId: number, userId: number) =>
  db.surveyAnswer.findFirst({ where: { surveyId: { equals: surveyId }, userId: { equals: userId } } });

function passedSemesters(user: UserRow): number | null {
  const student = db.profile.findFirst({ where: { userId: { equals: user.id } } })?.student;
  return student ? (student.passedSemesters ?? 0) : null;
}

function eligible(row: SurveyRow, user: UserRow): boolean {
  const passed = passedSemesters(user);
  return passed !== null && passed >= row.minPassedSemesters;
}

function summaryOf(row: SurveyRow, userId: number): Survey {
  const kind = surveyKind(row.type);
  return {
    id: row.id,
    name: row.name,
    type: typeOf(row),
    fromDate: new Date(row.fromDate).toISOString(),
    toDate: new Date(row.toDate).toISOString(),
    mandatory: row.mandatory,
    description: row.description || null,
    status: statusOf(row),
    answered: Boolean(answerOf(row.id, userId)),
    ignorable: kind !== 'election' && row.ignorable,
    resultsPublished: kind === 'election' && row.resultsPublished,
  };
}

function resultsOf(row: SurveyRow): SurveyResult[] {
  const counts = new Map<string, number>();
  for (const q of questionsOf(row)) for (const o of q.options ?? []) counts.set(`${q.id}:${o.id}`, 0);
  for (const a of db.surveyAnswer.findMany({ where: { surveyId: { equals: row.id } } })) {
    for (const answer of JSON.parse(a.answersJson) as Answer[]) {
      for (const optionId of answer.optionIds ?? []) {
        const key = `${answer.questionId}:${optionId}`;
        if (counts.has(key)) counts.set(key, (counts.get(key) ?? 0) + 1);
      }
    }
  }
  return [...counts].map(([key, votes]) => {
    const [questionId, optionId] = key.split(':').map(Number) as [number, number];
    return { questionId, optionId, votes };
  });
}

function findSurvey(id: number | null): SurveyRow | null {
  return id === null ? null : db.survey.findFirst({ where: { id: { equals: id } } });
}

const notFound = () => refuse(404, 'SURVEY_NOT_FOUND', 'نظرسنجی یافت نشد.', 'No such survey');
const notEligible = () =>
  refuse(
    403,
    'SURVEY_NOT_ELIGIBLE',
    'شما شرایط شرکت در این مورد را ندارید.',
    'The user is not eligible for this survey',
  );

/** The signed-in user and a survey they may take part in, or the 401/403/404 the server answers instead. */
function surveyOfUser(request: Request, id: unknown): { session: Session; row: SurveyRow } | HttpResponse<Envelope> {
  const session = requireUser(request);
  if (!isSession(session)) return session;
  const row = findSurvey(asInt(id));
  if (!row) return notFound();
  if (!eligible(row, session.user)) return notEligible();
  return { session, row };
}

const list = restHttp.get('/rest/users/me/surveys', ({ request, response }) => {
  const session = requireUser(request);
  if (!isSession(session)) return response.untyped(session);
  const rows = db.survey
    .getAll()
    .filter((row) => eligible(row, session.user))
    .sort((a, b) => a.toDate - b.toDate || a.id - b.id);
  return response(200).json(ok(rows.map((row) => summaryOf(row, session.user.id))));
});

const detail = restHttp.get('/rest/users/me/surveys/{id}', ({ request, params, response }) => {
  const found = surveyOfUser(request, params.id);
  if (found instanceof Response) return response.untyped(found);
  const { session, row } = found;
  const summary = summaryOf(row, session.user.id);
  const mine = answerOf(row.id, session.user.id);
  return response(200).json(
    ok({
      ...summary,
      questions: questionsOf(row),
      answers: mine ? (JSON.parse(mine.answersJson) as Answer[]) : [],
      ...(summary.resultsPublished ? { results: resultsOf(row) } : {}),
    }),
  );
});

const PROBLEM_TEXT: Record<AnswerProblem, [string, string, string]> = {
  required: [
    'SURVEY_REQUIRED_ANSWER_MISSING',
    'به همهٔ پرسش‌های الزامی پاسخ دهید.',
    'A required question has no answer',
  ],
  tooFew: ['SURVEY_TOO_FEW_CHOICES', 'تعداد گزینه‌های انتخاب‌شده کمتر از حد مجاز است.', 'Too few options chosen'],
  tooMany: [
    'SURVEY_VOTE_LIMIT_EXCEEDED',
    'تعداد گزینه‌های انتخاب‌شده بیش از حد مجاز است.',
    'More options (votes) than allowed',
  ],
  unknownOption: ['SURVEY_UNKNOWN_OPTION', 'گزینهٔ انتخاب‌شده معتبر نیست.', 'Unknown option'],
  notNumber: ['SURVEY_INVALID_NUMBER', 'پاسخ باید عدد باشد.', 'The answer must be a number'],
  outOfRange: ['SURVEY_NUMBER_OUT_OF_RANGE', 'عدد واردشده خارج از محدودهٔ مجاز است.', 'The number is out of range'],
  tooLong: ['SURVEY_ANSWER_TOO_LONG', 'پاسخ طولانی‌تر از حد مجاز است.', 'The answer is too long'],
  invalidDate: ['SURVEY_INVALID_DATE', 'تاریخ واردشده معتبر نیست.', 'The date is not valid'],
};

function parseAnswers(value: unknown): Answer[] | null {
  if (!Array.isArray(value)) return null;
  const out: Answer[] = [];
  for (const item of value) {
    if (!item || typeof item !== 'object') return null;
    const a = item as Record<string, unknown>;
    const questionId = asInt(a.questionId);
    if (questionId === null) return null;
    const optionIds =
      a.optionIds === undefined || a.optionIds === null
        ? []
        : Array.isArray(a.optionIds)
          ? a.optionIds.map(asInt)
          : null;
    if (optionIds === null || optionIds.some((id) => id === null)) return null;
    const answer =
      a.answer === undefined || a.answer === null
        ? null
        : typeof a.answer === 'string'
          ? a.answer
          : typeof a.answer === 'number'
            ? String(a.answer)
            : undefined;
    if (answer === undefined) return null;
    out.push({ questionId, answer, optionIds: optionIds as number[] });
  }
  return out;
}

const submit = restHttp.post('/rest/users/me/surveys/{id}/answers', async ({ request, params, response }) => {
  const found = surveyOfUser(request, params.id);
  if (found instanceof Response) return response.untyped(found);
  const { session, row } = found;
  const status = statusOf(row);
  if (status === 'NOT_STARTED')
    return response.untyped(
      refuse(
        400,
        'SURVEY_NOT_STARTED',
        'زمان پاسخ‌گویی به این نظرسنجی هنوز شروع نشده است.',
        'The survey has not started',
      ),
    );
  if (status === 'CLOSED')
    return response.untyped(
      refuse(400, 'SURVEY_CLOSED', 'مهلت پاسخ‌گویی به این نظرسنجی به پایان رسیده است.', 'The survey is closed'),
    );
  if (answerOf(row.id, session.user.id)) {
    return response.untyped(
      refuse(400, 'SURVEY_ALREADY_ANSWERED', 'شما پیش‌تر به این نظرسنجی پاسخ داده‌اید.', 'Already answered'),
    );
  }
  const body = await readJson(request);
  const answers = parseAnswers(body?.questionAnswers);
  if (!answers) return response(400).json(invalidBody());
  const questions = questionsOf(row);
  const known = new Set(questions.map((q) => q.id));
  const unknown = answers.find((a) => !known.has(a.questionId));
  if (unknown || new Set(answers.map((a) => a.questionId)).size !== answers.length) {
    return response.untyped(
      refuse(400, 'SURVEY_UNKNOWN_QUESTION', 'پاسخ به پرسشی نامعتبر فرستاده شده است.', 'Unknown or repeated question', {
        questionId: unknown?.questionId ?? null,
      }),
    );
  }
  const problem = firstProblem(questions, answers);
  if (problem) {
    const [resource, fa, en] = PROBLEM_TEXT[problem.problem];
    return response.untyped(refuse(400, resource, fa, en, { questionId: problem.questionId }));
  }
  const kept = answers.filter((a) => (a.optionIds?.length ?? 0) > 0 || (a.answer ?? '').trim() !== '');
  db.surveyAnswer.create({
    id: nextId('surveyAnswer', 1001),
    surveyId: row.id,
    userId: session.user.id,
    answersJson: JSON.stringify(kept),
    submittedAt: nowMs(),
  });
  const kind = surveyKind(row.type);
  return response(200).json(
    kind === 'election' ? done('رأی شما ثبت شد.', 'Vote recorded') : done('پاسخ‌های شما ثبت شد.', 'Answers recorded'),
  );
});

const ALLOWED_TYPES = ['application/pdf', 'image/jpeg', 'image/png'];

const uploadImage = restHttp.post('/rest/users/me/surveys/{id}/images', async ({ request, params, response }) => {
  const found = surveyOfUser(request, params.id);
  if (found instanceof Response) return response.untyped(found);
  const { session, row } = found;
  if (statusOf(row) !== 'OPEN')
    return response.untyped(
      refuse(400, 'SURVEY_CLOSED', 'مهلت پاسخ‌گویی به این نظرسنجی به پایان رسیده است.', 'The survey is not open'),
    );
  let file: FormDataEntryValue | null = null;
  try {
    file = (await (request as Request).clone().formData()).get('file');
  } catch {
    file = null;
  }
  if (!file || typeof file === 'string' || file.size === 0)
    return response.untyped(refuse(400, 'SURVEY_IMAGE_REQUIRED', 'فایلی فرستاده نشده است.', 'A file part is required'));
  if (!ALLOWED_TYPES.includes(file.type))
    return response.untyped(
      refuse(400, 'SURVEY_IMAGE_TYPE', 'فقط فایل pdf یا jpg یا png پذیرفته می‌شود.', 'Only pdf, jpg or png'),
    );
  if (file.size >= MAX_UPLOAD_BYTES)
    return response.untyped(
      refuse(400, 'SURVEY_IMAGE_TOO_LARGE', 'حجم فایل باید کمتر از ۲ مگابایت باشد.', 'The file must be under 2 MB'),
    );
  db.surveyImage.create({
    id: nextId('surveyImage', 1),
    surveyId: row.id,
    userId: session.user.id,
    bytes: file.size,
    verified: false,
  });
  return response(200).json(done('تصویر بارگذاری شد.', 'Image uploaded'));
});

const verifyImages = restHttp.put('/rest/users/me/surveys/{id}/images/verify', ({ request, params, response }) => {
  const session = requireUser(request);
  if (!isSession(session)) return response.untyped(session);
  const row = findSurvey(asInt(params.id));
  if (!row) return response.untyped(notFound());
  const where = { surveyId: { equals: row.id }, userId: { equals: session.user.id } };
  if (db.surveyImage.count({ where }) === 0)
    return response.untyped(refuse(400, 'SURVEY_NO_IMAGE', 'هنوز تصویری بارگذاری نشده است.', 'No image uploaded'));
  db.surveyImage.updateMany({ where, data: { verified: true } });
  return response(200).json(done('تصاویر تأیید شد.', 'Images verified'));
});

export const surveyHandlers = [list, detail, submit, uploadImage, verifyImages];
