import { HttpResponse } from 'msw';
import { isSession, requireUser, requireUserAndBody } from '../auth';
import {
  asInt,
  asString,
  badRequest,
  done,
  invalidPage,
  notFoundBody,
  ok,
  pageOf,
  pageRequest,
  restHttp,
} from '../http';
import { base64ToUtf8 } from '../world/bytes';
import { nowMs } from '../world/clock';
import { db, nextId, type MessageRow } from '../world/db';
import { formatIso } from '../world/time';
import { findUserByUsername } from '../world/views';

/*
 * Messages (platform.md 2.9, 4, 7): inbox and outbox pages (newest first), one message, mark read,
 * delete (an unread force-read message cannot be deleted: it must be read first), send (one inbox
 * row per receiver and one outbox row for the sender; bodies are base64 HTML).
 */

function messageOf(m: MessageRow) {
  return {
    id: m.id,
    read: m.read,
    forceRead: m.forceRead,
    message: { date: formatIso(m.sentAt), subject: m.subject, body: m.body, fileInfoIds: [...m.fileInfoIds] },
  };
}

function box(userId: number, name: 'inbox' | 'outbox') {
  return db.message.findMany({
    where: { ownerId: { equals: userId }, box: { equals: name } },
    orderBy: { sentAt: 'desc' },
  });
}

function own(userId: number, id: number | null) {
  if (id === null) return null;
  return db.message.findFirst({ where: { id: { equals: id }, ownerId: { equals: userId } } });
}

/** The asked page of the signed-in user's box (20 a page), or the 401 or 400 the server answers instead. */
function boxPage(request: Request, name: 'inbox' | 'outbox') {
  const session = requireUser(request);
  if (!isSession(session)) return session;
  const page = pageRequest(request.url, 20);
  if (!page) return HttpResponse.json(invalidPage(), { status: 400 });
  return pageOf(box(session.user.id, name).map(messageOf), page);
}

const inbox = restHttp.get('/rest/users/me/messages/inbox', ({ request, response }) => {
  const page = boxPage(request, 'inbox');
  return page instanceof Response ? response.untyped(page) : response(200).json(ok(page));
});

const outbox = restHttp.get('/rest/users/me/messages/outbox', ({ request, response }) => {
  const page = boxPage(request, 'outbox');
  return page instanceof Response ? response.untyped(page) : response(200).json(ok(page));
});

const getOne = restHttp.get('/rest/users/me/messages/{id}', ({ request, params, response }) => {
  const id = asInt(params.id);
  if (id === null) return undefined;
  const session = requireUser(request);
  if (!isSession(session)) return response.untyped(session);
  const m = own(session.user.id, id);
  if (!m) return response(404).json(notFoundBody('پیام', 'MESSAGE_NOT_FOUND'));
  return response(200).json(ok(messageOf(m)));
});

const markRead = restHttp.put('/rest/users/me/messages/{id}', ({ request, params, response }) => {
  const session = requireUser(request);
  if (!isSession(session)) return response.untyped(session);
  const m = own(session.user.id, asInt(params.id));
  if (!m) return response(404).json(notFoundBody('پیام', 'MESSAGE_NOT_FOUND'));
  db.message.update({ where: { id: { equals: m.id } }, data: { read: true } });
  return response(200).json(done());
});

const remove = restHttp.delete('/rest/users/me/messages/{id}', ({ request, params, response }) => {
  const session = requireUser(request);
  if (!isSession(session)) return response.untyped(session);
  const m = own(session.user.id, asInt(params.id));
  if (!m) return response(404).json(notFoundBody('پیام', 'MESSAGE_NOT_FOUND'));
  if (m.forceRead && !m.read) {
    return response('default').json(
      badRequest(
        'MESSAGE_FORCE_READ_NOT_DELETABLE',
        'این پیام باید پیش از حذف خوانده شود.',
        'An unread force-read message cannot be deleted',
      ),
      { status: 400 },
    );
  }
  db.message.delete({ where: { id: { equals: m.id } } });
  return response(200).json(done('پیام حذف شد.'));
});

function isBase64Text(value: string): boolean {
  try {
    base64ToUtf8(value);
    return /^[A-Za-z0-9+/]*={0,2}$/.test(value);
  } catch {
    return false;
  }
}

const send = restHttp.post('/rest/users/me/messages', async ({ request, response }) => {
  const input = await requireUserAndBody(request);
  if (input instanceof Response) return response.untyped(input);
  const { session, body } = input;
  const subject = asString(body.subject).trim();
  const text = asString(body.body);
  const receivers = Array.isArray(body.receiverUsernames) ? body.receiverUsernames.map(asString).filter(Boolean) : [];
  const files = Array.isArray(body.fileInfoIds)
    ? body.fileInfoIds.map(asInt).filter((n): n is number => n !== null)
    : [];
  if (subject.length < 3)
    return response(400).json(badRequest('MESSAGE_SUBJECT_REQUIRED', 'موضوع پیام باید دست‌کم ۳ نویسه باشد.'));
  if (!text || !isBase64Text(text))
    return response(400).json(
      badRequest('MESSAGE_BODY_INVALID', 'متن پیام خالی یا نامعتبر است.', 'body must be base64 text'),
    );
  if (!receivers.length)
    return response(400).json(badRequest('MESSAGE_RECEIVER_REQUIRED', 'دست‌کم یک گیرنده را مشخص کنید.'));
  const users = receivers.map((u) => ({ username: u, user: findUserByUsername(u) }));
  const unknown = users.filter((u) => !u.user).map((u) => u.username);
  if (unknown.length)
    return response(400).json(badRequest('MESSAGE_RECEIVER_NOT_FOUND', `گیرنده یافت نشد: ${unknown.join('، ')}`));
  const missingFile = files.find((id) => !db.file.findFirst({ where: { id: { equals: id } } }));
  if (missingFile !== undefined) return response(400).json(badRequest('FILE_NOT_FOUND', 'پیوست پیام یافت نشد.'));
  const sentAt = nowMs();
  const common = { subject, body: text, sentAt, fileInfoIds: files, forceRead: false };
  db.message.create({
    ...common,
    id: nextId('message', 601),
    ownerId: session.user.id,
    box: 'outbox',
    counterpart: receivers.join(','),
    read: true,
  });
  for (const { user } of users) {
    db.message.create({
      ...common,
      id: nextId('message', 601),
      ownerId: user!.id,
      box: 'inbox',
      counterpart: session.user.username,
      read: false,
    });
  }
  return response(200).json(done('پیام ارسال شد.'));
});

export const messageHandlers = [inbox, outbox, getOne, markRead, remove, send];
