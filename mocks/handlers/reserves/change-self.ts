import { requireUserAndBody } from '../../auth';
import { asInt, done, refuse, restHttp } from '../../http';
import { logActivity } from '../../world/activity';
import { ProgramCalendar } from '../../world/program-calendar';
import { ownReserve, pay, reservesOf, seatsTaken, timesOf, updateReserveRow } from '../../world/reservation-store';
import { faTomans } from '../../world/format';
import { selfIdIn } from '../../world/external-ids';
import { problem, notFound } from './shared';

export const changeSelf = restHttp.put('/rest/reserves/change-self', async ({ request, response }) => {
  const input = await requireUserAndBody(request);
  if (input instanceof Response) return response.untyped(input);
  const { session, body } = input;
  const user = session.user;
  // The university's self ids (a persona may mirror one: world/external-ids.ts).
  const askedDestination = asInt(body.destinationSelfId);
  const destinationSelfId = askedDestination === null ? null : selfIdIn(askedDestination);
  if (destinationSelfId === null) {
    return response.untyped(
      refuse(
        problem(400, 'CHANGE_SELF_DESTINATION_REQUIRED', 'سلف مقصد را انتخاب کنید.', 'destinationSelfId is required'),
      ),
    );
  }
  const cal = new ProgramCalendar();
  const reserveId = asInt(body.reserveId);
  const programId = asInt(body.programId);
  const foodTypeId = asInt(body.foodTypeId);
  const own =
    (reserveId !== null ? ownReserve(user.id, reserveId) : null) ??
    reservesOf(user.id).find(
      (r) =>
        r.programId === programId &&
        r.selectedCount > 0 &&
        (foodTypeId === null || cal.item(r.itemId)?.item.foodTypeId === foodTypeId),
    ) ??
    null;
  const found = own ? cal.item(own.itemId) : null;
  if (!own || !found || own.selectedCount < 1) return response.untyped(refuse(notFound('رزرو', 'RESERVE_NOT_FOUND')));
  const askedSource = asInt(body.sourceSelfId);
  const sourceSelfId = askedSource === null ? null : selfIdIn(askedSource);
  if (sourceSelfId !== null && sourceSelfId !== own.selfId) {
    return response.untyped(
      refuse(
        problem(
          400,
          'CHANGE_SELF_SOURCE_MISMATCH',
          'سلف مبدأ با سلف رزرو هم‌خوانی ندارد.',
          "sourceSelfId is not the reserve's self",
        ),
      ),
    );
  }
  if (destinationSelfId === own.selfId)
    return response.untyped(refuse(problem(400, 'CHANGE_SELF_SAME', 'سلف مقصد با سلف فعلی یکی است.', 'Same self')));
  const { program, item } = found;
  if (timesOf(program, program.self).cancelRuleViolated) {
    return response.untyped(
      refuse(
        problem(
          400,
          'CHANGE_SELF_TIME_PASSED',
          'مهلت تغییر سلف این وعده (تا ساعت ۱۲ روز پیش از سرو) به پایان رسیده است.',
          'The change-self deadline has passed',
        ),
      ),
    );
  }
  if (own.forSale)
    return response.untyped(
      refuse(
        problem(
          400,
          'RESERVE_FOR_SALE',
          'این رزرو برای فروش گذاشته شده است؛ ابتدا فروش را لغو کنید.',
          'The reserve is up for sale',
        ),
      ),
    );
  // The whole meal moves (one self per meal and day): every item the user holds in this program.
  const moves = reservesOf(user.id)
    .filter((r) => r.programId === own.programId && r.selectedCount > 0)
    .map((r) => {
      const from = cal.item(r.itemId);
      return {
        row: r,
        target: from
          ? cal.changeTargets(from.program, from.item).find((t) => t.self.id === destinationSelfId)
          : undefined,
      };
    });
  const target = moves.find((m) => m.row.id === own.id)?.target;
  if (!target || moves.some((m) => !m.target)) {
    return response.untyped(
      refuse(
        problem(
          400,
          'CHANGE_SELF_DESTINATION_INVALID',
          'انتقال این رزرو به سلف انتخاب‌شده ممکن نیست.',
          'Not one of the changable selfs',
        ),
      ),
    );
  }
  const moved = moves.reduce((sum, m) => sum + m.row.selectedCount, 0);
  if (moves.some((m) => m.row.selectedCount > m.target!.item.validMaxCount) || moved > target.program.validTotalCount) {
    return response.untyped(
      refuse(
        problem(
          400,
          'CHANGE_SELF_DESTINATION_LIMIT',
          `در «${target.self.name}» حداکثر ${target.program.validTotalCount} عدد از این وعده رزرو می‌شود.`,
          'The counts exceed the destination limits',
        ),
      ),
    );
  }
  if (
    moves.some(
      (m) => cal.crowd(m.target!.item) + seatsTaken(m.target!.item.id) + m.row.selectedCount > m.target!.item.capacity,
    )
  ) {
    return response.untyped(
      refuse(
        problem(
          400,
          'RESERVE_MAX_RESERVE_COUNT_CROSS',
          'غذای انتخاب‌شده تا سقف ظرفیت توسط کاربران رزرو شده است.',
          'The destination is full',
        ),
      ),
    );
  }
  const toll = program.self.selfChangeToll;
  const paid = pay(user.id, toll);
  if (!paid.ok) return response.untyped(refuse(paid.violation));
  for (const m of moves)
    updateReserveRow(m.row.id, {
      itemId: m.target!.item.id,
      programId: m.target!.program.id,
      selfId: m.target!.self.id,
    });
  logActivity(user.id, 'ChangeSelfActivity', {
    serveDate: program.date,
    price: toll,
    diff: -toll,
    fromSelf: program.self.name,
    toSelf: target.self.name,
    foodName: item.food.name,
  });
  return response(200).json(
    done(`رزرو به «${target.self.name}» منتقل شد${toll ? ` (کارمزد ${faTomans(toll)} تومان)` : ''}.`, 'Self changed'),
  );
});
