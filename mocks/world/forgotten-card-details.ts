import type { ForgetCardCode } from '@/api/generated/rest/model';
import { db, type UserRow } from './db';
import { isSelfType, MEAL_TYPES, ProgramCalendar } from './program-calendar';
import { ownReserve, reservesOf } from './reservation-store';

/*
 * What a forgotten-card code is for, as the live server answers beside the code (Poisonad-v2's
 * forget-card-code.types.ts): the user, the self, the meal, the food type and names, the count and
 * how many are not served yet, and whether the code may be used. Only codes of meals not yet served
 * are issued, so remainCount is the count and the code is valid.
 */

type Details = Omit<ForgetCardCode, 'forgotCardCode'>;

/** Food names as the server writes them: each followed by `|` (Poisonad's sample `کتلت گوشت|`). */
const foodNames = (names: readonly string[]) => names.map((n) => `${n}|`).join('');

function details(
  user: UserRow,
  self: string,
  meal: string,
  foodType: string,
  names: readonly string[],
  count: number,
): Details {
  return {
    username: user.username,
    self,
    meal,
    foodType,
    foodName: foodNames(names),
    count,
    remainCount: count,
    valid: true,
  };
}

/** The details of the user's weekly reserve `reserveId` (its whole meal: every item reserved), or null. */
export function reserveCardDetails(user: UserRow, reserveId: number, count: number): Details | null {
  const own = ownReserve(user.id, reserveId);
  const calendar = new ProgramCalendar();
  const found = own ? calendar.item(own.itemId) : null;
  if (!own || !found) return null;
  const items = reservesOf(user.id)
    .filter((r) => r.programId === own.programId)
    .map((r) => calendar.item(r.itemId)?.item)
    .filter((i) => i !== undefined);
  return details(
    user,
    found.program.self.name,
    found.program.meal.name,
    found.item.foodTypeTitle,
    items.map((i) => i.food.name),
    count,
  );
}

/** The details of the user's daily-sale reserve `reserveId`, or null. */
export function dailySaleCardDetails(user: UserRow, reserveId: number, count: number): Details | null {
  const row = db.dailySaleReserve.getAll().find((r) => r.id === reserveId && r.userId === user.id);
  const program = row ? db.dailySellProgram.getAll().find((p) => p.id === row.dailySellProgramId) : undefined;
  if (!program) return null;
  const self = db.self.findFirst({ where: { id: { equals: program.selfId } } });
  const food = db.food.findFirst({ where: { id: { equals: program.foodId } } });
  const meal =
    self && isSelfType(self.type) ? MEAL_TYPES[self.type].find((m) => m.id === program.mealTypeId) : undefined;
  return details(user, self?.name ?? '', meal?.name ?? '', program.foodTypeTitle, food ? [food.name] : [], count);
}
