import { ACCOUNTS } from './accounts';
import { db, nextId } from './db';
import {
  dateOfEpochDay,
  epochDayAt,
  FOOD_CATALOGUE,
  itemIdOf,
  programIdOf,
  ProgramCalendar,
  SELF_IDS,
  SELF_SEEDS,
  weekdayOf,
  weekStartOf,
  type ProgramDef,
} from './program-calendar';
import { CASH, ledgerFields } from './reservation-rules';

/*
 * The deterministic seed of the reservation world (called by seed.ts after people and credit):
 * six selfs of the four types, the food catalogue, the calendar window (6 weeks before the seed's
 * week to 5 after it), reserves of the seeded students, today's daily-sale programs, the rating
 * reasons and a few votes. Dates are relative to the mock clock at seed time; no faker (so the
 * seeds of other domains are not shifted).
 *
 * Persona extras (personas.ts): seedTeammates() and enableAllVariants().
 */

const WEEKS_BEFORE = 6;
const WEEKS_AFTER = 5;

/** The six aspects of a rating, each with a positive and a negative reason (modules.md 3). */
const REASONS: Array<[string, string]> = [
  ['کیفیت غذا خوب بود', 'کیفیت غذا مناسب نبود'],
  ['کمیت و حجم غذا کافی بود', 'کمیت و حجم غذا کم بود'],
  ['بهداشت رعایت شده بود', 'بهداشت رعایت نشده بود'],
  ['تجهیزات رستوران مناسب بود', 'تجهیزات رستوران نامناسب بود'],
  ['رفتار کارکنان محترمانه بود', 'رفتار کارکنان نامناسب بود'],
  ['منوی غذا متنوع بود', 'منوی غذا تکراری بود'],
];

function seedSelfs(): void {
  SELF_SEEDS.forEach((s, i) => {
    db.self.create({
      id: s.id,
      name: s.name,
      code: s.code,
      type: s.type,
      order: i + 1,
      freeRestaurant: s.freeRestaurant,
      schedule: s.schedule,
      reserveCloseDays: 2,
      cancelCloseDays: 1,
      closeHour: 12,
      selfChangeToll: s.selfChangeToll,
      saleableFreeFoodToll: s.type === 'NORMAL' && !s.freeRestaurant ? 10_000 : 0,
      buyableFreeFoodToll: s.type === 'NORMAL' && !s.freeRestaurant ? 20_000 : 0,
    });
  });
}

function seedFoods(): void {
  for (const f of FOOD_CATALOGUE) {
    const [count, average] = f.votes;
    db.food.create({
      id: f.id,
      name: f.name,
      side: f.side,
      beside: f.beside,
      price: f.price,
      kind: f.kind,
      scoreSum: Math.round(count * average),
      voteCount: count,
    });
  }
}

function seedCalendar(seedWeek: number): void {
  // The capacity rule's showcase: central lunch, first option, on next week's Monday.
  const nearlyFull = itemIdOf(programIdOf(seedWeek + 9, SELF_IDS.central, 2), 0);
  db.programCalendar.create({
    id: 'default',
    firstWeekStart: dateOfEpochDay(seedWeek - WEEKS_BEFORE * 7),
    weeks: WEEKS_BEFORE + 1 + WEEKS_AFTER,
    seedWeekStart: dateOfEpochDay(seedWeek),
    nearlyFullItemId: nearlyFull,
  });
}

function seedReasons(): void {
  REASONS.forEach(([positive, negative], aspect) => {
    db.voteReason.create({ id: aspect * 2 + 1, aspect: aspect + 1, type: 'POSITIVE', title: positive });
    db.voteReason.create({ id: aspect * 2 + 2, aspect: aspect + 1, type: 'NEGATIVE', title: negative });
  });
}

/** A paid reserve (paid before the seed's "now": the wallet is already net of it). */
function reserve(
  cal: ProgramCalendar,
  userId: number,
  selfId: number,
  day: number,
  mealTypeId: number,
  option = 0,
  count = 1,
  createdAt = 0,
): void {
  const program: ProgramDef | undefined = cal.programsOn(selfId, day).find((p) => p.meal.id === mealTypeId);
  const item = program?.items[Math.min(option, program.items.length - 1)];
  if (!program || !item) return;
  db.reserve.create({
    id: nextId('reserve', 300_001),
    userId,
    itemId: item.id,
    programId: program.id,
    selfId,
    mealTypeId,
    date: program.date,
    selectedCount: count,
    forSale: false,
    soldCount: 0,
    ...ledgerFields([{ source: CASH, amount: item.food.price * count }]),
    createdAt,
  });
}

function seedReserves(cal: ProgramCalendar, now: number, seedDay: number, seedWeek: number): void {
  const first = seedWeek - WEEKS_BEFORE * 7;
  const student = ACCOUNTS.student.id;
  const student2 = ACCOUNTS.student2.id;
  const booked = now - 10 * 24 * 60 * 60 * 1000;
  // The student: lunch Sat-Thu (Monday at the faculty self, Tuesday for two) up to tomorrow and
  // next week's Saturday and Sunday, a few skipped in the past; dinner Sunday and Tuesday;
  // breakfast on Mondays; the pool on Saturday and Tuesday mornings; the morning bus this week
  // and next; one clinic visit past and one to come.
  const lastLunch = Math.max(seedDay + 1, seedWeek + 8);
  for (let day = first; day <= lastLunch; day++) {
    const wd = weekdayOf(day);
    if (wd <= 5 && !(day < seedDay && day % 5 === 3)) {
      if (wd === 2) reserve(cal, student, SELF_IDS.faculty, day, 2, 0, 1, booked);
      else reserve(cal, student, SELF_IDS.central, day, 2, 0, wd === 3 ? 2 : 1, booked);
    }
    if (day <= seedDay + 1 && (wd === 1 || wd === 3)) reserve(cal, student, SELF_IDS.central, day, 3, 0, 1, booked);
    if (day < seedDay && wd === 2) reserve(cal, student, SELF_IDS.central, day, 1, 0, 1, booked);
    if (day <= seedWeek + 7 && (wd === 0 || wd === 3)) reserve(cal, student, SELF_IDS.gym, day, 11, 0, 1, booked);
    if (day >= seedWeek && day <= seedWeek + 11 && wd <= 4)
      reserve(cal, student, SELF_IDS.terminal, day, 31, 0, 1, booked);
  }
  const pastVisit = seedWeek - 7 + 1;
  reserve(cal, student, SELF_IDS.clinic, pastVisit, 21, 0, 1, booked);
  reserve(cal, student, SELF_IDS.clinic, seedWeek + 8, 21, 0, 1, booked);

  // The second student (teammate in the student-teammates persona): faculty lunch Sat-Wed, central dinner on Sundays.
  for (let day = seedWeek - 14; day <= seedWeek + 8; day++) {
    const wd = weekdayOf(day);
    if (wd <= 4) reserve(cal, student2, SELF_IDS.faculty, day, 2, day % 3 === 0 ? 1 : 0, 1, booked);
    if (wd === 1) reserve(cal, student2, SELF_IDS.central, day, 3, 0, 1, booked);
  }
  // The first student of the crowd (the inviter in the student-teammates persona): this week's central lunches.
  for (let day = seedWeek; day <= seedWeek + 5; day++) reserve(cal, 1100, SELF_IDS.central, day, 2, 1, 1, booked);
}

function seedVotes(now: number, seedDay: number): void {
  // The student rated some of last week's meals; the others are still votable.
  const cal = new ProgramCalendar();
  const rated = db.reserve
    .getAll()
    .filter(
      (r) =>
        r.userId === ACCOUNTS.student.id &&
        r.selfId <= SELF_IDS.free &&
        r.date < dateOfEpochDay(seedDay) &&
        r.date >= dateOfEpochDay(seedDay - 7),
    )
    .sort((a, b) => a.id - b.id)
    .filter((_, i) => i % 3 === 0);
  for (const r of rated) {
    const found = cal.item(r.itemId);
    if (!found) continue;
    db.vote.create({
      id: nextId('vote', 701),
      userId: r.userId,
      reserveId: r.id,
      foodId: found.item.food.id,
      score: 4,
      description: 'خوب بود، کمی سرد سرو شد.',
      problemIds: [1, 4],
      createdAt: now - 24 * 60 * 60 * 1000,
    });
  }
}

interface DailySeed {
  selfId: number;
  mealTypeId: number;
  foodId: number;
  foodTypeTitle: string;
  price: number;
  count: number;
  soldCount: number;
  maxValue: number;
  startTime: string;
  finishTime: string;
  description: string;
}

function seedDailySale(now: number, seedDay: number): void {
  const today: DailySeed[] = [
    {
      selfId: SELF_IDS.central,
      mealTypeId: 1,
      foodId: 104,
      foodTypeTitle: 'صبحانه',
      price: 110_000,
      count: 25,
      soldCount: 9,
      maxValue: 2,
      startTime: '07:00',
      finishTime: '09:00',
      description: 'فروش روزانهٔ صبحانه',
    },
    {
      selfId: SELF_IDS.central,
      mealTypeId: 2,
      foodId: 111,
      foodTypeTitle: 'غذای اصلی',
      price: 450_000,
      count: 30,
      soldCount: 22,
      maxValue: 2,
      startTime: '11:30',
      finishTime: '14:00',
      description: 'فروش آزاد ناهار سلف مرکزی',
    },
    {
      selfId: SELF_IDS.central,
      mealTypeId: 3,
      foodId: 131,
      foodTypeTitle: 'غذای اصلی',
      price: 260_000,
      count: 20,
      soldCount: 20,
      maxValue: 1,
      startTime: '18:30',
      finishTime: '20:30',
      description: 'فروش آزاد شام',
    },
    {
      selfId: SELF_IDS.faculty,
      mealTypeId: 2,
      foodId: 112,
      foodTypeTitle: 'غذای اصلی',
      price: 380_000,
      count: 15,
      soldCount: 3,
      maxValue: 1,
      startTime: '11:30',
      finishTime: '14:00',
      description: 'فروش آزاد ناهار دانشکده',
    },
    {
      selfId: SELF_IDS.gym,
      mealTypeId: 12,
      foodId: 201,
      foodTypeTitle: 'استخر',
      price: 180_000,
      count: 10,
      soldCount: 4,
      maxValue: 1,
      startTime: '16:00',
      finishTime: '18:00',
      description: 'سانس آزاد امروز',
    },
    {
      selfId: SELF_IDS.clinic,
      mealTypeId: 22,
      foodId: 211,
      foodTypeTitle: 'پزشک عمومی',
      price: 60_000,
      count: 5,
      soldCount: 1,
      maxValue: 1,
      startTime: '14:00',
      finishTime: '18:00',
      description: 'نوبت آزاد امروز',
    },
    {
      selfId: SELF_IDS.terminal,
      mealTypeId: 32,
      foodId: 224,
      foodTypeTitle: 'خط ۲',
      price: 40_000,
      count: 40,
      soldCount: 12,
      maxValue: 2,
      startTime: '17:00',
      finishTime: '17:45',
      description: 'سرویس ویژهٔ عصر',
    },
  ];
  for (const d of today)
    db.dailySellProgram.create({ id: nextId('dailySellProgram', 801), date: dateOfEpochDay(seedDay), ...d });
  // Two earlier days the student bought from (history; consumed).
  for (const [days, foodId, price] of [
    [2, 113, 340_000],
    [5, 115, 420_000],
  ] as const) {
    const program = db.dailySellProgram.create({
      id: nextId('dailySellProgram', 801),
      date: dateOfEpochDay(seedDay - days),
      selfId: SELF_IDS.central,
      mealTypeId: 2,
      foodId,
      foodTypeTitle: 'غذای اصلی',
      price,
      count: 30,
      soldCount: 30,
      maxValue: 2,
      startTime: '11:30',
      finishTime: '14:00',
      description: 'فروش آزاد ناهار سلف مرکزی',
    });
    db.dailySaleReserve.create({
      id: nextId('dailySaleReserve', 901),
      userId: ACCOUNTS.student.id,
      dailySellProgramId: program.id,
      selectedCount: 1,
      ...ledgerFields([{ source: CASH, amount: price }]),
      createdAt: now - days * 24 * 60 * 60 * 1000,
    });
  }
}

/**
 * daily-sale-5k: `count` more daily-sale programs today at the two food selves, every food
 * kind, meal and window in turn (deterministic), so the daily-sale page's long-list case is real.
 */
export function seedManyDailySales(count: number, now: number): void {
  const date = dateOfEpochDay(epochDayAt(now));
  const foods = db.food.getAll().filter((f) => f.kind === 'food');
  const windows = [
    { mealTypeId: 1, title: 'صبحانه', startTime: '07:00', finishTime: '09:30' },
    { mealTypeId: 2, title: 'غذای اصلی', startTime: '08:00', finishTime: '14:00' },
    { mealTypeId: 3, title: 'غذای اصلی', startTime: '08:00', finishTime: '20:30' },
  ];
  for (let i = 0; i < count; i++) {
    const food = foods[i % foods.length]!;
    const w = windows[i % windows.length]!;
    const total = 10 + (i % 41);
    db.dailySellProgram.create({
      id: nextId('dailySellProgram', 801),
      date,
      selfId: i % 2 === 0 ? SELF_IDS.central : SELF_IDS.faculty,
      mealTypeId: w.mealTypeId,
      foodId: food.id,
      foodTypeTitle: w.title,
      price: food.price + (i % 7) * 10_000,
      count: total,
      soldCount: (i * 7) % (total + 1),
      maxValue: 1 + (i % 3),
      startTime: w.startTime,
      finishTime: w.finishTime,
      description: `فروش روزانهٔ شمارهٔ ${i + 1}`,
    });
  }
}

/** Seeds the reservation world (seed.ts, after people and credit). */
export function seedReservation(now: number): void {
  const seedDay = epochDayAt(now);
  const seedWeek = weekStartOf(seedDay);
  seedSelfs();
  seedFoods();
  seedCalendar(seedWeek);
  seedReasons();
  const cal = new ProgramCalendar();
  seedReserves(cal, now, seedDay, seedWeek);
  seedVotes(now, seedDay);
  seedDailySale(now, seedDay);
}

// ───────────────────────────── Persona extras ─────────────────────────────

/**
 * student-teammates: the student invited student2, who accepted (FINAL; student2's reserves show
 * as teammate reserves), and the first student of the crowd invited the student (WAITING: the
 * student may accept or reject).
 */
export function seedTeammates(now: number): void {
  db.teammate.create({
    id: nextId('teammate', 401),
    inviterId: ACCOUNTS.student.id,
    inviteeId: ACCOUNTS.student2.id,
    status: 'FINAL',
    createdAt: now - 20 * 24 * 60 * 60 * 1000,
  });
  db.teammate.create({
    id: nextId('teammate', 401),
    inviterId: 1100,
    inviteeId: ACCOUNTS.student.id,
    status: 'WAITING',
    createdAt: now - 2 * 24 * 60 * 60 * 1000,
  });
}

/** sport-health: the home university enables sport, health (Clinics) and transport, so their tabs show. */
/** The all-modules persona: every module flag of the home university on, the helpdesk with an address. */
export function enableAllModules(): void {
  const home = db.university.findMany({ orderBy: { order: 'asc' } })[0];
  if (!home) return;
  db.university.update({
    where: { unikey: { equals: home.unikey } },
    data: {
      samad: {
        ...home.samad,
        nurture: true,
        sport: true,
        Clinics: true,
        transport: true,
        dormitory: true,
        help_desk: true,
        Survey: true,
        faceEnrollment: true,
      },
      services: { ...home.services, help_desk: '/helpdesk' },
    },
  });
}

/**
 * full-week: the student's central-self week full (the printable report's case): every meal of
 * every day of the current week reserved, on top of the seeded reserves. A student's program has
 * three meal types on seven days, the report's largest week.
 */
export function seedFullWeek(now: number): void {
  const seedWeek = weekStartOf(epochDayAt(now));
  const student = ACCOUNTS.student.id;
  const cal = new ProgramCalendar();
  const booked = now - 10 * 24 * 60 * 60 * 1000;
  for (let day = seedWeek; day < seedWeek + 7; day++) {
    for (const program of cal.programsOn(SELF_IDS.central, day)) {
      const taken = db.reserve.findFirst({
        where: { userId: { equals: student }, date: { equals: program.date }, mealTypeId: { equals: program.meal.id } },
      });
      if (!taken) reserve(cal, student, SELF_IDS.central, day, program.meal.id, 0, 1, booked);
    }
  }
}

export function enableAllVariants(): void {
  const home = db.university.findMany({ orderBy: { order: 'asc' } })[0];
  if (!home) return;
  db.university.update({
    where: { unikey: { equals: home.unikey } },
    data: { samad: { ...home.samad, sport: true, Clinics: true, transport: true } },
  });
}

/** The week planner's persona: foods the student picks whenever one is offered, and one never reserved. */
const PLANNER_LIKED = [111, 115, 112, 121];
const PLANNER_AVOIDED = 116;

/**
 * week-planner: a student with habits the planner can learn. The seeded food reserves
 * are replaced by four past weeks and this week up to yesterday at the central self: lunch
 * Saturday to Wednesday (two portions on Tuesdays), the liked food when one is offered, never the
 * avoided one (the diet choice then); dinner on Sundays and Tuesdays. Next week's Saturday lunch
 * is already reserved (the diet choice): a partly reserved week.
 */
export function seedPlannerHistory(now: number): void {
  const student = ACCOUNTS.student.id;
  const seedDay = epochDayAt(now);
  const seedWeek = weekStartOf(seedDay);
  const cal = new ProgramCalendar();
  const foodSelfs: number[] = [SELF_IDS.central, SELF_IDS.faculty, SELF_IDS.free];
  for (const r of db.reserve.getAll())
    if (r.userId === student && foodSelfs.includes(r.selfId)) db.reserve.delete({ where: { id: { equals: r.id } } });
  const booked = now - 30 * 24 * 60 * 60 * 1000;
  const optionOf = (day: number, mealTypeId: number): number => {
    const items = cal.programsOn(SELF_IDS.central, day).find((p) => p.meal.id === mealTypeId)?.items ?? [];
    const liked = items.findIndex((i) => PLANNER_LIKED.includes(i.food.id));
    if (liked >= 0) return liked;
    return items[0]?.food.id === PLANNER_AVOIDED && items.length > 1 ? 1 : 0;
  };
  for (let day = seedWeek - 28; day < seedDay; day++) {
    const wd = weekdayOf(day);
    if (wd <= 4) reserve(cal, student, SELF_IDS.central, day, 2, optionOf(day, 2), wd === 3 ? 2 : 1, booked);
    if (wd === 1 || wd === 3) reserve(cal, student, SELF_IDS.central, day, 3, optionOf(day, 3), 1, booked);
  }
  reserve(cal, student, SELF_IDS.central, seedWeek + 7, 2, 1, 1, booked);
}
