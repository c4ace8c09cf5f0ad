import { requireUserAndBody } from '../../auth';
import { asInt, done, invalidBody, ok, readJson, refuse, restHttp } from '../../http';
import { nowMs } from '../../world/clock';
import { db, nextId } from '../../world/db';
import {
  acceptedDormitoryOf,
  displayName,
  eligibilityProblem,
  entrance,
  genderOf,
  groupOfUser,
  groupView,
  membersOf,
  peopleInRoom,
  placeOfRoom,
  problem,
  recomputeStatus,
  userByStudentNumber,
  type DormProblem,
} from '../../world/dormitory-store';
import { addCash, fundsOf } from '../../world/reservation-store';
import { sessionOf, GROUP_NOT_FOUND, headedGroup, headAsking } from './shared';

export function chargeMembers(groupId: number, price: number): DormProblem | null {
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

export function refundMembers(groupId: number): void {
  for (const m of membersOf(groupId)) {
    if (m.paid > 0) addCash(m.userId, m.paid);
    db.groupMember.update({ where: { id: { equals: m.id } }, data: { paid: 0 } });
  }
}

/** Checks and registers the room for the group (choose or change); null when done. */
export function placeGroup(groupId: number, roomId: number): DormProblem | null {
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

export const getGroup = restHttp.get('/rest/users/me/student-groups', ({ request, response }) => {
  const user = sessionOf(request);
  if (user instanceof Response) return response.untyped(user);
  const group = groupOfUser(user.id);
  if (!group) return response.untyped(refuse(GROUP_NOT_FOUND));
  return response(200).json(ok(groupView(group)));
});

export const createGroup = restHttp.post('/rest/users/me/student-groups', async ({ request, response }) => {
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

export const updateGroup = restHttp.put('/rest/users/me/student-groups', async ({ request, response }) => {
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

export const deleteGroup = restHttp.delete('/rest/users/me/student-groups', ({ request, response }) => {
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

export const addMember = restHttp.post('/rest/users/me/student-groups/members', async ({ request, response }) => {
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
export function answer(userId: number, status: unknown): DormProblem | string {
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

export const answerMember = restHttp.put('/rest/users/me/student-groups/members', async ({ request, response }) => {
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

export const removeMember = restHttp.delete('/rest/users/me/student-groups/members', async ({ request, response }) => {
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
