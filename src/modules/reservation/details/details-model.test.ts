import { describe, expect, it } from 'vitest';
import type { ReserveWeekDay } from '@/api/generated/rest/model';
import { consumedCountOf, detailSections } from './details-model';

const mealTypes = [
  { id: 1, name: 'صبحانه' },
  { id: 2, name: 'ناهار' },
];

const day: ReserveWeekDay = {
  date: '2025-01-15',
  dateJStr: '1403/10/26',
  mealTypes: [
    {
      mealTypeId: 1,
      reserve: { id: 11, mealTypeId: 1, consumed: true, selectedCount: 1, foodNames: 'نان و پنیر' },
      teammateReserve: [],
      startServeTime: '07:00',
      endServeTime: '09:00',
    },
    {
      mealTypeId: 2,
      reserve: {
        id: 12,
        mealTypeId: 2,
        consumed: false,
        selectedCount: 3,
        foodNames: 'چلو کباب|ماست',
        consumedCount: 1,
      } as never,
      teammateReserve: [
        {
          id: 21,
          mealTypeId: 2,
          consumed: false,
          selectedCount: 2,
          foodNames: 'قیمه',
          username: '4012',
          firstName: 'علی',
          lastName: 'رضایی',
        },
      ],
    },
  ],
  dailySales: [{ reserveDailySaleId: 31, dailySellProgramId: 41, selectedCount: 1, mealTypeId: 2, consumed: false }],
};

describe('detailSections', () => {
  it('mode 1 has own reserves, daily-sale items and teammate reserves', () => {
    expect(detailSections(day, mealTypes, 1).map((s) => s.key)).toEqual(['own', 'dailySales', 'teammates']);
  });

  it('mode 2 is the user only, mode 3 teammates only', () => {
    expect(detailSections(day, mealTypes, 2).map((s) => s.key)).toEqual(['own', 'dailySales']);
    expect(detailSections(day, mealTypes, 3).map((s) => s.key)).toEqual(['teammates']);
  });

  it('splits a partly consumed reserve into remaining and consumed parts, consumed ones last', () => {
    const own = detailSections(day, mealTypes, 2)[0]!.cards;
    expect(own.map((c) => [c.mealTypeName, c.count, c.consumed])).toEqual([
      ['ناهار', 2, false],
      ['صبحانه', 1, true],
      ['ناهار', 1, true],
    ]);
    expect(own[0]).toMatchObject({ main: 'چلو کباب', side: 'ماست', reserveId: 12 });
  });

  it('names the teammate who owns a reserve', () => {
    const mates = detailSections(day, mealTypes, 3)[0]!.cards;
    expect(mates).toEqual([expect.objectContaining({ owner: 'علی رضایی', count: 2, main: 'قیمه' })]);
  });

  it('marks daily-sale cards (their QR and forgotten-card code use the daily-sale reserve)', () => {
    const daily = detailSections(day, mealTypes, 2)[1]!.cards;
    expect(daily).toEqual([
      expect.objectContaining({ dailySale: true, reserveId: 31, mealTypeName: 'ناهار', count: 1 }),
    ]);
  });
});

describe('consumedCountOf', () => {
  it('is all or nothing without a consumed count', () => {
    expect(consumedCountOf({ mealTypeId: 1, consumed: true, selectedCount: 2 })).toBe(2);
    expect(consumedCountOf({ mealTypeId: 1, consumed: false, selectedCount: 2 })).toBe(0);
  });
});
