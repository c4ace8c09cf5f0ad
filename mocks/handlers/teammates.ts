import type { Teammate, TeammateUser } from '@/api/generated/rest/model';
import { isSession, requireUser, requireUserAndBody } from '../auth';
import { asInt, asString, done, invalidBody, invalidPage, ok, pageOf, pageRequest, refuse, restHttp } from '../http';
import { nowMs } from '../world/clock';
import { db, nextId, type TeammateRow, type UserRow } from '../world/db';
import { dateOfEpochDay } from '../world/program-calendar';
import type { Violation } from '../world/reservation-rules';
import { findPerson, people, today, type Person } from '../world/reservation-store';
import { homeUniversity } from '../world/views';

/*
 * Teammates (modules.md 2.3, 4, 7). A link has an inviter and an invitee: POST {username}
 * (the student number, or the username) invites (WAITING); only the invitee confirms it
 * (PUT {confirmation: true} → FINAL; false rejects it); either side deletes it (remove, leave,
 * reject). Allowed with the role ROLE_RS_USER_TEAMMATES, or with the group's checkTeammate and
 * the university's teammate flag (403 otherwise).
 *
 * The list (payload.content, size 999 in the UI) shows, for each link, the other person, except
 * an invitation the user received and has not answered: that row is the user's own (status
 * WAITING), which is what the client offers accept and reject on; `direction` (SENT or RECEIVED)
 * and `invitedBy` say who invited whom (assumed fields of the contract's Teammate).
 * reserveCount: the person's reserves (units) from today on.
 */

type TeammateView = Teammate & { direction: 'SENT' | 'RECEIVED'; invitedBy: TeammateUser };

const problem = (status: number, resource: string, messageFa: string, message: string): Violation => ({
  status,
  resource,
  messageFa,
  message,
});

const TEAMMATES_ROLE = 'ROLE_RS_USER_TEAMMATES';
const MAX_TEAMMATES = 10;

function mayUseTeammates(user: UserRow): Violation | null {
  if (user.authorities.includes(TEAMMATES_ROLE)) return null;
  const group = db.profile.findFirst({ where: { userId: { equals: user.id } } })?.group;
  if (group?.checkTeammate && homeUniversity()?.samad.teammate) return null;
  return problem(
    403,
    'TEAMMATE_NOT_ALLOWED',
    'امکان تعریف هم‌گروهی برای شما فعال نیست.',
    'Teammates are not enabled for this user',
  );
}

const userOf = (p: Person | undefined): TeammateUser => ({
  username: p?.username ?? '',
  firstName: p?.firstName ?? null,
  lastName: p?.lastName ?? null,
});

function reserveCounts(): Map<number, number> {
  const from = dateOfEpochDay(today());
  const counts = new Map<number, number>();
  for (const r of db.reserve.getAll())
    if (r.date >= from && r.selectedCount > 0) counts.set(r.userId, (counts.get(r.userId) ?? 0) + r.selectedCount);
  return counts;
}

function linksOf(userId: number): TeammateRow[] {
  return db.teammate
    .getAll()
    .filter((t) => t.inviterId === userId || t.inviteeId === userId)
    .sort((a, b) => a.createdAt - b.createdAt || a.id - b.id);
}

function listOf(userId: number): TeammateView[] {
  const persons = people();
  const counts = reserveCounts();
  return linksOf(userId).map((t) => {
    const sent = t.inviterId === userId;
    const shown = sent ? t.inviteeId : t.status === 'WAITING' ? userId : t.inviterId;
    return {
      id: t.id,
      user: userOf(persons.get(shown)),
      status: t.status === 'FINAL' ? 'FINAL' : 'WAITING',
      reserveCount: counts.get(shown) ?? 0,
      direction: sent ? 'SENT' : 'RECEIVED',
      invitedBy: userOf(persons.get(t.inviterId)),
    };
  });
}

const list = restHttp.get('/rest/nurtures/users/teammates', ({ request, response }) => {
  const session = requireUser(request, { allowed: mayUseTeammates });
  if (!isSession(session)) return response.untyped(session);
  const page = pageRequest(request.url, 999, 999);
  if (!page) return response('default').json(invalidPage(), { status: 400 });
  return response(200).json(ok(pageOf(listOf(session.user.id), page)));
});

const add = restHttp.post('/rest/nurtures/users/teammates', async ({ request, response }) => {
  const input = await requireUserAndBody(request, { allowed: mayUseTeammates });
  if (input instanceof Response) return response.untyped(input);
  const {
    session: { user },
    body,
  } = input;
  const wanted = asString(body.username).trim();
  if (!wanted)
    return response.untyped(
      refuse(
        problem(400, 'TEAMMATE_USERNAME_REQUIRED', 'شمارهٔ دانشجویی هم‌گروهی را وارد کنید.', 'username is required'),
      ),
    );
  const other = findPerson(wanted);
  if (!other)
    return response.untyped(
      refuse(problem(404, 'USER_NOT_FOUND', 'دانشجویی با این شماره یافت نشد.', `No user ${wanted}`)),
    );
  if (other.id === user.id)
    return response.untyped(
      refuse(
        problem(400, 'TEAMMATE_SELF', 'نمی‌توانید خودتان را به‌عنوان هم‌گروهی اضافه کنید.', 'Cannot add yourself'),
      ),
    );
  if (!other.isStudent)
    return response.untyped(
      refuse(problem(400, 'TEAMMATE_NOT_STUDENT', 'فقط دانشجویان را می‌توان هم‌گروهی کرد.', 'Not a student')),
    );
  const links = linksOf(user.id);
  if (links.some((t) => t.inviterId === other.id || t.inviteeId === other.id)) {
    return response.untyped(
      refuse(
        problem(
          400,
          'TEAMMATE_ALREADY_EXISTS',
          'این دانشجو پیش‌تر هم‌گروهی شما شده یا دعوت شده است.',
          'Already linked',
        ),
      ),
    );
  }
  if (links.length >= MAX_TEAMMATES) {
    return response.untyped(
      refuse(
        problem(
          400,
          'TEAMMATE_LIMIT',
          `حداکثر ${MAX_TEAMMATES} هم‌گروهی می‌توانید داشته باشید.`,
          `At most ${MAX_TEAMMATES}`,
        ),
      ),
    );
  }
  db.teammate.create({
    id: nextId('teammate', 401),
    inviterId: user.id,
    inviteeId: other.id,
    status: 'WAITING',
    createdAt: nowMs(),
  });
  const name = [other.firstName, other.lastName].filter(Boolean).join(' ') || other.username;
  return response(200).json(done(`دعوت هم‌گروهی برای ${name} فرستاده شد.`, 'Teammate invited'));
});

function ownLink(userId: number, id: number | null): TeammateRow | null {
  return id === null ? null : (linksOf(userId).find((t) => t.id === id) ?? null);
}

const confirm = restHttp.put('/rest/nurtures/users/teammates/{id}', async ({ request, params, response }) => {
  const input = await requireUserAndBody(request, { allowed: mayUseTeammates });
  if (input instanceof Response) return response.untyped(input);
  const {
    session: { user },
    body,
  } = input;
  if (typeof body.confirmation !== 'boolean') return response(400).json(invalidBody());
  const link = ownLink(user.id, asInt(params.id));
  if (!link)
    return response.untyped(refuse(problem(404, 'TEAMMATE_NOT_FOUND', 'هم‌گروهی یافت نشد.', 'No such teammate link')));
  if (link.inviteeId !== user.id) {
    return response.untyped(
      refuse(
        problem(
          400,
          'TEAMMATE_CONFIRM_NOT_ALLOWED',
          'فقط دعوت‌شده می‌تواند دعوت را بپذیرد.',
          'Only the invitee confirms',
        ),
      ),
    );
  }
  if (!body.confirmation) {
    db.teammate.delete({ where: { id: { equals: link.id } } });
    return response(200).json(done('دعوت هم‌گروهی رد شد.', 'Invitation rejected'));
  }
  if (link.status === 'FINAL')
    return response.untyped(
      refuse(problem(400, 'TEAMMATE_ALREADY_FINAL', 'این دعوت پیش‌تر پذیرفته شده است.', 'Already FINAL')),
    );
  db.teammate.update({ where: { id: { equals: link.id } }, data: { status: 'FINAL' } });
  return response(200).json(done('به گروه پیوستید.', 'Teammate confirmed'));
});

const remove = restHttp.delete('/rest/nurtures/users/teammates/{id}', ({ request, params, response }) => {
  const session = requireUser(request, { allowed: mayUseTeammates });
  if (!isSession(session)) return response.untyped(session);
  const link = ownLink(session.user.id, asInt(params.id));
  if (!link)
    return response.untyped(refuse(problem(404, 'TEAMMATE_NOT_FOUND', 'هم‌گروهی یافت نشد.', 'No such teammate link')));
  db.teammate.delete({ where: { id: { equals: link.id } } });
  return response(200).json(done('هم‌گروهی حذف شد.', 'Teammate removed'));
});

export const teammateHandlers = [list, add, confirm, remove];
