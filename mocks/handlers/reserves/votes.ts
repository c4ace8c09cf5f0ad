import type { VotableItem } from '@/api/generated/rest/model';
import { isSession, requireUser, requireUserAndBody } from '../../auth';
import { asInt, done, ok, refuse, restHttp } from '../../http';
import { nowMs } from '../../world/clock';
import { db, nextId, type ReserveRow } from '../../world/db';
import { dateOfEpochDay, ProgramCalendar, type ItemDef, type ProgramDef } from '../../world/program-calendar';
import { checkVote, VOTABLE_DAYS } from '../../world/reservation-rules';
import { reservesOf, timesOf, today } from '../../world/reservation-store';
import { problem, notFound } from './shared';

export function votableOf(userId: number): Array<{ row: ReserveRow; program: ProgramDef; item: ItemDef }> {
  const cal = new ProgramCalendar();
  const voted = new Set(
    db.vote
      .getAll()
      .filter((v) => v.userId === userId)
      .map((v) => v.reserveId),
  );
  const from = dateOfEpochDay(today() - VOTABLE_DAYS);
  const out: Array<{ row: ReserveRow; program: ProgramDef; item: ItemDef }> = [];
  for (const row of reservesOf(userId)) {
    if (row.date < from || row.selectedCount < 1 || voted.has(row.id)) continue;
    const found = cal.item(row.itemId);
    if (!found || found.program.self.type !== 'NORMAL' || !timesOf(found.program, found.program.self).consumed)
      continue;
    out.push({ row, ...found });
  }
  return out.sort((a, b) => b.row.date.localeCompare(a.row.date) || b.program.meal.id - a.program.meal.id);
}

export const votable = restHttp.get('/rest/reserves/votable', ({ request, response }) => {
  const session = requireUser(request);
  if (!isSession(session)) return response.untyped(session);
  const items: VotableItem[] = votableOf(session.user.id).map(({ row, program, item }) => ({
    id: row.id,
    program: {
      id: program.id,
      date: program.date,
      mealType: { id: program.meal.id, name: program.meal.name },
      self: { id: program.self.id, name: program.self.name },
      foods: [{ id: item.food.id, name: item.food.name }],
    },
  }));
  return response(200).json(ok(items));
});

export const reasons = restHttp.get('/rest/reserves/votes/reasons', ({ request, response }) => {
  const session = requireUser(request);
  if (!isSession(session)) return response.untyped(session);
  const list = db.voteReason.getAll().sort((a, b) => a.id - b.id);
  return response(200).json(
    ok(
      list.map((r) => ({
        id: r.id,
        type: r.type === 'NEGATIVE' ? ('NEGATIVE' as const) : ('POSITIVE' as const),
        aspect: r.aspect,
        title: r.title,
      })),
    ),
  );
});

export const vote = restHttp.post('/rest/reserves/{id}/votes', async ({ request, params, response }) => {
  const input = await requireUserAndBody(request);
  if (input instanceof Response) return response.untyped(input);
  const { session, body } = input;
  const id = asInt(params.id);
  const target = votableOf(session.user.id).find((v) => v.row.id === id);
  if (!target) {
    const own = id === null ? null : reservesOf(session.user.id).find((r) => r.id === id);
    return response.untyped(
      refuse(
        own
          ? problem(
              400,
              'VOTE_NOT_ALLOWED',
              'این وعده قابل نظردهی نیست (مصرف نشده یا پیش‌تر نظر داده‌اید).',
              'Not votable',
            )
          : notFound('رزرو', 'RESERVE_NOT_FOUND'),
      ),
    );
  }
  const checked = checkVote(
    { score: body.score, description: body.description, problemIds: body.problemIds },
    db.voteReason.getAll(),
  );
  if (!checked.ok) return response.untyped(refuse(checked.violation));
  const foodRow = target.item.food;
  db.vote.create({
    id: nextId('vote', 701),
    userId: session.user.id,
    reserveId: target.row.id,
    foodId: foodRow.id,
    score: checked.score,
    description: checked.description,
    problemIds: checked.problemIds,
    createdAt: nowMs(),
  });
  db.food.update({
    where: { id: { equals: foodRow.id } },
    data: { scoreSum: foodRow.scoreSum + checked.score, voteCount: foodRow.voteCount + 1 },
  });
  return response(200).json(done('نظر شما ثبت شد. سپاس از همراهی شما.', 'Vote saved'));
});
