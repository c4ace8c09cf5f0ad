import type { SelfType } from '@/api/generated/rest/model';
import { gregorianToJdn, jalaliString, jdnToJalali } from '@/lib/jalali';
import { hash32 } from './bytes';
import { db, type FoodRow, type SelfRow } from './db';
import { DAY_MS, TEHRAN_OFFSET_MS } from './time';

/*
 * The program calendar of the reservation world (modules.md 3 "Program meal"): which self serves
 * which meal with which options on which day, and at what price and capacity.
 *
 * Programs are not stored rows. They follow from
 *   - the self rows (db.self: type, schedule key, deadlines and tolls),
 *   - the food catalogue (db.food: names, prices, vote totals),
 *   - the calendar window (db.programCalendar: 6 weeks before and 5 after the seed's week),
 *   - and the weekly schedules below (meals, options, rotations of the menu),
 * so the same date always has the same menu, ids are stable, and a reset does not create
 * thousands of rows (an @mswjs/data query is linear in the rows of its model). Everything that
 * changes (reserves, daily-sale stock, votes...) is stored in the db.
 *
 * Ids are arithmetic: programId = epochDay * 100 + selfId * 10 + meal slot (1-3), and
 * item (program food type) id = programId * 10 + option (1-4); epochDay is the Gregorian day
 * number since 1970-01-01 of the program date (Tehran calendar day).
 */

export type { SelfType };
const SELF_TYPES: readonly SelfType[] = ['NORMAL', 'SPORT', 'CLINIC', 'TRANSPORT'];

export function isSelfType(value: unknown): value is SelfType {
  return typeof value === 'string' && (SELF_TYPES as readonly string[]).includes(value);
}

// ───────────────────────────── Dates (Tehran calendar days) ─────────────────────────────

/** Weekday names from Saturday (modules.md 9: Persian weekday names). */
export const WEEKDAY_NAMES = ['شنبه', 'یکشنبه', 'دوشنبه', 'سه‌شنبه', 'چهارشنبه', 'پنجشنبه', 'جمعه'] as const;
const SAT = 0;
const THU = 5;
const FRI = 6;
const days = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i);
const SAT_TO_FRI = days(SAT, FRI);
const SAT_TO_THU = days(SAT, THU);
const SAT_TO_WED = days(SAT, 4);
const SAT_TO_TUE = days(SAT, 3);

/** The day number (since 1970-01-01) of a `yyyy-MM-dd` date; null when it is not one. */
export function epochDayOf(date: string): number | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  if (!m) return null;
  const ms = Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]));
  const back = new Date(ms);
  if (back.getUTCMonth() !== Number(m[2]) - 1 || back.getUTCDate() !== Number(m[3])) return null;
  return Math.round(ms / DAY_MS);
}

export function dateOfEpochDay(day: number): string {
  return new Date(day * DAY_MS).toISOString().slice(0, 10);
}

/** The Tehran calendar day of an instant. */
export function epochDayAt(ms: number): number {
  return Math.floor((ms + TEHRAN_OFFSET_MS) / DAY_MS);
}

/** 0 = Saturday ... 6 = Friday (1970-01-01 was a Thursday). */
export function weekdayOf(day: number): number {
  return (((day + 5) % 7) + 7) % 7;
}

/** The Saturday starting the week of a day. */
export function weekStartOf(day: number): number {
  return day - weekdayOf(day);
}

/** The instant of a Tehran wall-clock time (`HH:mm`) on a day. */
export function instantAt(day: number, hhmm: string): number {
  const [h = 0, m = 0] = hhmm.split(':').map(Number);
  return day * DAY_MS - TEHRAN_OFFSET_MS + (h * 60 + m) * 60_000;
}

/** Jalali `yyyy/mm/dd` of a day (src/lib/jalali.ts, through Julian day numbers: no time zone involved). */
export function jalaliOfDay(day: number): string {
  const [y, m, d] = dateOfEpochDay(day).split('-').map(Number) as [number, number, number];
  return jalaliString(jdnToJalali(gregorianToJdn(y, m, d)));
}

/** Jalali year and month of a day, as `yyyy/mm` (the forgotten-card monthly limit). */
export function jalaliMonthOfDay(day: number): string {
  return jalaliOfDay(day).slice(0, 7);
}

/**
 * The week asked for: `yyyy-MM-dd`, optionally followed by a time (`+00:00:00` as
 * /programs/v2 writes it, a space when the `+` arrived unencoded, or `T...`). Answers the
 * Saturday of that week, or null when the text is not a date.
 */
export function parseWeekStart(text: string | null | undefined): number | null {
  const m = /^(\d{4}-\d{2}-\d{2})(?:[+ T].*)?$/.exec((text ?? '').trim());
  const day = m ? epochDayOf(m[1]!) : null;
  return day === null ? null : weekStartOf(day);
}

/**
 * The week a program or reserve call asks for, one rule for all of them: empty or absent is the
 * week of `today` (the KNTU bot, foodie and DiningBot send it empty), anything else as parseWeekStart.
 */
export function weekAsked(text: string | null | undefined, today: number): number | null {
  return (text ?? '').trim() === '' ? weekStartOf(today) : parseWeekStart(text);
}

// ───────────────────────────── Meal types (per self type) ─────────────────────────────

export interface MealTypeDef {
  id: number;
  name: string;
  /** 1-3 within its self type (part of the program id). */
  slot: number;
  /** Serve window, `HH:mm` Tehran. */
  start: string;
  end: string;
}

export const MEAL_TYPES: Record<SelfType, readonly MealTypeDef[]> = {
  NORMAL: [
    { id: 1, name: 'صبحانه', slot: 1, start: '07:00', end: '09:00' },
    { id: 2, name: 'ناهار', slot: 2, start: '11:30', end: '14:00' },
    { id: 3, name: 'شام', slot: 3, start: '18:30', end: '20:30' },
  ],
  SPORT: [
    { id: 11, name: 'سانس صبح', slot: 1, start: '08:00', end: '10:00' },
    { id: 12, name: 'سانس عصر', slot: 2, start: '16:00', end: '18:00' },
  ],
  CLINIC: [
    { id: 21, name: 'نوبت صبح', slot: 1, start: '08:00', end: '12:00' },
    { id: 22, name: 'نوبت عصر', slot: 2, start: '14:00', end: '18:00' },
  ],
  TRANSPORT: [
    { id: 31, name: 'سرویس رفت', slot: 1, start: '07:00', end: '07:45' },
    { id: 32, name: 'سرویس برگشت', slot: 2, start: '17:00', end: '17:45' },
  ],
};

export function mealTypeById(id: number): { type: SelfType; meal: MealTypeDef } | null {
  for (const type of SELF_TYPES) {
    const meal = MEAL_TYPES[type].find((m) => m.id === id);
    if (meal) return { type, meal };
  }
  return null;
}

// ───────────────────────────── Catalogue (seeded into db.food) ─────────────────────────────

export interface FoodSeed {
  id: number;
  name: string;
  side: string;
  beside: string;
  price: number;
  kind: 'food' | 'gym' | 'clinic' | 'bus';
  /** Seeded vote totals: [count, average]. */
  votes: [number, number];
}

const food = (
  id: number,
  name: string,
  side: string,
  price: number,
  votes: [number, number],
  beside = '',
): FoodSeed => ({ id, name, side, beside, price, kind: 'food', votes });
const service = (
  kind: FoodSeed['kind'],
  id: number,
  name: string,
  side: string,
  beside: string,
  price: number,
): FoodSeed => ({ id, name, side, beside, price, kind, votes: [0, 0] });

/** Prices in rials (the UI shows tomans = rials / 10). */
export const FOOD_CATALOGUE: readonly FoodSeed[] = [
  // Breakfast
  food(101, 'نان و پنیر و گردو', 'چای شیرین', 60_000, [84, 3.9]),
  food(102, 'تخم‌مرغ آب‌پز', 'نان سنگک و چای', 70_000, [61, 4.1]),
  food(103, 'عدسی', 'نان و لیموترش', 65_000, [47, 3.6]),
  food(104, 'حلیم گندم', 'دارچین و شکر', 90_000, [112, 4.6]),
  food(105, 'کره و مربای آلبالو', 'نان تست و چای', 60_000, [38, 3.4]),
  // Lunch, main
  food(111, 'چلوکباب کوبیده', 'سالاد شیرازی', 380_000, [264, 4.4], 'دوغ'),
  food(112, 'زرشک‌پلو با مرغ', 'ماست موسیر', 320_000, [198, 4.2]),
  food(113, 'قیمه‌پلو', 'سالاد فصل', 280_000, [173, 3.8]),
  food(114, 'قورمه‌سبزی با پلو', 'ماست', 290_000, [221, 4.3]),
  food(115, 'جوجه‌کباب با برنج', 'گوجهٔ کبابی', 350_000, [240, 4.5], 'دوغ'),
  food(116, 'عدس‌پلو با گوشت چرخ‌کرده', 'ماست', 240_000, [96, 3.3]),
  food(117, 'خورش قیمه‌بادمجان با پلو', 'ترشی', 270_000, [88, 3.7]),
  food(118, 'باقالی‌پلو با مرغ', 'ماست و خیار', 330_000, [142, 4.0]),
  // Lunch, diet
  food(121, 'سبزی‌پلو با ماهی', 'ماست', 300_000, [77, 4.0]),
  food(122, 'خوراک مرغ آب‌پز', 'سالاد کاهو', 230_000, [41, 3.2]),
  food(123, 'کوکوسبزی', 'سالاد شیرازی', 180_000, [53, 3.5]),
  food(124, 'سالاد مرغ گریل', 'نان جو', 210_000, [36, 3.9]),
  food(125, 'خوراک سبزیجات', 'برنج قهوه‌ای', 190_000, [22, 3.1]),
  // Dinner
  food(131, 'ماکارونی با گوشت', 'سالاد فصل', 220_000, [187, 4.1]),
  food(132, 'خوراک لوبیا', 'نان', 150_000, [64, 3.4]),
  food(133, 'کتلت', 'گوجه و خیارشور', 200_000, [93, 3.8]),
  food(134, 'استامبولی‌پلو', 'ماست', 210_000, [71, 3.6]),
  food(135, 'کشک بادمجان', 'نان و گردو', 170_000, [58, 3.9]),
  food(136, 'الویه', 'نان و خیارشور', 190_000, [66, 3.7]),
  food(141, 'سوپ جو', 'نان', 120_000, [29, 3.5]),
  food(142, 'آش رشته', 'کشک و نعناع داغ', 140_000, [51, 4.2]),
  food(143, 'نیمرو', 'نان و گوجه', 110_000, [19, 3.0]),
  // Free restaurant (not subsidised)
  food(151, 'چلوکباب برگ', 'سالاد شیرازی', 1_450_000, [132, 4.7], 'دوغ'),
  food(152, 'چلوماهیچه', 'ماست موسیر', 1_250_000, [87, 4.5]),
  food(153, 'چلومرغ زعفرانی', 'زیتون پرورده', 980_000, [101, 4.2]),
  food(154, 'پیتزا مخصوص', 'سس و نوشابه', 1_100_000, [143, 4.0]),
  food(155, 'برگر ذغالی', 'سیب‌زمینی سرخ‌کرده', 950_000, [118, 4.1]),
  food(156, 'ساندویچ مرغ گریل', 'سیب‌زمینی و نوشابه', 780_000, [64, 3.8]),
  // Gym sessions (beside: the coach)
  service('gym', 201, 'استخر سرپوشیده', 'سانس آزاد', 'مربی: آقای کاظمی', 150_000),
  service('gym', 202, 'سالن بدنسازی', 'با مربی', 'مربی: خانم نادری', 120_000),
  service('gym', 203, 'سالن والیبال', 'تمرین گروهی', 'مربی: آقای رحیمی', 80_000),
  // Clinic appointments (beside: the doctor)
  service('clinic', 211, 'ویزیت پزشک عمومی', '', 'دکتر مهسا رستمی', 50_000),
  service('clinic', 212, 'ویزیت پزشک عمومی', '', 'دکتر علی فرهادی', 50_000),
  service('clinic', 213, 'دندانپزشکی', 'معاینه و جرم‌گیری', 'دکتر نیلوفر صادقی', 200_000),
  service('clinic', 214, 'مشاورهٔ روان‌شناسی', '', 'دکتر حمید یزدانی', 80_000),
  // Bus lines (beside: driver and bus)
  service(
    'bus',
    221,
    'خط ۱: میدان تجریش به دانشگاه',
    'تجریش، پل رومی، دانشگاه',
    'راننده: آقای محمدی، اتوبوس ۲۱',
    30_000,
  ),
  service('bus', 222, 'خط ۲: میدان ونک به دانشگاه', 'ونک، پارک‌وی، دانشگاه', 'راننده: آقای حسینی، اتوبوس ۱۴', 30_000),
  service(
    'bus',
    223,
    'خط ۱: دانشگاه به میدان تجریش',
    'دانشگاه، پل رومی، تجریش',
    'راننده: آقای محمدی، اتوبوس ۲۱',
    30_000,
  ),
  service('bus', 224, 'خط ۲: دانشگاه به میدان ونک', 'دانشگاه، پارک‌وی، ونک', 'راننده: آقای حسینی، اتوبوس ۱۴', 30_000),
];

// ───────────────────────────── Schedules ─────────────────────────────

export interface OptionDef {
  foodTypeId: number;
  foodTypeTitle: string;
  /** Weekdays (0 = Saturday) the option is offered, within the meal's days. */
  days: readonly number[];
  /** Food ids; day N serves rotation[(N + shift) % length]. Selfs sharing a rotation share the menu. */
  rotation: readonly number[];
  shift?: number;
  capacity: number;
  validMinCount: number;
  validMaxCount: number;
}

export interface MealDef {
  mealTypeId: number;
  days: readonly number[];
  validTotalCount: number;
  description: string | null;
  options: readonly OptionDef[];
}

const LUNCH_MAIN = [111, 112, 113, 114, 115, 116, 117, 118];
const LUNCH_DIET = [121, 122, 123, 124, 125];
const DINNER = [131, 132, 133, 134, 135, 136];
const DINNER_LIGHT = [141, 142, 143];
const FREE_IRANIAN = [151, 152, 153];
const FREE_FAST = [154, 155, 156];

const option = (
  foodTypeId: number,
  foodTypeTitle: string,
  rotation: readonly number[],
  capacity: number,
  validMaxCount: number,
  extra: Partial<OptionDef> = {},
): OptionDef => ({
  foodTypeId,
  foodTypeTitle,
  days: SAT_TO_FRI,
  rotation,
  capacity,
  validMinCount: 1,
  validMaxCount,
  ...extra,
});

/** Weekly schedules by key (db.self.schedule). */
const SCHEDULES: Record<string, readonly MealDef[]> = {
  central: [
    {
      mealTypeId: 1,
      days: SAT_TO_THU,
      validTotalCount: 1,
      description: 'سرو صبحانه در سالن جنوبی',
      options: [option(3, 'صبحانه', [101, 102, 103, 104, 105], 250, 1)],
    },
    {
      mealTypeId: 2,
      days: SAT_TO_FRI,
      validTotalCount: 3,
      description: 'سرو ناهار در سالن شمالی؛ همراه داشتن کارت دانشجویی الزامی است.',
      options: [
        option(1, 'غذای اصلی', LUNCH_MAIN, 400, 3),
        option(2, 'غذای رژیمی', LUNCH_DIET, 80, 2, { days: SAT_TO_THU }),
      ],
    },
    {
      mealTypeId: 3,
      days: SAT_TO_THU,
      validTotalCount: 2,
      description: null,
      options: [option(1, 'غذای اصلی', DINNER, 300, 2), option(2, 'غذای سبک', DINNER_LIGHT, 60, 1)],
    },
  ],
  faculty: [
    {
      mealTypeId: 2,
      days: SAT_TO_WED,
      validTotalCount: 2,
      description: 'سالن غذاخوری طبقهٔ همکف دانشکدهٔ فنی',
      options: [option(1, 'غذای اصلی', LUNCH_MAIN, 150, 2), option(2, 'غذای رژیمی', LUNCH_DIET, 40, 1)],
    },
  ],
  free: [
    {
      mealTypeId: 2,
      days: SAT_TO_THU,
      validTotalCount: 4,
      description: 'رستوران آزاد (بدون یارانه)',
      options: [option(1, 'غذای ایرانی', FREE_IRANIAN, 60, 4), option(4, 'فست‌فود', FREE_FAST, 60, 4)],
    },
    {
      mealTypeId: 3,
      days: SAT_TO_THU,
      validTotalCount: 4,
      description: 'رستوران آزاد (بدون یارانه)',
      options: [
        option(1, 'غذای ایرانی', FREE_IRANIAN, 50, 4, { shift: 1 }),
        option(4, 'فست‌فود', FREE_FAST, 50, 4, { shift: 1 }),
      ],
    },
  ],
  gym: [
    {
      mealTypeId: 11,
      days: SAT_TO_THU,
      validTotalCount: 1,
      description: 'همراه داشتن کارت ورزشی و کلاه شنا الزامی است.',
      options: [option(11, 'استخر', [201], 25, 1), option(12, 'بدنسازی', [202], 30, 1)],
    },
    {
      mealTypeId: 12,
      days: SAT_TO_WED,
      validTotalCount: 1,
      description: null,
      options: [option(11, 'استخر', [201], 25, 1), option(13, 'والیبال', [203], 18, 1)],
    },
  ],
  clinic: [
    {
      mealTypeId: 21,
      days: SAT_TO_WED,
      validTotalCount: 1,
      description: 'پانزده دقیقه پیش از نوبت در پذیرش حاضر باشید.',
      options: [option(21, 'پزشک عمومی', [211, 212], 12, 1), option(22, 'دندانپزشکی', [213], 6, 1)],
    },
    {
      mealTypeId: 22,
      days: SAT_TO_TUE,
      validTotalCount: 1,
      description: null,
      options: [option(21, 'پزشک عمومی', [212, 211], 10, 1), option(23, 'مشاوره', [214], 4, 1)],
    },
  ],
  terminal: [
    {
      mealTypeId: 31,
      days: SAT_TO_WED,
      validTotalCount: 2,
      description: 'حرکت از ایستگاه اول رأس ساعت',
      options: [option(31, 'خط ۱', [221], 40, 2), option(32, 'خط ۲', [222], 40, 2)],
    },
    {
      mealTypeId: 32,
      days: SAT_TO_WED,
      validTotalCount: 2,
      description: 'حرکت از درب اصلی دانشگاه',
      options: [option(31, 'خط ۱', [223], 40, 2), option(32, 'خط ۲', [224], 40, 2)],
    },
  ],
};

export interface SelfSeed {
  id: number;
  name: string;
  code: string;
  type: SelfType;
  schedule: keyof typeof SCHEDULES;
  freeRestaurant: boolean;
  selfChangeToll: number;
}

/** Ids 1-9 (the self id is one digit of the program id). */
export const SELF_SEEDS: readonly SelfSeed[] = [
  {
    id: 1,
    name: 'سلف مرکزی',
    code: 'S1',
    type: 'NORMAL',
    schedule: 'central',
    freeRestaurant: false,
    selfChangeToll: 20_000,
  },
  {
    id: 2,
    name: 'سلف دانشکده فنی',
    code: 'S2',
    type: 'NORMAL',
    schedule: 'faculty',
    freeRestaurant: false,
    selfChangeToll: 20_000,
  },
  {
    id: 3,
    name: 'رستوران آزاد دانشگاه',
    code: 'FR',
    type: 'NORMAL',
    schedule: 'free',
    freeRestaurant: true,
    selfChangeToll: 0,
  },
  {
    id: 4,
    name: 'مجموعه ورزشی دانشگاه',
    code: 'G1',
    type: 'SPORT',
    schedule: 'gym',
    freeRestaurant: false,
    selfChangeToll: 0,
  },
  {
    id: 5,
    name: 'درمانگاه دانشگاه',
    code: 'C1',
    type: 'CLINIC',
    schedule: 'clinic',
    freeRestaurant: false,
    selfChangeToll: 0,
  },
  {
    id: 6,
    name: 'پایانهٔ سرویس دانشگاه',
    code: 'T1',
    type: 'TRANSPORT',
    schedule: 'terminal',
    freeRestaurant: false,
    selfChangeToll: 0,
  },
];

export const SELF_IDS = { central: 1, faculty: 2, free: 3, gym: 4, clinic: 5, terminal: 6 } as const;

// ───────────────────────────── Ids ─────────────────────────────

export function programIdOf(day: number, selfId: number, slot: number): number {
  return day * 100 + selfId * 10 + slot;
}

export function itemIdOf(programId: number, optionIndex: number): number {
  return programId * 10 + optionIndex + 1;
}

function decodeProgramId(id: number): { day: number; selfId: number; slot: number } | null {
  if (!Number.isSafeInteger(id) || id < 100) return null;
  const slot = id % 10;
  const selfId = Math.floor(id / 10) % 10;
  return slot >= 1 && selfId >= 1 ? { day: Math.floor(id / 100), selfId, slot } : null;
}

// ───────────────────────────── Resolved programs ─────────────────────────────

export interface ItemDef {
  id: number;
  programId: number;
  foodTypeId: number;
  foodTypeTitle: string;
  food: FoodRow;
  capacity: number;
  validMinCount: number;
  validMaxCount: number;
}

export interface ProgramDef {
  id: number;
  self: SelfRow;
  day: number;
  /** yyyy-MM-dd */
  date: string;
  meal: MealTypeDef;
  validTotalCount: number;
  description: string | null;
  items: ItemDef[];
}

export interface CalendarWindow {
  firstDay: number;
  lastDay: number;
  seedWeekStart: number;
  nearlyFullItemId: number;
}

/**
 * The program calendar over the current world: selfs, foods and the window read once (cheap
 * maps of small tables), programs resolved on demand. Build one per request.
 */
export class ProgramCalendar {
  readonly selfs: Map<number, SelfRow>;
  readonly foods: Map<number, FoodRow>;
  readonly window: CalendarWindow | null;
  private readonly cache = new Map<string, ProgramDef[]>();

  constructor() {
    this.selfs = new Map(db.self.getAll().map((s) => [s.id, s]));
    this.foods = new Map(db.food.getAll().map((f) => [f.id, f]));
    const row = db.programCalendar.getAll()[0];
    const first = row ? epochDayOf(row.firstWeekStart) : null;
    const seedWeek = row ? epochDayOf(row.seedWeekStart) : null;
    this.window =
      row && first !== null && seedWeek !== null
        ? {
            firstDay: first,
            lastDay: first + row.weeks * 7 - 1,
            seedWeekStart: seedWeek,
            nearlyFullItemId: row.nearlyFullItemId,
          }
        : null;
  }

  /** Selfs in display order. */
  selfList(): SelfRow[] {
    return [...this.selfs.values()].sort((a, b) => a.order - b.order || a.id - b.id);
  }

  inWindow(day: number): boolean {
    return !!this.window && day >= this.window.firstDay && day <= this.window.lastDay;
  }

  /** The programs (meals) of a self on a day, in meal order; empty outside the window. */
  programsOn(selfId: number, day: number): ProgramDef[] {
    const key = `${selfId}:${day}`;
    const cached = this.cache.get(key);
    if (cached) return cached;
    const result = this.resolve(selfId, day);
    this.cache.set(key, result);
    return result;
  }

  private resolve(selfId: number, day: number): ProgramDef[] {
    const self = this.selfs.get(selfId);
    if (!self || !this.inWindow(day) || !isSelfType(self.type)) return [];
    const weekday = weekdayOf(day);
    const out: ProgramDef[] = [];
    for (const mealDef of SCHEDULES[self.schedule] ?? []) {
      const meal = MEAL_TYPES[self.type].find((m) => m.id === mealDef.mealTypeId);
      if (!meal || !mealDef.days.includes(weekday)) continue;
      const programId = programIdOf(day, self.id, meal.slot);
      const items: ItemDef[] = [];
      mealDef.options.forEach((opt, index) => {
        if (!opt.days.includes(weekday) || !opt.rotation.length) return;
        const foodId = opt.rotation[(day + (opt.shift ?? 0)) % opt.rotation.length]!;
        const f = this.foods.get(foodId);
        if (!f) return;
        items.push({
          id: itemIdOf(programId, index),
          programId,
          foodTypeId: opt.foodTypeId,
          foodTypeTitle: opt.foodTypeTitle,
          food: f,
          capacity: opt.capacity,
          validMinCount: opt.validMinCount,
          validMaxCount: opt.validMaxCount,
        });
      });
      if (!items.length) continue;
      out.push({
        id: programId,
        self,
        day,
        date: dateOfEpochDay(day),
        meal,
        validTotalCount: mealDef.validTotalCount,
        description: mealDef.description,
        items,
      });
    }
    return out;
  }

  program(programId: number): ProgramDef | null {
    const decoded = decodeProgramId(programId);
    if (!decoded) return null;
    return this.programsOn(decoded.selfId, decoded.day).find((p) => p.id === programId) ?? null;
  }

  /** A program item (program food type) by id, with its program. */
  item(itemId: number): { program: ProgramDef; item: ItemDef } | null {
    if (!Number.isSafeInteger(itemId) || itemId < 1000) return null;
    const program = this.program(Math.floor(itemId / 10));
    const item = program?.items.find((i) => i.id === itemId);
    return program && item ? { program, item } : null;
  }

  /** The programs of a self over the week starting on a Saturday, by day. */
  week(selfId: number, weekStart: number): Array<{ day: number; programs: ProgramDef[] }> {
    return Array.from({ length: 7 }, (_, i) => ({
      day: weekStart + i,
      programs: this.programsOn(selfId, weekStart + i),
    }));
  }

  /** Selfs of a type, display order. */
  selfsOfType(type: SelfType): SelfRow[] {
    return this.selfList().filter((s) => s.type === type);
  }

  /**
   * Where a reserve of this item may move (change of self): the other subsidised selfs of the same
   * type serving the same food as the same option of the same meal that day.
   */
  changeTargets(program: ProgramDef, item: ItemDef): Array<{ self: SelfRow; program: ProgramDef; item: ItemDef }> {
    if (program.self.freeRestaurant) return [];
    const out: Array<{ self: SelfRow; program: ProgramDef; item: ItemDef }> = [];
    for (const self of this.selfsOfType(program.self.type as SelfType)) {
      if (self.id === program.self.id || self.freeRestaurant) continue;
      const other = this.programsOn(self.id, program.day).find((p) => p.meal.id === program.meal.id);
      const match = other?.items.find((i) => i.foodTypeId === item.foodTypeId && i.food.id === item.food.id);
      if (other && match) out.push({ self, program: other, item: match });
    }
    return out;
  }

  /**
   * Seats taken by everybody outside the seeded accounts (a deterministic crowd), so capacity
   * matters: 35-85% of the capacity, and the calendar's nearly-full item one seat short.
   */
  crowd(item: ItemDef): number {
    if (this.window && item.id === this.window.nearlyFullItemId) return item.capacity - 1;
    const fraction = 0.35 + (hash32(`crowd:${item.id}`) % 1000) / 2000;
    return Math.floor(item.capacity * fraction);
  }
}

// ───────────────────────────── Pictures ─────────────────────────────

const PALETTE = [
  '#c0392b',
  '#d35400',
  '#e67e22',
  '#b9770e',
  '#7d6608',
  '#1e8449',
  '#117a65',
  '#a04000',
  '#884ea0',
  '#6e2c00',
];
const pictures = new Map<string, string>();

function svgOf(kind: string, name: string): string {
  const h = hash32(name);
  const main = PALETTE[h % PALETTE.length]!;
  const accent = PALETTE[(h >>> 8) % PALETTE.length]!;
  const frame = (body: string, bg: string) =>
    `<svg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 160 120'><rect width='160' height='120' rx='12' fill='${bg}'/>${body}</svg>`;
  switch (kind) {
    case 'gym':
      return frame(
        `<rect x='30' y='54' width='100' height='12' rx='6' fill='#5d6d7e'/><rect x='22' y='36' width='16' height='48' rx='5' fill='${main}'/><rect x='122' y='36' width='16' height='48' rx='5' fill='${main}'/><rect x='40' y='44' width='10' height='32' rx='4' fill='${accent}'/><rect x='110' y='44' width='10' height='32' rx='4' fill='${accent}'/>`,
        '#fdecea',
      );
    case 'clinic':
      return frame(
        `<circle cx='80' cy='60' r='40' fill='#fff' stroke='#d6eaf8' stroke-width='4'/><rect x='70' y='36' width='20' height='48' rx='4' fill='#e74c3c'/><rect x='56' y='50' width='48' height='20' rx='4' fill='#e74c3c'/>`,
        '#e8f8f5',
      );
    case 'bus':
      return frame(
        `<rect x='28' y='30' width='104' height='56' rx='10' fill='#f1c40f'/><rect x='38' y='40' width='38' height='20' rx='3' fill='#d6eaf8'/><rect x='84' y='40' width='38' height='20' rx='3' fill='#d6eaf8'/><circle cx='52' cy='90' r='9' fill='#34495e'/><circle cx='108' cy='90' r='9' fill='#34495e'/>`,
        '#fef9e7',
      );
    default:
      return frame(
        `<ellipse cx='80' cy='64' rx='54' ry='40' fill='#fff' stroke='#e5dccb' stroke-width='3'/><ellipse cx='80' cy='64' rx='37' ry='26' fill='${main}'/><circle cx='66' cy='57' r='9' fill='${accent}'/><circle cx='94' cy='70' r='7' fill='#27ae60'/><rect x='12' y='30' width='6' height='66' rx='3' fill='#b8b0a0'/><rect x='142' y='30' width='6' height='66' rx='3' fill='#b8b0a0'/>`,
        '#f6f1e7',
      );
  }
}

/** The picture of a dish or service: an inline SVG data: URL (no external address, nothing to serve). */
export function foodImageSrc(f: Pick<FoodRow, 'id' | 'kind' | 'name'>): string {
  const key = `${f.kind}:${f.id}`;
  let src = pictures.get(key);
  if (!src) {
    src = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svgOf(f.kind, `${f.id}:${f.name}`))}`;
    pictures.set(key, src);
  }
  return src;
}

/** `main|side` (modules.md 2.2: split on the pipe); the main alone when there is no side. */
export function foodNamesOf(f: Pick<FoodRow, 'name' | 'side'>): string {
  return f.side ? `${f.name}|${f.side}` : f.name;
}

/** Average score of a food (null before any vote), one decimal. */
export function averageScoreOf(f: Pick<FoodRow, 'scoreSum' | 'voteCount'>): number | null {
  return f.voteCount > 0 ? Math.round((f.scoreSum / f.voteCount) * 10) / 10 : null;
}
