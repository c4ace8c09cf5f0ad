// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  byRating,
  MIN_RATING_VOTES,
  pickItem,
  ratingValue,
  type PlanItem,
  type PlanPreferences,
} from './week-plan-rules';
import { planItem } from './testing/week-plan-fixture';

function item(foodTypeId: number, food: string, rating: [number | null, number], price = 300_000): PlanItem {
  const [averageScore, voteCount] = rating;
  return planItem(foodTypeId, food, price, { averageScore, voteCount });
}

const prefs = (over: Partial<PlanPreferences> = {}): PlanPreferences => ({
  meals: {},
  foods: {},
  history: {},
  ...over,
});

describe('the planner prefers the better rated among equally liked foods', () => {
  it('reads the average as shown (rounded to 0.5); too few votes count as the scale middle', () => {
    expect(ratingValue({ averageScore: 4.26, voteCount: 37 })).toBe(4.5);
    expect(ratingValue({ averageScore: 4.7, voteCount: MIN_RATING_VOTES - 1 })).toBe(3);
    expect(ratingValue({ averageScore: null, voteCount: 0 })).toBe(3);
    expect(byRating(item(1, 'a', [4.5, 10]), item(2, 'b', [2, 10]))).toBeLessThan(0);
    expect(byRating(item(1, 'a', [4.1, 10]), item(2, 'b', [3.9, 10]))).toBe(0);
  });

  it('among neutral foods, the better rated wins over the cheaper and the server order', () => {
    const items = [item(1, 'قیمه', [3.1, 40], 200_000), item(2, 'کباب کوبیده', [4.4, 37], 380_000)];
    expect(pickItem(items, prefs())?.foodTypeId).toBe(2);
  });

  it('among liked foods too, and before the history count', () => {
    const items = [item(1, 'قیمه', [2.5, 12]), item(2, 'زرشک‌پلو با مرغ', [4.5, 20])];
    const liked = prefs({ foods: { قیمه: 'liked', 'زرشک‌پلو با مرغ': 'liked' }, history: { قیمه: 5 } });
    expect(pickItem(items, liked)?.foodTypeId).toBe(2);
  });

  it('never changes how the student ranks: a liked poorly rated food beats a neutral well rated one', () => {
    const items = [item(1, 'قیمه', [1.5, 30]), item(2, 'کباب', [5, 30])];
    expect(pickItem(items, prefs({ foods: { قیمه: 'liked' } }))?.foodTypeId).toBe(1);
    expect(pickItem(items, prefs({ foods: { کباب: 'never' } }))?.foodTypeId).toBe(1);
  });

  it('an unrated food stands between a well and a poorly rated one; equal ratings fall to the cheaper', () => {
    const unrated = item(1, 'عدس‌پلو', [null, 0], 250_000);
    expect(pickItem([unrated, item(2, 'مرغ', [2, 15], 200_000)], prefs())?.foodTypeId).toBe(1);
    expect(pickItem([unrated, item(2, 'مرغ', [4, 15], 300_000)], prefs())?.foodTypeId).toBe(2);
    expect(pickItem([item(1, 'a', [4, 9], 300_000), item(2, 'b', [4.1, 9], 200_000)], prefs())?.foodTypeId).toBe(2);
  });
});
