import { HttpResponse } from 'msw';
import type { Semester } from '@/api/generated/rest/model';
import { isSession, requireUser, requireUserAndBody } from '../../auth';
import { asString, invalidBody, refuse, type Envelope } from '../../http';
import { nowMs } from '../../world/clock';
import { db, type StudentGroupRow, type UserRow } from '../../world/db';
import { groupOfUser, placeOfRoom, problem } from '../../world/dormitory-store';
import { formatDate } from '../../world/time';

export function sessionOf(request: Request): UserRow | Response {
  const session = requireUser(request);
  return isSession(session) ? session.user : session;
}

export const GROUP_NOT_FOUND = problem(
  404,
  'STUDENT_GROUP_NOT_FOUND',
  'گروهی برای شما ثبت نشده است.',
  'No student group',
);
export const NOT_HEAD = problem(
  403,
  'STUDENT_GROUP_NOT_HEAD',
  'فقط سرگروه می‌تواند این کار را انجام دهد.',
  'Only the head may do this',
);

/** The group the user heads, or the answer when they have none (404) or are not its head (403). */
export function headedGroup(userId: number): StudentGroupRow | HttpResponse<Envelope> {
  const group = groupOfUser(userId);
  if (!group) return refuse(GROUP_NOT_FOUND);
  return group.headId === userId ? group : refuse(NOT_HEAD);
}

/** The head's call naming a member by `studentNumber` (add, remove): who asks, for whom, in which group; or the answer instead. */
export async function headAsking(
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

export function semesterView(id: number): Semester {
  const s = db.dormSemester.findFirst({ where: { id: { equals: id } } });
  return s ? { id: s.id, name: s.name, period: { name: s.periodName }, startDate: s.startDate } : { name: '' };
}

export function shownCardexes(userId: number) {
  const today = formatDate(nowMs());
  return db.cardex
    .getAll()
    .filter((c) => c.userId === userId)
    .map((c) => ({ c, semester: semesterView(c.semesterId), place: placeOfRoom(c.roomId) }))
    .filter((x) => (x.semester.startDate ?? '') <= today)
    .sort((a, b) => (b.semester.startDate ?? '').localeCompare(a.semester.startDate ?? ''));
}
