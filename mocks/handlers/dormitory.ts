import { HttpResponse } from 'msw';
import type { Cardex, Eskan, LeaveRequest, PreRegistrationRequest, Semester } from '@/api/generated/rest/model';
import { isSession, requireUser, requireUserAndBody } from '../auth';
import {
  anyOrigin,
  asInt,
  asString,
  done,
  failure,
  invalidBody,
  invalidPage,
  ok,
  pageOf,
  pageRequest,
  readJson,
  refuse,
  restHttp,
  untypedHttp,
  type Envelope,
} from '../http';
import { nowMs } from '../world/clock';
import { db, nextId, type StudentGroupRow, type UserRow } from '../world/db';
import {
  acceptedDormitoryOf,
  blocksOf,
  displayName,
  dormitoryView,
  eligibilityProblem,
  entrance,
  floorsOfBlock,
  genderOf,
  groupOfUser,
  groupView,
  membersOf,
  peopleInRoom,
  placeOfRoom,
  problem,
  recomputeStatus,
  roomMemberView,
  userByStudentNumber,
  type DormProblem,
} from '../world/dormitory-store';
import { addCash, fundsOf } from '../world/reservation-store';
import { CARDEX_ROLE } from '../world/seed-dormitory';
import { dayAt, DAY_MS, formatDate, parseDate } from '../world/time';

/*
 * Dormitory (modules.md 2.6, 3, 4, 5, 7, 8): the 24 calls, with the rules:
 * - eligibility by entrance type (and an operator's exclusion), gender of the dormitory, one group
 *   per student, group size at most roomSize, only the head invites, removes, deletes and picks the room;
 * - a room fits when its size is the group's and its free places hold every member; a place costs
 *   the room's price, taken from each member's cash credit when the room is registered (all or
 *   nothing) and given back when the room is removed;
 * - pre-registration in its period, once per semester, is accepted at once (destination = the
 *   dormitory asked for, or the first of the user's gender when none may be chosen);
 * - leave requests need a current accommodation, dates yyyy-MM-dd, from today on, to not before from.
 * Control calls under /__mock/dormitory/ let a test act as another student (mocks/README.md).
 */

function sessionOf(request: Request): UserRow | Response {
  const session = requireUser(request);
  return isSession(session) ? session.user : session;
}

const GROUP_NOT_FOUND = problem(404, 'STUDENT_GROUP_NOT_FOUND', 'گروهی برای شما ثبت نشده است.', 'No student group');
const NOT_HEAD = problem(
  403,
  'STUDENT_GROUP_NOT_HEAD',
  'فقط سرگروه می‌تواند این کار را انجام دهد.',
  'Only the head may do this',
);

/** The group the user heads, or the answer when they have none (404) or are not its head (403). */
function headedGroup(userId: number): StudentGroupRow | HttpResponse<Envelope> {
  const group = groupOfUser(userId);
  if (!group) return refuse(GROUP_NOT_FOUND);
  return group.headId === userId ? group : refuse(NOT_HEAD);
}

/** The head's call naming a member by `studentNumber` (add, remove): who asks, for whom, in which group; or the answer instead. */
async function headAsking(
  request: Request,
): Promise<{ user: UserRow; wanted: string; group: StudentGroupRow } | HttpResponse<Envelope>> {
  const input = await requireUserAndBody(request);
  if (input instanceof Response) return input;
  const user = input.session.user;
  const wanted = asString(input.body.studentNumber).trim();
  if (!wanted) return HttpResponse.json(invalidBody(), { status: 400 });
  const group = headedGroup(user.id);
  return group instanceof Response ? group : { user, wanted, group };
}

// ───────────────────────────── Accommodation, cardex, attendance ─────────────────────────────

function semesterView(id: number): Semester {
  const s = db.dormSemester.findFirst({ where: { id: { equals: id } } });
  return s ? { id: s.id, name: s.name, period: { name: s.periodName }, startDate: s.startDate } : { name: '' };
}

function shownCardexes(userId: number) {
  const today = formatDate(nowMs());
  return db.cardex
    .getAll()
    .filter((c) => c.userId === userId)
    .map((c) => ({ c, semester: semesterView(c.semesterId), place: placeOfRoom(c.roomId) }))
    .filter((x) => (x.semester.startDate ?? '') <= today)
    .sort((a, b) => (b.semester.startDate ?? '').localeCompare(a.semester.startDate ?? ''));
}

const eskans = restHttp.get('/rest/users/me/eskans', ({ request, response }) => {
  const user = sessionOf(request);
  if (user instanceof Response) return response.untyped(user);
  const current = shownCardexes(user.id)[0];
  const list: Eskan[] = current?.place
    ? [
        {
          id: current.c.id,
          dormitory: dormitoryView(current.place.dormitory.id) ?? undefined,
          dormitoryBlock: { id: current.place.block.id, name: current.place.block.name },
          room: {
            code: current.place.room.code,
            roomSize: current.place.room.roomSize,
            dormitoryFloor: { id: current.place.floor.id, name: current.place.floor.name },
          },
        },
      ]
    : [];
  return response(200).json(ok(list));
});

const cardexes = restHttp.get('/rest/users/me/eskans/cardexes', ({ request, response }) => {
  const user = sessionOf(request);
  if (user instanceof Response) return response.untyped(user);
  if (!user.authorities.includes(CARDEX_ROLE))
    return response.untyped(
      refuse(
        problem(
          403,
          'ACCESS_DENIED',
          'دسترسی به سوابق اسکان برای شما فعال نیست.',
          'ROLE_ESKAN_ALGORITM_STUDENT required',
        ),
      ),
    );
  // Every record, past semesters included; the client filters and sorts (modules.md 2.6 item 1).
  const list: Cardex[] = db.cardex
    .getAll()
    .filter((c) => c.userId === user.id)
    .flatMap((c) => {
      const place = placeOfRoom(c.roomId);
      if (!place) return [];
      return [
        {
          semester: semesterView(c.semesterId),
          dormitory: dormitoryView(place.dormitory.id)!,
          dormitoryBlock: { id: place.block.id, name: place.block.name },
          room: {
            code: place.room.code,
            roomSize: place.room.roomSize,
            dormitoryFloor: { id: place.floor.id, name: place.floor.name },
          },
          status: c.status,
        },
      ];
    });
  return response(200).json(ok(list));
});

const attendance = restHttp.get('/rest/users/me/attendance', ({ request, response }) => {
  const user = sessionOf(request);
  if (user instanceof Response) return response.untyped(user);
  const page = pageRequest(request.url, 10, 100);
  if (!page) return response('default').json(invalidPage(), { status: 400 });
  const params = new URL(request.url).searchParams;
  const fromText = params.get('fromDate');
  const toText = params.get('toDate');
  const from = fromText ? parseDate(fromText) : 0;
  const to = toText ? parseDate(toText) : Number.MAX_SAFE_INTEGER;
  if (from === null || to === null)
    return response.untyped(
      refuse(problem(400, 'INVALID_DATE', 'تاریخ نامعتبر است.', 'fromDate and toDate are yyyy-MM-dd')),
    );
  const until = to === Number.MAX_SAFE_INTEGER ? to : to + DAY_MS - 1;
  const rows = db.attendance
    .getAll()
    .filter((a) => a.userId === user.id && a.at >= from && a.at <= until)
    .sort((a, b) => b.at - a.at)
    .map((a) => {
      const place = placeOfRoom(a.roomId);
      return {
        attendanceType: a.type,
        attendanceDate: new Date(a.at).toISOString(),
        dormitoryName: place?.dormitory.name ?? null,
        blockName: place?.block.name ?? null,
      };
    });
  return response(200).json(ok(pageOf(rows, page)));
});

// ───────────────────────────── Leave ─────────────────────────────

const LEAVE_STATUSES = ['NOT_CHECKED', 'CHECKED', 'CANCEL_BY_OWNER'] as const;
type LeaveStatus = (typeof LEAVE_STATUSES)[number];

const leaves = restHttp.get('/rest/me/dormitory-leave', ({ request, response }) => {
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

const createLeave = restHttp.post('/rest/me/dormitory-leave', async ({ request, response }) => {
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

const updateLeave = restHttp.put('/rest/me/dormitory-leave/{id}', async ({ request, params, response }) => {
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

const PRE_STATUSES = ['WAITING', 'ACCEPT', 'APPROVED', 'REJECT', 'REJECTED', 'TRANSFER'] as const;
type PreStatus = (typeof PRE_STATUSES)[number];

const requests = restHttp.get('/rest/users/me/dormitory-requests', ({ request, response }) => {
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

function dormitoriesFor(userId: number) {
  const gender = genderOf(userId);
  return db.dormitory
    .getAll()
    .filter((d) => d.gender === gender)
    .sort((a, b) => a.id - b.id);
}

const preRegister = restHttp.post('/rest/users/me/dormitory-requests', async ({ request, response }) => {
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

const dormitories = restHttp.get('/rest/users/me/dormitories', ({ request, response }) => {
  const user = sessionOf(request);
  if (user instanceof Response) return response.untyped(user);
  return response(200).json(ok(dormitoriesFor(user.id).map((d) => dormitoryView(d.id)!)));
});

const validEntrance = restHttp.get('/rest/users/me/valid-entrance-dormitory', ({ request, response }) => {
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

const qualify = restHttp.get('/rest/users/me/dormitory/qualify', ({ request, response }) => {
  const user = sessionOf(request);
  if (user instanceof Response) return response.untyped(user);
  const preReg = new URL(request.url).searchParams.get('preReg') === 'true';
  const e = entrance();
  const eligible = !!e && !eligibilityProblem(user.id);
  return response(200).json(ok(preReg ? eligible && e.inPreregistrationPeriod && e.preregistrationEnabled : eligible));
});

// ───────────────────────────── Rooms ─────────────────────────────

function dormitoryOrMissing(id: number | null) {
  return id === null ? null : (db.dormitory.findFirst({ where: { id: { equals: id } } }) ?? null);
}

const NO_DORMITORY = problem(404, 'DORMITORY_NOT_FOUND', 'خوابگاه یافت نشد.', 'No such dormitory');

const solitaryBlocks = restHttp.get(
  '/rest/users/me/dormitories/solitary/{dormitoryId}/blocks',
  ({ request, params, response }) => {
    const user = sessionOf(request);
    if (user instanceof Response) return response.untyped(user);
    const d = dormitoryOrMissing(asInt(params.dormitoryId));
    if (!d) return response.untyped(refuse(NO_DORMITORY));
    return response(200).json(ok(blocksOf(d.id).map((b) => ({ id: b.id, name: b.name }))));
  },
);

const solitaryFloors = restHttp.get(
  '/rest/users/me/dormitories/solitary/{dormitoryId}/blocks/{blockId}/floors',
  ({ request, params, response }) => {
    const user = sessionOf(request);
    if (user instanceof Response) return response.untyped(user);
    const d = dormitoryOrMissing(asInt(params.dormitoryId));
    const block = d ? blocksOf(d.id).find((b) => b.id === asInt(params.blockId)) : undefined;
    if (!d || !block) return response.untyped(refuse(NO_DORMITORY));
    // Not eligible (or another gender's dormitory): no floors (the screen says not-eligible-in-dormitory).
    if (eligibilityProblem(user.id) || genderOf(user.id) !== d.gender) return response(200).json(ok([]));
    return response(200).json(ok(floorsOfBlock(block.id)));
  },
);

const roomMembers = restHttp.get(
  '/rest/users/me/dormitories/solitary/{dormitoryId}/blocks/{blockId}/floors/{floorId}/rooms/{roomId}',
  ({ request, params, response }) => {
    const user = sessionOf(request);
    if (user instanceof Response) return response.untyped(user);
    const place = placeOfRoom(asInt(params.roomId) ?? -1);
    if (
      !place ||
      place.floor.id !== asInt(params.floorId) ||
      place.block.id !== asInt(params.blockId) ||
      place.dormitory.id !== asInt(params.dormitoryId)
    ) {
      return response.untyped(
        refuse(problem(404, 'STUDENT_GROUP_DORMITORY_ROOM_NOT_FOUND', 'اتاق یافت نشد.', 'No such room')),
      );
    }
    return response(200).json(ok(peopleInRoom(place.room.id).map(roomMemberView)));
  },
);

const groupRooms = restHttp.get('/rest/users/me/dormitories/groups/rooms', ({ request, response }) => {
  const user = sessionOf(request);
  if (user instanceof Response) return response.untyped(user);
  const group = groupOfUser(user.id);
  if (!group) return response.untyped(refuse(GROUP_NOT_FOUND));
  const d = dormitoryView(group.dormitoryId);
  if (!d) return response.untyped(refuse(NO_DORMITORY));
  // The rooms of the group's size (the group's own room counts as free for it).
  const blocks = blocksOf(group.dormitoryId).map((b) => ({
    id: b.id,
    name: b.name,
    floors: floorsOfBlock(b.id, (r) => r.roomSize === group.roomSize),
  }));
  return response(200).json(ok({ dormitory: d, dormitoryBlocks: blocks }));
});

const roomsCapacity = restHttp.get(
  '/rest/users/me/dormitories/{id}/rooms-capacity',
  ({ request, params, response }) => {
    const user = sessionOf(request);
    if (user instanceof Response) return response.untyped(user);
    const d = dormitoryOrMissing(asInt(params.id));
    if (!d) return response.untyped(refuse(NO_DORMITORY));
    const floorIds = new Set(
      db.dormFloor
        .getAll()
        .filter((f) => blocksOf(d.id).some((b) => b.id === f.blockId))
        .map((f) => f.id),
    );
    const sizes = [
      ...new Set(
        db.dormRoom
          .getAll()
          .filter((r) => floorIds.has(r.floorId) && r.roomSize > 1)
          .map((r) => r.roomSize),
      ),
    ].sort((a, b) => a - b);
    return response(200).json(ok(sizes));
  },
);

const roommates = restHttp.get('/rest/users/me/student-groups/roommates', ({ request, response }) => {
  const user = sessionOf(request);
  if (user instanceof Response) return response.untyped(user);
  const group = groupOfUser(user.id);
  if (!group?.roomId)
    return response.untyped(
      refuse(problem(404, 'STUDENT_GROUP_NO_ROOM_REGISTERED', 'اتاقی برای شما ثبت نشده است.', 'No room registered')),
    );
  return response(200).json(
    ok(
      peopleInRoom(group.roomId)
        .filter((id) => id !== user.id)
        .map(roomMemberView),
    ),
  );
});

// ───────────────────────────── Student groups ─────────────────────────────

/** Takes the room fee from every member's cash, or refuses naming the first who cannot pay. */
function chargeMembers(groupId: number, price: number): DormProblem | null {
  const members = membersOf(groupId);
  for (const m of members) {
    const cash = fundsOf(m.userId)?.cash ?? 0;
    if (cash < price) {
      return problem(
        400,
        'STUDENT_GROUP_PAYMENT_REQUIRED',
        `اعتبار کیف پول ${displayName(m.userId)} برای پرداخت هزینه اتاق (${Math.floor(price / 10).toLocaleString('fa-IR')} تومان) کافی نیست؛ ابتدا کیف پول را شارژ کنید.`,
        `Member ${m.userId} lacks ${price} rials`,
      );
    }
  }
  for (const m of members) {
    addCash(m.userId, -price);
    db.groupMember.update({ where: { id: { equals: m.id } }, data: { paid: price } });
  }
  return null;
}

function refundMembers(groupId: number): void {
  for (const m of membersOf(groupId)) {
    if (m.paid > 0) addCash(m.userId, m.paid);
    db.groupMember.update({ where: { id: { equals: m.id } }, data: { paid: 0 } });
  }
}

/** Checks and registers the room for the group (choose or change); null when done. */
function placeGroup(groupId: number, roomId: number): DormProblem | null {
  const group = db.studentGroup.findFirst({ where: { id: { equals: groupId } } });
  if (!group) return GROUP_NOT_FOUND;
  const place = placeOfRoom(roomId);
  if (
    !place ||
    place.dormitory.id !== group.dormitoryId ||
    (!group.solitary && place.room.roomSize !== group.roomSize)
  ) {
    return problem(
      400,
      'STUDENT_GROUP_DORMITORY_ROOM_NOT_FOUND',
      'این اتاق برای گروه شما قابل انتخاب نیست.',
      'Room not offered to this group',
    );
  }
  const members = membersOf(groupId);
  for (const m of members) {
    const p = eligibilityProblem(m.userId);
    if (p) return p;
  }
  const others = peopleInRoom(roomId).filter((id) => !members.some((m) => m.userId === id));
  if (place.room.roomSize - others.length < members.length) {
    return problem(
      400,
      'STUDENT_GROUP_EDIT_NO_ROOM_REMAINS',
      'ظرفیت این اتاق تکمیل شده است؛ اتاق دیگری انتخاب کنید.',
      'Not enough free places in the room',
    );
  }
  if (group.roomId) refundMembers(groupId);
  const unpaid = chargeMembers(groupId, place.room.price);
  if (unpaid) return unpaid;
  db.studentGroup.update({ where: { id: { equals: groupId } }, data: { roomId } });
  recomputeStatus(groupId);
  return null;
}

const getGroup = restHttp.get('/rest/users/me/student-groups', ({ request, response }) => {
  const user = sessionOf(request);
  if (user instanceof Response) return response.untyped(user);
  const group = groupOfUser(user.id);
  if (!group) return response.untyped(refuse(GROUP_NOT_FOUND));
  return response(200).json(ok(groupView(group)));
});

const createGroup = restHttp.post('/rest/users/me/student-groups', async ({ request, response }) => {
  const user = sessionOf(request);
  if (user instanceof Response) return response.untyped(user);
  const body = await readJson(request);
  const dormitoryId = asInt(body?.dormitoryId);
  const solitary = body?.solitary === true;
  const roomSize = asInt(body?.roomSize) ?? (solitary ? 1 : null);
  if (!body || dormitoryId === null || roomSize === null || roomSize < 1) return response(400).json(invalidBody());
  const e = entrance();
  if (!e)
    return response.untyped(
      refuse(
        problem(404, 'VALID_ENTRANCE_DORMITORY_NOT_FOUND', 'دوره ثبت‌نام خوابگاه تعریف نشده است.', 'No valid entrance'),
      ),
    );
  if (!e.inRegistrationPeriod)
    return response.untyped(
      refuse(
        problem(
          400,
          'DORMITORY_NOT_IN_REGISTRATION_PERIOD',
          'در بازه ثبت‌نام نیستید.',
          'Not in the registration period',
        ),
      ),
    );
  if (!e.registrationEnabled)
    return response.untyped(
      refuse(
        problem(400, 'DORMITORY_REGISTRATION_NOT_ACTIVE', 'ثبت‌نام برای شما فعال نیست.', 'Registration not active'),
      ),
    );
  if (solitary && !e.solitaryRegistration)
    return response.untyped(
      refuse(
        problem(400, 'DORMITORY_SOLITARY_NOT_ALLOWED', 'ثبت‌نام انفرادی فعال نیست.', 'Solitary registration is off'),
      ),
    );
  const ineligible = eligibilityProblem(user.id);
  if (ineligible) return response.untyped(refuse(ineligible));
  if (groupOfUser(user.id))
    return response.untyped(
      refuse(
        problem(400, 'STUDENT_GROUP_ALREADY_EXISTS', 'شما پیش‌تر در گروهی ثبت‌نام کرده‌اید.', 'Already in a group'),
      ),
    );
  if (acceptedDormitoryOf(user.id) !== dormitoryId) {
    return response.untyped(
      refuse(
        problem(
          400,
          'DORMITORY_NO_VALID_PRE_REGISTER',
          'پیش‌ثبت‌نام پذیرفته‌شده‌ای برای این خوابگاه ندارید.',
          'No accepted pre-registration for this dormitory',
        ),
      ),
    );
  }
  const roomId = asInt(body.dormitoryRoomId);
  const id = nextId('studentGroup', 61);
  db.studentGroup.create({
    id,
    headId: user.id,
    dormitoryId,
    roomSize: solitary ? 1 : roomSize,
    solitary,
    status: 'WAITING',
    roomId: 0,
    transferStatus: null,
    createdAt: nowMs(),
  });
  db.groupMember.create({
    id: nextId('groupMember', 71),
    groupId: id,
    userId: user.id,
    status: 'APPROVED',
    joinedAt: nowMs(),
    paid: 0,
  });
  recomputeStatus(id);
  if (solitary && roomId !== null) {
    const refused = placeGroup(id, roomId);
    if (refused) {
      db.groupMember.deleteMany({ where: { groupId: { equals: id } } });
      db.studentGroup.delete({ where: { id: { equals: id } } });
      return response.untyped(refuse(refused));
    }
    return response(200).json(done('اتاق برای شما ثبت شد.', 'Room registered'));
  }
  return response(200).json(done('گروه ایجاد شد.', 'Group created'));
});

const updateGroup = restHttp.put('/rest/users/me/student-groups', async ({ request, response }) => {
  const input = await requireUserAndBody(request);
  if (input instanceof Response) return response.untyped(input);
  const {
    session: { user },
    body,
  } = input;
  const group = headedGroup(user.id);
  if (group instanceof Response) return response.untyped(group);
  if (group.transferStatus)
    return response.untyped(
      refuse(problem(400, 'STUDENT_GROUP_IN_TRANSFER', 'گروه در حال انتقال است.', 'Group in transfer')),
    );
  if (body.removeDormitoryRoom === true) {
    if (!group.roomId)
      return response.untyped(
        refuse(problem(400, 'STUDENT_GROUP_NO_ROOM_REGISTERED', 'اتاقی برای گروه ثبت نشده است.', 'No room')),
      );
    refundMembers(group.id);
    db.studentGroup.update({ where: { id: { equals: group.id } }, data: { roomId: 0 } });
    recomputeStatus(group.id);
    return response(200).json(done('اتاق گروه حذف شد.', 'Room removed'));
  }
  const roomId = asInt(body.dormitoryRoomId) ?? asInt(body.roomId);
  if (roomId !== null) {
    if (group.status === 'WAITING')
      return response.untyped(
        refuse(
          problem(
            400,
            'STUDENT_GROUP_MEMBERS_NOT_CONFIRMED',
            'همه اعضای گروه هنوز دعوت را نپذیرفته‌اند.',
            'Members not confirmed yet',
          ),
        ),
      );
    const refused = placeGroup(group.id, roomId);
    if (refused) return response.untyped(refuse(refused));
    return response(200).json(done('اتاق برای گروه ثبت شد.', 'Room registered'));
  }
  const roomSize = asInt(body.roomSize);
  if (roomSize !== null) {
    if (group.status === 'FINAL')
      return response.untyped(refuse(problem(400, 'STUDENT_GROUP_IS_FINAL', 'گروه نهایی شده است.', 'Group is FINAL')));
    if (roomSize < membersOf(group.id).length)
      return response.untyped(
        refuse(
          problem(400, 'STUDENT_GROUP_SIZE_TOO_SMALL', 'ظرفیت کمتر از تعداد اعضای گروه است.', 'roomSize below members'),
        ),
      );
    db.studentGroup.update({ where: { id: { equals: group.id } }, data: { roomSize } });
    return response(200).json(done('ظرفیت گروه تغییر کرد.', 'Group size changed'));
  }
  return response(400).json(invalidBody());
});

const deleteGroup = restHttp.delete('/rest/users/me/student-groups', ({ request, response }) => {
  const user = sessionOf(request);
  if (user instanceof Response) return response.untyped(user);
  const group = headedGroup(user.id);
  if (group instanceof Response) return response.untyped(group);
  if (group.status === 'FINAL')
    return response.untyped(
      refuse(
        problem(
          400,
          'STUDENT_GROUP_IS_FINAL',
          'گروهی که اتاق دارد حذف نمی‌شود؛ ابتدا اتاق را حذف کنید.',
          'Group is FINAL',
        ),
      ),
    );
  db.groupMember.deleteMany({ where: { groupId: { equals: group.id } } });
  db.studentGroup.delete({ where: { id: { equals: group.id } } });
  return response(200).json(done('گروه حذف شد.', 'Group removed'));
});

const addMember = restHttp.post('/rest/users/me/student-groups/members', async ({ request, response }) => {
  const asked = await headAsking(request);
  if (asked instanceof Response) return response.untyped(asked);
  const { user, wanted, group } = asked;
  if (group.solitary || group.status === 'FINAL' || group.transferStatus)
    return response.untyped(
      refuse(problem(400, 'STUDENT_GROUP_IS_FINAL', 'به این گروه نمی‌توان عضو افزود.', 'Group closed')),
    );
  if (membersOf(group.id).length >= group.roomSize)
    return response.untyped(refuse(problem(400, 'STUDENT_GROUP_IS_FULL', 'ظرفیت گروه تکمیل است.', 'Group is full')));
  const other = userByStudentNumber(wanted);
  if (!other)
    return response.untyped(
      refuse(problem(404, 'USER_NOT_FOUND', 'دانشجویی با این شماره یافت نشد.', `No user ${wanted}`)),
    );
  if (other.id === user.id)
    return response.untyped(
      refuse(problem(400, 'STUDENT_GROUP_SELF', 'نمی‌توانید خودتان را دعوت کنید.', 'Cannot invite yourself')),
    );
  const ineligible = eligibilityProblem(other.id);
  if (ineligible) return response.untyped(refuse(ineligible));
  const d = db.dormitory.findFirst({ where: { id: { equals: group.dormitoryId } } });
  if (genderOf(other.id) !== d?.gender)
    return response.untyped(
      refuse(
        problem(
          400,
          'STUDENT_GROUP_GENDER_MISMATCH',
          'این دانشجو نمی‌تواند در این خوابگاه اسکان یابد.',
          'Gender of the dormitory',
        ),
      ),
    );
  if (groupOfUser(other.id))
    return response.untyped(
      refuse(
        problem(
          400,
          'STUDENT_GROUP_MEMBER_HAS_GROUP',
          `${displayName(other.id)} عضو گروه دیگری است.`,
          'Already in a group',
        ),
      ),
    );
  db.groupMember.create({
    id: nextId('groupMember', 71),
    groupId: group.id,
    userId: other.id,
    status: 'WAITING',
    joinedAt: nowMs(),
    paid: 0,
  });
  recomputeStatus(group.id);
  return response(200).json(done(`دعوت برای ${displayName(other.id)} فرستاده شد.`, 'Member invited'));
});

/** Accept (APPROVED) or reject/leave (REJECTED: the row is removed) by the member themselves. */
function answer(userId: number, status: unknown): DormProblem | string {
  if (status !== 'APPROVED' && status !== 'REJECTED')
    return problem(400, 'INVALID_REQUEST_BODY', 'اطلاعات ارسالی نامعتبر است.', 'status is APPROVED or REJECTED');
  const group = groupOfUser(userId);
  if (!group) return GROUP_NOT_FOUND;
  if (group.headId === userId)
    return problem(
      400,
      'STUDENT_GROUP_HEAD_CANNOT_ANSWER',
      'سرگروه نمی‌تواند دعوت را پاسخ دهد؛ گروه را حذف کنید.',
      'The head deletes the group instead',
    );
  const own = membersOf(group.id).find((m) => m.userId === userId)!;
  if (group.status === 'FINAL')
    return problem(400, 'STUDENT_GROUP_IS_FINAL', 'گروه اتاق گرفته است؛ تغییر عضویت ممکن نیست.', 'Group is FINAL');
  if (status === 'APPROVED') {
    if (own.status !== 'WAITING')
      return problem(400, 'STUDENT_GROUP_ALREADY_ANSWERED', 'این دعوت پیش‌تر پذیرفته شده است.', 'Already approved');
    const ineligible = eligibilityProblem(userId);
    if (ineligible) return ineligible;
    db.groupMember.update({ where: { id: { equals: own.id } }, data: { status: 'APPROVED' } });
    recomputeStatus(group.id);
    return 'دعوت پذیرفته شد.';
  }
  db.groupMember.delete({ where: { id: { equals: own.id } } });
  recomputeStatus(group.id);
  return own.status === 'WAITING' ? 'دعوت رد شد.' : 'از گروه خارج شدید.';
}

const answerMember = restHttp.put('/rest/users/me/student-groups/members', async ({ request, response }) => {
  const input = await requireUserAndBody(request);
  if (input instanceof Response) return response.untyped(input);
  const {
    session: { user },
    body,
  } = input;
  const outcome = answer(user.id, body.status);
  if (typeof outcome !== 'string') return response.untyped(refuse(outcome));
  return response(200).json(done(outcome, 'Answered'));
});

const removeMember = restHttp.delete('/rest/users/me/student-groups/members', async ({ request, response }) => {
  const asked = await headAsking(request);
  if (asked instanceof Response) return response.untyped(asked);
  const { wanted, group } = asked;
  if (group.status === 'FINAL' || group.transferStatus)
    return response.untyped(
      refuse(problem(400, 'STUDENT_GROUP_IS_FINAL', 'گروه اتاق گرفته است؛ حذف عضو ممکن نیست.', 'Group is FINAL')),
    );
  const target = userByStudentNumber(wanted);
  const member = target ? membersOf(group.id).find((m) => m.userId === target.id) : undefined;
  if (!member)
    return response.untyped(
      refuse(problem(404, 'STUDENT_GROUP_MEMBER_NOT_FOUND', 'این دانشجو عضو گروه نیست.', 'Not a member')),
    );
  if (member.userId === group.headId)
    return response.untyped(
      refuse(problem(400, 'STUDENT_GROUP_HEAD_CANNOT_BE_REMOVED', 'سرگروه را نمی‌توان حذف کرد.', 'Head row')),
    );
  db.groupMember.delete({ where: { id: { equals: member.id } } });
  recomputeStatus(group.id);
  return response(200).json(done('عضو از گروه حذف شد.', 'Member removed'));
});

// ───────────────────────────── Control: acting as other students ─────────────────────────────

const control = (path: string) => anyOrigin(`/__mock/dormitory${path}`);
const controlError = (message: string, status = 400) =>
  HttpResponse.json(failure({ status, messageResource: 'MOCK_CONTROL_INVALID', message }) as Record<string, unknown>, {
    status,
  });

function findRoom(body: Record<string, unknown>) {
  const id = asInt(body.roomId);
  if (id !== null) return db.dormRoom.findFirst({ where: { id: { equals: id } } }) ?? null;
  const code = asString(body.roomCode);
  const dormitoryId = asInt(body.dormitoryId) ?? 31;
  return db.dormRoom.getAll().find((r) => r.code === code && placeOfRoom(r.id)?.dormitory.id === dormitoryId) ?? null;
}

export const dormitoryControlHandlers = [
  /** Other students take places in a room: {roomId} or {roomCode, dormitoryId?}, optional {places} (default: all free). */
  untypedHttp.post(control('/take-room'), async ({ request }) => {
    const body = (await readJson(request)) ?? {};
    const room = findRoom(body);
    if (!room) return controlError('no such room (roomId, or roomCode with dormitoryId, default 31)', 404);
    const place = placeOfRoom(room.id)!;
    const inRoom = peopleInRoom(room.id);
    const free = room.roomSize - inRoom.length;
    const places = Math.min(asInt(body.places) ?? free, free);
    // Residents from outside the seeded accounts (ids from 9000), of the dormitory's gender.
    const newcomers = Array.from({ length: Math.max(0, places) }, (_, i) => 9000 + room.id * 10 + i);
    db.dormRoom.update({
      where: { id: { equals: room.id } },
      data: { occupantIds: [...room.occupantIds, ...newcomers] },
    });
    return HttpResponse.json({
      roomId: room.id,
      code: room.code,
      dormitory: place.dormitory.name,
      personCount: peopleInRoom(room.id).length,
      roomSize: room.roomSize,
    });
  }),
  /** An operator makes a student ineligible (or eligible again with {eligible: true}): {studentNumber}. */
  untypedHttp.post(control('/eligibility'), async ({ request }) => {
    const body = (await readJson(request)) ?? {};
    const target = userByStudentNumber(asString(body.studentNumber));
    const e = entrance();
    if (!target || !e) return controlError('no such student', 404);
    const ids = e.ineligibleUserIds.filter((id) => id !== target.id);
    if (body.eligible !== true) ids.push(target.id);
    db.dormEntrance.update({ where: { id: { equals: 'default' } }, data: { ineligibleUserIds: ids } });
    return HttpResponse.json({ studentNumber: asString(body.studentNumber), eligible: body.eligible === true });
  }),
  /** Another student answers their invitation: {studentNumber, status: APPROVED | REJECTED}. */
  untypedHttp.post(control('/answer'), async ({ request }) => {
    const body = (await readJson(request)) ?? {};
    const target = userByStudentNumber(asString(body.studentNumber));
    if (!target) return controlError('no such student', 404);
    const outcome = answer(target.id, body.status);
    return typeof outcome === 'string'
      ? HttpResponse.json({ ok: true, message: outcome })
      : controlError(outcome.message);
  }),
  /** Changes the registration rules: any of the ValidEntrance booleans. */
  untypedHttp.post(control('/entrance'), async ({ request }) => {
    const body = (await readJson(request)) ?? {};
    const keys = [
      'inRegistrationPeriod',
      'registrationEnabled',
      'inPreregistrationPeriod',
      'preregistrationEnabled',
      'solitaryRegistration',
      'preregisterWithoutChooseDormitory',
    ] as const;
    const data: Partial<Record<(typeof keys)[number], boolean>> = {};
    for (const k of keys) if (typeof body[k] === 'boolean') data[k] = body[k];
    db.dormEntrance.update({ where: { id: { equals: 'default' } }, data });
    return HttpResponse.json(entrance());
  }),
];

export const dormitoryHandlers = [
  eskans,
  cardexes,
  attendance,
  leaves,
  createLeave,
  updateLeave,
  requests,
  preRegister,
  dormitories,
  solitaryBlocks,
  solitaryFloors,
  roomMembers,
  groupRooms,
  roomsCapacity,
  validEntrance,
  qualify,
  roommates,
  getGroup,
  createGroup,
  updateGroup,
  deleteGroup,
  addMember,
  answerMember,
  removeMember,
  ...dormitoryControlHandlers,
];
