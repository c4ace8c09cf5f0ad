import type { LeaveRequest } from '@/api/generated/rest/model';
import { requireUserAndBody } from '../../auth';
import { asInt, asString, done, invalidPage, ok, pageOf, refuse, restHttp } from '../../http';
import { nowMs } from '../../world/clock';
import { db, nextId } from '../../world/db';
import { problem } from '../../world/dormitory-store';
import { dayAt, parseDate } from '../../world/time';
import { sessionOf, shownCardexes } from './shared';

export const LEAVE_STATUSES = ['NOT_CHECKED', 'CHECKED', 'CANCEL_BY_OWNER'] as const;
export type LeaveStatus = (typeof LEAVE_STATUSES)[number];

export const leaves = restHttp.get('/rest/me/dormitory-leave', ({ request, response }) => {
  const user = sessionOf(request);
  if (user instanceof Response) return response.untyped(user);
  const params = new URL(request.url).searchParams;
  const pageNo = params.has('page') ? asInt(params.get('page')) : 0;
  const limit = params.has('limit') ? asInt(params.get('limit')) : 10;
  if (pageNo === null || limit === null || pageNo < 0 || limit < 1)
    return response('default').json(invalidPage(), { status: 400 });
  const rows: LeaveRequest[] = db.dormLeave
    .getAll()
    .filter((l) => l.userId === user.id)
    .sort((a, b) => b.createdAt - a.createdAt || b.id - a.id)
    .map((l) => ({
      id: l.id,
      relation: l.relation,
      address: l.address,
      mobileNumber: l.mobileNumber,
      phoneNumber: l.phoneNumber,
      fromDate: l.fromDate,
      toDate: l.toDate,
      status: (LEAVE_STATUSES as readonly string[]).includes(l.status) ? (l.status as LeaveStatus) : 'NOT_CHECKED',
      description: l.description || null,
    }));
  return response(200).json(ok(pageOf(rows, { page: pageNo, size: Math.min(limit, 100) })));
});

export const createLeave = restHttp.post('/rest/me/dormitory-leave', async ({ request, response }) => {
  const input = await requireUserAndBody(request);
  if (input instanceof Response) return response.untyped(input);
  const {
    session: { user },
    body,
  } = input;
  const text = (key: string) => asString(body[key]).trim();
  const missing = ['fromDate', 'toDate', 'relation', 'address', 'mobileNumber', 'phoneNumber'].filter((k) => !text(k));
  if (missing.length)
    return response.untyped(
      refuse(
        problem(
          400,
          'DORMITORY_LEAVE_REQUIRED_FIELDS',
          'همه فیلدهای الزامی را پر کنید.',
          `Missing: ${missing.join(', ')}`,
        ),
      ),
    );
  const from = parseDate(text('fromDate'));
  const to = parseDate(text('toDate'));
  if (from === null || to === null)
    return response.untyped(refuse(problem(400, 'INVALID_DATE', 'تاریخ نامعتبر است.', 'Dates are yyyy-MM-dd')));
  if (to < from)
    return response.untyped(
      refuse(
        problem(
          400,
          'DORMITORY_LEAVE_INVALID_RANGE',
          'تاریخ پایان مرخصی نباید پیش از تاریخ شروع باشد.',
          'toDate before fromDate',
        ),
      ),
    );
  if (from < dayAt(nowMs(), 0))
    return response.untyped(
      refuse(
        problem(
          400,
          'DORMITORY_LEAVE_PAST_DATE',
          'مرخصی را نمی‌توان برای روزهای گذشته ثبت کرد.',
          'fromDate in the past',
        ),
      ),
    );
  if (!shownCardexes(user.id)[0])
    return response.untyped(
      refuse(
        problem(400, 'DORMITORY_LEAVE_NO_ACCOMMODATION', 'شما در خوابگاه اسکان ندارید.', 'No current accommodation'),
      ),
    );
  if (!/^09\d{9}$/.test(text('mobileNumber')))
    return response.untyped(
      refuse(problem(400, 'INVALID_MOBILE_NUMBER', 'شماره همراه نامعتبر است.', 'mobileNumber must be 09xxxxxxxxx')),
    );
  db.dormLeave.create({
    id: nextId('dormLeave', 901),
    userId: user.id,
    relation: text('relation'),
    address: text('address'),
    mobileNumber: text('mobileNumber'),
    phoneNumber: text('phoneNumber'),
    fromDate: text('fromDate'),
    toDate: text('toDate'),
    status: 'NOT_CHECKED',
    description: text('description'),
    createdAt: nowMs(),
  });
  return response(200).json(done('درخواست مرخصی ثبت شد.', 'Leave request registered'));
});

export const updateLeave = restHttp.put('/rest/me/dormitory-leave/{id}', async ({ request, params, response }) => {
  const input = await requireUserAndBody(request);
  if (input instanceof Response) return response.untyped(input);
  const {
    session: { user },
    body,
  } = input;
  const id = asInt(params.id);
  const leave = db.dormLeave.getAll().find((l) => l.id === id && l.userId === user.id);
  if (!leave)
    return response.untyped(
      refuse(problem(404, 'DORMITORY_LEAVE_NOT_FOUND', 'درخواست مرخصی یافت نشد.', 'No such leave')),
    );
  if (body.status !== 'CANCEL_BY_OWNER')
    return response.untyped(
      refuse(problem(400, 'DORMITORY_LEAVE_INVALID_STATUS', 'فقط لغو درخواست ممکن است.', 'Only CANCEL_BY_OWNER')),
    );
  if (leave.status !== 'NOT_CHECKED')
    return response.untyped(
      refuse(
        problem(
          400,
          'DORMITORY_LEAVE_NOT_CANCELLABLE',
          'این درخواست دیگر قابل لغو نیست.',
          'Only NOT_CHECKED can be cancelled',
        ),
      ),
    );
  db.dormLeave.update({ where: { id: { equals: leave.id } }, data: { status: 'CANCEL_BY_OWNER' } });
  return response(200).json(done('درخواست مرخصی لغو شد.', 'Leave cancelled'));
});

// ───────────────────────────── Pre-registration and entrance ─────────────────────────────
