import type { Dormitory, Floor, GroupMember, Room, RoomMember, StudentGroup } from '@/api/generated/rest/model';
import { db, type DormRoomRow, type GroupMemberRow, type StudentGroupRow, type UserRow } from './db';
import { formatDate } from './time';

/*
 * Reads and rules of the dormitory world (handlers/dormitory.ts answers with these). A room's
 * places are held by `occupantIds` (other residents) plus the members of a FINAL group placed in it.
 */

export interface DormProblem {
  status: number;
  resource: string;
  messageFa: string;
  message: string;
}

export const problem = (status: number, resource: string, messageFa: string, message: string): DormProblem => ({
  status,
  resource,
  messageFa,
  message,
});

export function entrance() {
  return db.dormEntrance.findFirst({ where: { id: { equals: 'default' } } });
}

export type Gender = 'FEMALE' | 'MALE';

export function genderOf(userId: number): Gender | null {
  const profile = db.profile.findFirst({ where: { userId: { equals: userId } } });
  if (!profile?.student) return null;
  return profile.gender.id === 2 ? 'FEMALE' : 'MALE';
}

export function personOf(userId: number) {
  return db.profile.findFirst({ where: { userId: { equals: userId } } });
}

export function displayName(userId: number): string {
  const p = personOf(userId);
  return p ? `${p.firstName} ${p.lastName}` : String(userId);
}

export function studentNumberOf(userId: number): string {
  return personOf(userId)?.student?.studentNumber ?? '';
}

/** A user by student number or username. */
export function userByStudentNumber(text: string): UserRow | null {
  const wanted = text.trim();
  if (!wanted) return null;
  const profile = db.profile.getAll().find((p) => p.student?.studentNumber === wanted);
  const id = profile?.userId ?? db.user.getAll().find((u) => u.username === wanted)?.id;
  return id === undefined ? null : (db.user.findFirst({ where: { id: { equals: id } } }) ?? null);
}

/** Why the user may not live in the dormitories (not a student, entrance type, an operator's decision), or null. */
export function eligibilityProblem(userId: number): DormProblem | null {
  const profile = personOf(userId);
  if (!profile?.student)
    return problem(400, 'STUDENT_GROUP_USER_IS_NOT_A_STUDENT', 'این کاربر دانشجو نیست.', 'Not a student');
  const e = entrance();
  if (!e)
    return problem(
      404,
      'VALID_ENTRANCE_DORMITORY_NOT_FOUND',
      'دوره ثبت‌نام خوابگاه تعریف نشده است.',
      'No valid entrance',
    );
  if (!e.eligibleEntranceTypes.includes(profile.student.entranceType ?? '') || e.ineligibleUserIds.includes(userId)) {
    return problem(
      400,
      'STUDENT_GROUP_MEMBER_NOT_ELIGIBLE',
      `${profile.firstName} ${profile.lastName} واجد شرایط اسکان در خوابگاه نیست.`,
      `${userId} is not eligible for the dormitory`,
    );
  }
  return null;
}

// ───────────────────────────── Buildings ─────────────────────────────

export function dormitoryView(id: number): Dormitory | null {
  const d = db.dormitory.findFirst({ where: { id: { equals: id } } });
  return d
    ? {
        id: d.id,
        name: d.name,
        address: d.address,
        contactInfo: d.contactInfo,
        gender: d.gender === 'FEMALE' ? 'FEMALE' : 'MALE',
      }
    : null;
}

export function placeOfRoom(roomId: number) {
  const room = db.dormRoom.findFirst({ where: { id: { equals: roomId } } });
  const floor = room ? db.dormFloor.findFirst({ where: { id: { equals: room.floorId } } }) : null;
  const block = floor ? db.dormBlock.findFirst({ where: { id: { equals: floor.blockId } } }) : null;
  const dormitory = block ? db.dormitory.findFirst({ where: { id: { equals: block.dormitoryId } } }) : null;
  return room && floor && block && dormitory ? { room, floor, block, dormitory } : null;
}

/** Users holding a place in the room: its residents plus the members of groups placed there. */
export function peopleInRoom(roomId: number): number[] {
  const room = db.dormRoom.findFirst({ where: { id: { equals: roomId } } });
  const placed = db.studentGroup
    .getAll()
    .filter((g) => g.roomId === roomId && g.status === 'FINAL')
    .flatMap((g) => membersOf(g.id).map((m) => m.userId));
  return [...(room?.occupantIds ?? []), ...placed];
}

export function roomView(room: DormRoomRow): Room {
  return {
    id: room.id,
    code: room.code,
    roomSize: room.roomSize,
    personCount: peopleInRoom(room.id).length,
    price: room.price,
  };
}

export function floorsOfBlock(blockId: number, roomFilter: (r: DormRoomRow) => boolean = () => true): Floor[] {
  return db.dormFloor
    .getAll()
    .filter((f) => f.blockId === blockId)
    .sort((a, b) => a.id - b.id)
    .map((f) => ({
      id: f.id,
      name: f.name,
      rooms: db.dormRoom
        .getAll()
        .filter((r) => r.floorId === f.id && roomFilter(r))
        .sort((a, b) => a.id - b.id)
        .map(roomView),
    }));
}

export function blocksOf(dormitoryId: number) {
  return db.dormBlock
    .getAll()
    .filter((b) => b.dormitoryId === dormitoryId)
    .sort((a, b) => a.id - b.id);
}

export function roomMemberView(userId: number, index: number): RoomMember {
  const p = personOf(userId);
  return {
    id: index + 1,
    user: {
      firstName: p?.firstName ?? null,
      lastName: p?.lastName ?? null,
      student: {
        studentNumber: p?.student?.studentNumber ?? '',
        studyLevel: { id: p?.student?.studyLevel?.id ?? 0, name: p?.student?.studyLevel?.name ?? '' },
        studyMajor: { id: 0, name: p?.student?.studyMajor?.name ?? '' },
      },
    },
  };
}

// ───────────────────────────── Groups ─────────────────────────────

export function membersOf(groupId: number): GroupMemberRow[] {
  return db.groupMember
    .getAll()
    .filter((m) => m.groupId === groupId)
    .sort((a, b) => a.joinedAt - b.joinedAt || a.id - b.id);
}

/** The user's group: the one they lead, or the one they are a member (or invitee) of. */
export function groupOfUser(userId: number): StudentGroupRow | null {
  const membership = db.groupMember.getAll().find((m) => m.userId === userId);
  if (!membership) return null;
  return db.studentGroup.findFirst({ where: { id: { equals: membership.groupId } } }) ?? null;
}

/** WAITING until every member (two at least) has accepted, then APPROVED; FINAL is kept while a room is held. */
export function recomputeStatus(groupId: number): void {
  const group = db.studentGroup.findFirst({ where: { id: { equals: groupId } } });
  if (!group) return;
  const members = membersOf(groupId);
  let status: string;
  if (group.roomId) status = 'FINAL';
  else if (group.solitary) status = 'APPROVED';
  else status = members.length >= 2 && members.every((m) => m.status !== 'WAITING') ? 'APPROVED' : 'WAITING';
  db.studentGroup.update({ where: { id: { equals: groupId } }, data: { status } });
  for (const m of members) {
    const memberStatus = status === 'FINAL' ? 'FINAL' : m.status === 'FINAL' ? 'APPROVED' : m.status;
    if (memberStatus !== m.status)
      db.groupMember.update({ where: { id: { equals: m.id } }, data: { status: memberStatus } });
  }
}

function memberView(m: GroupMemberRow): GroupMember {
  const p = personOf(m.userId);
  return {
    studentNumber: p?.student?.studentNumber ?? '',
    firstName: p?.firstName ?? null,
    lastName: p?.lastName ?? null,
    date: formatDate(m.joinedAt),
    status: m.status === 'FINAL' ? 'FINAL' : m.status === 'APPROVED' ? 'APPROVED' : 'WAITING',
  };
}

export function groupView(group: StudentGroupRow): StudentGroup {
  const members = membersOf(group.id);
  const head = members.find((m) => m.userId === group.headId);
  const place = group.roomId ? placeOfRoom(group.roomId) : null;
  return {
    id: group.id,
    head: head ? memberView(head) : { studentNumber: studentNumberOf(group.headId) },
    members: members.map(memberView),
    status: group.status === 'FINAL' ? 'FINAL' : group.status === 'APPROVED' ? 'APPROVED' : 'WAITING',
    roomSize: group.roomSize,
    solitary: group.solitary,
    transferStatus: group.transferStatus,
    dormitoryRoom: place
      ? {
          id: place.room.id,
          code: place.room.code,
          roomSize: place.room.roomSize,
          dormitory: dormitoryView(place.dormitory.id) ?? undefined,
          dormitoryFloor: { id: place.floor.id, name: place.floor.name },
          dormitoryBlock: { id: place.block.id, name: place.block.name },
        }
      : null,
  };
}

/** The dormitory the user was accepted in by pre-registration (its destination), or 0. */
export function acceptedDormitoryOf(userId: number): number {
  const e = entrance();
  const request = db.dormRequest
    .getAll()
    .find(
      (r) =>
        r.userId === userId && r.semesterId === e?.semesterId && (r.status === 'APPROVED' || r.status === 'ACCEPT'),
    );
  return request?.destinationDormitoryId ?? 0;
}
