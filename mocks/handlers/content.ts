import { HttpResponse } from 'msw';
import { isSession, requireUser } from '../auth';
import { asInt, badRequest, invalidPage, notFoundBody, ok, pageOf, pageRequest, restHttp } from '../http';
import { base64ToBytes } from '../world/bytes';
import { nowMs } from '../world/clock';
import { db } from '../world/db';
import { endOfDay, formatDateTime, parseDate } from '../world/time';

/*
 * Content (platform.md 7): activity logs between two dates (Tehran days, by the mock clock),
 * public announcements (those published by "now"), and file downloads as binary.
 */

const activityLogs = restHttp.get('/rest/users/activity-logs', ({ request, query, response }) => {
  const session = requireUser(request);
  if (!isSession(session)) return response.untyped(session);
  const page = pageRequest(request.url, 10, 1000);
  if (!page) return response('default').json(invalidPage(), { status: 400 });
  const fromText = query.get('fromDate');
  const toText = query.get('toDate');
  const from = fromText ? parseDate(fromText) : null;
  const to = toText ? parseDate(toText) : null;
  if ((fromText && from === null) || (toText && to === null)) {
    return response('default').json(
      badRequest('INVALID_DATE', 'تاریخ باید به شکل yyyy-MM-dd باشد.', 'fromDate/toDate must be yyyy-MM-dd'),
      { status: 400 },
    );
  }
  if (from !== null && to !== null && from > to) {
    return response('default').json(
      badRequest('INVALID_DATE_RANGE', 'تاریخ شروع نباید بعد از تاریخ پایان باشد.', 'fromDate is after toDate'),
      { status: 400 },
    );
  }
  const rows = db.activityLog.findMany({
    where: {
      userId: { equals: session.user.id },
      occurredAt: { gte: from ?? 0, lte: to !== null ? endOfDay(to) : Number.MAX_SAFE_INTEGER },
    },
    orderBy: { occurredAt: 'desc' },
  });
  const profile = db.profile.findFirst({ where: { userId: { equals: session.user.id } } });
  const user = {
    id: session.user.id,
    username: session.user.username,
    firstName: profile?.firstName ?? null,
    lastName: profile?.lastName ?? null,
  };
  const start = page.page * page.size;
  const items = rows.slice(start, start + page.size).map((log) => ({
    activityTypeClassName: log.activityTypeClassName,
    activityTypeJson: log.activityTypeJson,
    occurDate: formatDateTime(log.occurredAt),
    user,
    operator: log.operatorName,
    groupName: log.groupName,
  }));
  return response(200).json(ok({ items, total: rows.length }));
});

const announcements = restHttp.get('/rest/announcements', ({ request, response }) => {
  const page = pageRequest(request.url, 10);
  if (!page) return response(400).json(invalidPage());
  const rows = db.announcement.findMany({ where: { publishedAt: { lte: nowMs() } }, orderBy: { publishedAt: 'desc' } });
  const items = rows.map((a) => ({ id: a.id, title: a.title, mainText: a.mainText }));
  return response(200).json(ok(pageOf(items, page)));
});

const download = restHttp.get('/rest/file/download/{id}', ({ request, params, response }) => {
  const session = requireUser(request);
  if (!isSession(session)) return response.untyped(session);
  const file = db.file.findFirst({ where: { id: { equals: asInt(params.id) ?? -1 } } });
  if (!file) return response(404).json(notFoundBody('فایل', 'FILE_NOT_FOUND'));
  const bytes = base64ToBytes(file.base64);
  return response.untyped(
    new HttpResponse(bytes, {
      status: 200,
      headers: {
        'Content-Type': file.contentType,
        'Content-Length': String(bytes.length),
        'Content-Disposition': `attachment; filename*=UTF-8''${encodeURIComponent(file.name)}`,
      },
    }),
  );
});

export const contentHandlers = [activityLogs, announcements, download];
