import { listReserves } from './reserves/weekly-reserves';
import { updateReserve, createReserve } from './reserves/reserve-and-cancel';
import { changeSelf } from './reserves/change-self';
import { sellReserve, cancelSold, buyFreeFood } from './reserves/free-food';
import { votable, reasons, vote } from './reserves/votes';
import { forgetCard } from './reserves/forgotten-card';

/*
 * Reserves (modules.md 2.4, 2.5, 4, 7, 8), one file per resource in ./reserves/, with the rules
 * enforced there (reservation-rules.ts):
 *
 * - GET /rest/reserves?weekStartDate&selfType: the user's week (Saturday to Friday; the date is
 *   moved back to its Saturday, an empty one is this week), one entry per meal type of the variant
 *   (its name and date, the reserve as a full record), the FINAL teammates' reserves, the user's
 *   daily-sale purchases of each day, and remainCredit (what real clients read: foodie, Poisonad-v2).
 * - Reserve and cancel: PUT /rest/reserves/{id}/reserve (id = the program, the body's foodTypeId
 *   the choice, as every real client sends it) and POST /rest/reserves (programId + foodTypeId;
 *   `count` in the new mode, `selectedCount` in the legacy one); `selected: false` cancels. Raising a count needs the reserve deadline open
 *   (12:00 two days before), lowering it the cancel deadline (12:00 the day before); counts stay
 *   within validMin/validMax of the item and validTotalCount of the meal; capacity (crowd + the
 *   seeded users) answers RESERVE_MAX_RESERVE_COUNT_CROSS; one self per meal and day (moving is
 *   the change of self). The price is charged (subsidy first, then cash; the free restaurant cash
 *   only) and refunded on cancel to where it came from (last paid first).
 * - PUT /rest/reserves/change-self: before the cancel deadline, to a self serving the same food
 *   (changableSelfs), the toll (selfChangeToll) charged, not refunded.
 * - Free food: PUT .../v2/{id}/sell-reserve once the cancel deadline has passed and before the
 *   serve starts (toll saleableFreeFoodToll); .../cancel-sold-reserve; PUT
 *   .../v2/programs/{programId}/buy-free-food takes one unit of another student's reserve on sale:
 *   the buyer pays price + buyableFreeFoodToll from cash, the seller gets the price in cash and
 *   one unit less.
 * - Votes: consumed reserves of dining halls of the last 7 days not yet rated are votable; a vote
 *   (score 1-5, comment <= 250, reasons not both sides of one aspect) updates the food's average.
 * - Forgotten-card codes: for today's or later reserves (or daily-sale purchases), at most 2 for
 *   meals of one week and 3 for one Jalali month (by serve date); printing the same reserve again
 *   answers the same code without counting again.
 */

export const reserveHandlers = [
  listReserves,
  createReserve,
  updateReserve,
  changeSelf,
  sellReserve,
  cancelSold,
  buyFreeFood,
  votable,
  reasons,
  vote,
  forgetCard,
];
