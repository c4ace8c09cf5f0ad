import { isSession, requireUser } from '../auth';
import {
  asInt,
  asString,
  badRequest,
  invalidBody,
  invalidPage,
  notFoundBody,
  ok,
  pageOf,
  pageRequest,
  readJson,
  restHttp,
} from '../http';
import { nowMs } from '../world/clock';
import { db, nextId } from '../world/db';
import { formatDateTime } from '../world/time';

/*
 * Feedbacks (Assumption, openapi/rest.yaml): the user's own only (another's is 404), newest first,
 * paged; a new one needs a subject and a description of at least 3 characters once trimmed
 * (platform.md 5, "helpdesk or feedback").
 */

type FeedbackRow = NonNullable<ReturnType<typeof db.feedback.findFirst>>;

const MIN_LENGTH = 3;

const feedbackOf = (f: FeedbackRow) => ({
  id: f.id,
  subject: f.subject,
  description: f.description,
  createdDate: formatDateTime(f.createdAt),
  status: f.reply ? ('ANSWERED' as const) : ('WAITING' as const),
  reply: f.reply,
  replyDate: f.repliedAt !== null ? formatDateTime(f.repliedAt) : null,
});

const list = restHttp.get('/rest/users/me/feedbacks', ({ request, response }) => {
  const session = requireUser(request);
  if (!isSession(session)) return response.untyped(session);
  const page = pageRequest(request.url, 10, 100);
  if (!page) return response(400).json(invalidPage());
  const rows = db.feedback.findMany({ where: { userId: { equals: session.user.id } }, orderBy: { createdAt: 'desc' } });
  return response(200).json(ok(pageOf(rows.map(feedbackOf), page)));
});

const send = restHttp.post('/rest/users/me/feedbacks', async ({ request, response }) => {
  const session = requireUser(request);
  if (!isSession(session)) return response.untyped(session);
  const body = await readJson(request);
  if (!body) return response(400).json(invalidBody());
  const subject = asString(body.subject).trim();
  const description = asString(body.description).trim();
  if (subject.length < MIN_LENGTH || description.length < MIN_LENGTH) {
    return response(400).json(
      badRequest(
        'FEEDBACK_TOO_SHORT',
        'موضوع و شرح باید دست‌کم ۳ نویسه باشند.',
        'subject and description need at least 3 characters',
      ),
    );
  }
  const row = db.feedback.create({
    id: nextId('feedback', 8001),
    userId: session.user.id,
    subject,
    description,
    createdAt: nowMs(),
    reply: null,
    repliedAt: null,
  });
  return response(200).json(ok(feedbackOf(row)));
});

const getOne = restHttp.get('/rest/users/me/feedbacks/{id}', ({ request, params, response }) => {
  const session = requireUser(request);
  if (!isSession(session)) return response.untyped(session);
  const id = asInt(params.id) ?? -1;
  const row = db.feedback.findFirst({ where: { id: { equals: id }, userId: { equals: session.user.id } } });
  if (!row) return response(404).json(notFoundBody('بازخورد', 'FEEDBACK_NOT_FOUND'));
  return response(200).json(ok(feedbackOf(row)));
});

export const feedbackHandlers = [list, send, getOne];
