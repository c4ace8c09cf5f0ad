import { isSession, requireUser } from '../../auth';
import { asInt, ok, refuse, restHttp } from '../../http';
import { nowMs } from '../../world/clock';
import { db, nextId } from '../../world/db';
import {
  dateOfEpochDay,
  epochDayOf,
  instantAt,
  jalaliMonthOfDay,
  ProgramCalendar,
  weekStartOf,
} from '../../world/program-calendar';
import { checkForgottenCardLimits, forgotCardCode } from '../../world/reservation-rules';
import { ownReserve, reservesOf, timesOf, today } from '../../world/reservation-store';
import { dailySaleCardDetails, reserveCardDetails } from '../../world/forgotten-card-details';
import { problem, notFound } from './shared';

export const forgetCard = restHttp.get('/rest/forget-card-codes/print', ({ request, response }) => {
  const session = requireUser(request);
  if (!isSession(session)) return response.untyped(session);
  const user = session.user;
  const params = new URL(request.url).searchParams;
  const reserveId = asInt(params.get('reserveId'));
  const dailySale = params.get('dailySale') === 'true';
  const askedCount = params.has('count') ? asInt(params.get('count')) : null;
  if (reserveId === null)
    return response.untyped(
      refuse(problem(400, 'RESERVE_ID_REQUIRED', 'رزرو مشخص نشده است.', 'reserveId is required')),
    );

  let serveDay: number | null = null;
  let available = 0;
  let consumed = true;
  if (dailySale) {
    const row = db.dailySaleReserve.getAll().find((r) => r.id === reserveId && r.userId === user.id);
    const program = row ? db.dailySellProgram.getAll().find((p) => p.id === row.dailySellProgramId) : undefined;
    if (row && program) {
      serveDay = epochDayOf(program.date);
      available = row.selectedCount;
      consumed = serveDay === null || nowMs() >= instantAt(serveDay, program.finishTime);
    }
  } else {
    const own = ownReserve(user.id, reserveId);
    const found = own ? new ProgramCalendar().item(own.itemId) : null;
    if (own && found) {
      serveDay = found.program.day;
      // The weekly list shows one reserve per meal (its items added up): the code covers the meal.
      available = reservesOf(user.id)
        .filter((r) => r.programId === own.programId)
        .reduce((sum, r) => sum + r.selectedCount, 0);
      consumed = timesOf(found.program, found.program.self).consumed;
    }
  }
  if (serveDay === null) return response.untyped(refuse(notFound('رزرو', 'RESERVE_NOT_FOUND')));
  if (consumed || serveDay < today()) {
    return response.untyped(
      refuse(
        problem(
          400,
          'FORGOTTEN_CARD_NOT_ALLOWED',
          'برای وعده‌ای که گذشته یا تحویل شده است کد فراموشی کارت صادر نمی‌شود.',
          'The meal is past or consumed',
        ),
      ),
    );
  }
  const count = askedCount ?? available;
  if (count < 1 || count > available) {
    return response.untyped(
      refuse(
        problem(
          400,
          'FORGOTTEN_CARD_COUNT_INVALID',
          'تعداد درخواستی بیش از تعداد رزرو است.',
          'count must be 1..selectedCount',
        ),
      ),
    );
  }
  const uses = db.forgottenCardUse.getAll().filter((u) => u.userId === user.id);
  const again = uses.find((u) => u.reserveId === reserveId && u.dailySale === dailySale);
  const code = forgotCardCode(user.id, reserveId, dailySale, count);
  const about = (dailySale ? dailySaleCardDetails : reserveCardDetails)(user, reserveId, count);
  if (again) {
    if (again.count !== count)
      db.forgottenCardUse.update({ where: { id: { equals: again.id } }, data: { count, code } });
    return response(200).json(ok({ ...about, forgotCardCode: code }));
  }
  const week = weekStartOf(serveDay);
  const month = jalaliMonthOfDay(serveDay);
  const limit = checkForgottenCardLimits({
    sameWeek: uses.filter((u) => weekStartOf(epochDayOf(u.serveDate) ?? 0) === week).length,
    sameMonth: uses.filter((u) => jalaliMonthOfDay(epochDayOf(u.serveDate) ?? 0) === month).length,
  });
  if (limit) return response.untyped(refuse(limit));
  db.forgottenCardUse.create({
    id: nextId('forgottenCardUse', 1),
    userId: user.id,
    reserveId,
    dailySale,
    count,
    code,
    serveDate: dateOfEpochDay(serveDay),
    createdAt: nowMs(),
  });
  return response(200).json(ok({ ...about, forgotCardCode: code }, { messageFa: 'کد فراموشی کارت صادر شد.' }));
});
