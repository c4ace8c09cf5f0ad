import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import type { ProgramWeekEnvelope } from '@/api/generated/rest/model';
import { setCachedItemCount } from './reservation-queries';

const KEY = ['programs', 1, '2025-01-18'];

function weekWith(item: Record<string, unknown>, reserves: Record<string, unknown>[] = []): ProgramWeekEnvelope {
  return {
    type: 'SUCCESS',
    payload: {
      selfWeekPrograms: [
        [{ programId: 900, mealTypeId: 2, date: '2025-01-20', programFoodTypes: [{ foodTypeId: 20, ...item }] }],
      ],
      userWeekReserves: reserves,
      mealTypes: [],
    },
  } as unknown as ProgramWeekEnvelope;
}

const itemOf = (client: QueryClient) =>
  client.getQueryData<ProgramWeekEnvelope>(KEY)!.payload.selfWeekPrograms[0]![0]!.programFoodTypes![0]!;

describe('setCachedItemCount', () => {
  it("moves what is left with the user's count (the spec's selectedCount on the item)", () => {
    const client = new QueryClient();
    client.setQueryData(KEY, weekWith({ selectedCount: 0, remainCapacity: 1 }));
    setCachedItemCount(client, KEY, { programId: 900, mealTypeId: 2 }, 20, 1);
    expect(itemOf(client)).toMatchObject({ selectedCount: 1, remainCapacity: 0 });
    setCachedItemCount(client, KEY, { programId: 900, mealTypeId: 2 }, 20, 0);
    expect(itemOf(client)).toMatchObject({ selectedCount: 0, remainCapacity: 1 });
  });

  it("and when the count is the week's reserves' (the live server's version)", () => {
    const client = new QueryClient();
    client.setQueryData(KEY, weekWith({ remainCapacity: 3 }, [{ programId: 900, foodTypeId: 20, selectedCount: 1 }]));
    setCachedItemCount(client, KEY, { programId: 900, mealTypeId: 2 }, 20, 3);
    expect(itemOf(client).remainCapacity).toBe(1);
  });
});
