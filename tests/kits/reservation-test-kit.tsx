/*
 * Test helpers of the reservation module (component tests only; never imported by the app): a signed-in
 * session with a fake token, per-test MSW handlers built from the generated types, and fixtures.
 */
import type { QueryClient } from '@tanstack/react-query';
import { http, HttpResponse, type JsonBodyType } from 'msw';
import type { ReactElement } from 'react';
import type {
  DailySaleProgram,
  DailySaleReserve,
  NurtureProfile,
  Profile,
  ProgramFoodType,
  ProgramMeal,
  ProgramWeek,
  Reserve,
  ReserveDayMeal,
  ReserveWeek,
  ReserveWeekDay,
  Self,
  Teammate,
  VotableItem,
  VoteReason,
} from '@/api/generated/rest/model';
import { setTokens } from '@/api/tokens';
import type { RuntimeConfigInput } from '@/config/schema';
import type { Language } from '@/i18n/languages';
import { addDays, isoDate, jalaliString, toJalali } from '@/lib/jalali';
import { RequireAuth } from '@/session/require-auth';
import { SessionProvider } from '@/session/session-provider';
import { server } from '@tests/msw-server';
import { renderApp } from '@tests/render';
import { resetCartCache } from '@/lib/reserve-cart';
import { resetLocalSettings } from '@/modules/reservation/local-settings';

// ───────────── Clock ─────────────

/** Wednesday 15 January 2025 = 1403/10/26; its week runs Sat 2025-01-11 to Fri 2025-01-17. */
export const TODAY = new Date(2025, 0, 15, 10, 0);
export const WEEK_START = '2025-01-11';
export const NEXT_WEEK_START = '2025-01-18';

// ───────────── Session ─────────────

const base64Url = (text: string) => Buffer.from(text, 'utf8').toString('base64url');

export function fakeJwt(claims: Record<string, unknown>): string {
  return `${base64Url(JSON.stringify({ alg: 'none', typ: 'JWT' }))}.${base64Url(JSON.stringify(claims))}.sig`;
}

export const STUDENT_AUTHORITIES = ['ROLE_STUDENT', 'ROLE_NURTURE_USER', 'ROLE_RS_USERS_ME'];

export function profile(overrides: Partial<Profile> = {}): Profile {
  return {
    id: 1001,
    username: 'student',
    firstName: 'سارا',
    lastName: 'محمدی',
    canDeleteTeammates: false,
    group: { checkTeammate: true, canDailySale: true },
    ...overrides,
  };
}

/** A signed-in student: a token in storage (read by the session) and GET /rest/users/me. */
export function signIn(overrides: Partial<Profile> = {}, authorities: string[] = STUDENT_AUTHORITIES): Profile {
  const me = profile(overrides);
  setTokens({
    accessToken: fakeJwt({ user_name: me.username, authorities, exp: 4_102_444_800 }),
    refreshToken: 'refresh',
  });
  server.use(http.get('*/rest/users/me', () => HttpResponse.json(ok(me))));
  return me;
}

export { signInToWorld } from './sign-in';

/** Clears what the module keeps in storage between tests. */
export function resetStorage(): void {
  globalThis.localStorage.clear();
  resetLocalSettings();
  resetCartCache();
}

// ───────────── Config and render ─────────────

export function testConfig(
  overrides: { changableReserveMode?: boolean; lessDetailUi?: boolean; legacyTeammateMode?: boolean } = {},
): Partial<RuntimeConfigInput> {
  return {
    university: {
      unikey: 'test',
      universityLabel: 'دانشگاه آزمایشی',
      universityURL: '',
      changableReserveMode: overrides.changableReserveMode ?? false,
      samad: { nurture: true, sport: true, Clinics: true, transport: true, teammate: true },
    },
    ui: { lessDetailUi: overrides.lessDetailUi ?? false, legacyTeammateMode: overrides.legacyTeammateMode ?? false },
  };
}

export interface RenderPageOptions {
  path: string;
  /** Other pages the test navigates to (each shows its path). */
  otherPaths?: string[];
  route?: string;
  lng?: Language;
  config?: Partial<RuntimeConfigInput>;
  /** The app's query client as boot left it (a prefetch's answers); a fresh one by default. */
  queryClient?: QueryClient;
}

/** Renders a page at its path inside the session (as the shell would). */
export function renderPage(
  ui: ReactElement,
  { path, route = path, lng = 'fa', config = testConfig(), otherPaths = [], queryClient }: RenderPageOptions,
) {
  const others = ['/login', ...otherPaths].map((other) => ({
    path: other,
    element: <p data-testid="other-page">{other}</p>,
  }));
  return renderApp(
    <SessionProvider>
      <RequireAuth>{ui}</RequireAuth>
    </SessionProvider>,
    { path, route, lng, config, routes: others, queryClient },
  );
}

// ───────────── Envelopes ─────────────

export function ok<T>(payload: T) {
  return { type: 'SUCCESS', code: 200, message: 'OK', messageFa: null, messageResource: null, payload };
}

export function failure(status: number, messageResource: string, messageFa = 'خطای سرور آزمایشی') {
  return HttpResponse.json(
    { type: 'ERROR', code: status, message: messageResource, messageFa, messageResource, payload: null },
    { status },
  );
}

export const json = (body: JsonBodyType) => HttpResponse.json(body);

// ───────────── Fixtures ─────────────

export function self(id: number, name: string, type: Self['type'] = 'NORMAL', extra: Partial<Self> = {}): Self {
  return { id, name, type, ...extra };
}

export function item(overrides: Partial<ProgramFoodType> & { id: number }): ProgramFoodType {
  return {
    foodTypeId: overrides.id * 10,
    foodNames: 'چلو کباب|ماست',
    foodTypeTitle: 'غذای اصلی',
    selectedCount: 0,
    validMinCount: 0,
    validMaxCount: 3,
    foodList: [{ id: overrides.id * 100, averageScore: 3.74, voteCount: 12, foodImageSrc: null }],
    selfId: 1,
    ...overrides,
  };
}

export function meal(
  overrides: Partial<ProgramMeal> & { programId: number; programFoodTypes: ProgramFoodType[] },
): ProgramMeal {
  return {
    // programWeek puts each meal on its day.
    date: '',
    mealTypeId: 2,
    mealTypeName: 'ناهار',
    validTotalCount: 10,
    reserveRuleViolated: false,
    cancelRuleViolated: false,
    ...overrides,
  };
}

export const MEAL_TYPES = [
  { id: 1, name: 'صبحانه' },
  { id: 2, name: 'ناهار' },
  { id: 3, name: 'شام' },
];

function dayDates(weekStart: string, days: number): string[] {
  return Array.from({ length: days }, (_, i) => isoDate(addDays(weekStart, i)));
}

/**
 * A week program as programs/v2 answers it (the real servers' shape, openapi ProgramWeek): the days
 * from weekStart that have meals, each its meals; `meals(date, index)` gives each day's meals (the
 * spec's version: counts and ids on the choices). `lean` turns it into the real servers' version.
 */
export function programWeek(
  weekStart: string,
  meals: (date: string, index: number) => ProgramMeal[],
  days = 7,
): ProgramWeek {
  return {
    selfWeekPrograms: dayDates(weekStart, days)
      .map((date, index) => meals(date, index).map((m) => ({ ...m, date })))
      .filter((day) => day.length > 0),
    userWeekReserves: [],
    mealTypes: MEAL_TYPES,
    userId: 1001,
  };
}

/**
 * The real servers' version of a week (Poisonad-v2's food-response-types.ts): choices without id,
 * count or free-food flags; the user's counts as userWeekReserves records (programId, foodTypeId,
 * selectedCount, selected).
 */
export function lean(week: ProgramWeek): ProgramWeek {
  const userWeekReserves: Reserve[] = [];
  const selfWeekPrograms = week.selfWeekPrograms.map((day) =>
    day.map((m) => ({
      ...m,
      programFoodTypes: (m.programFoodTypes ?? []).map(
        ({
          id: _id,
          selectedCount,
          changableSelf: _c,
          changableSelfs: _cs,
          forSale,
          sold,
          saleableFreeFood: _s,
          ...rest
        }) => {
          if ((selectedCount ?? 0) > 0 || forSale || sold) {
            userWeekReserves.push({
              id: 900 + userWeekReserves.length,
              programId: m.programId,
              programDate: m.date,
              foodTypeId: rest.foodTypeId,
              mealTypeId: m.mealTypeId,
              selectedCount: selectedCount ?? 0,
              selected: (selectedCount ?? 0) > 0,
              consumed: false,
              forSale: forSale ?? false,
              sold: sold ?? false,
            });
          }
          return { ...rest, programId: m.programId, mealTypeId: m.mealTypeId };
        },
      ),
    })),
  );
  return { ...week, selfWeekPrograms, userWeekReserves };
}

export function reserve(overrides: Partial<Reserve> = {}): Reserve {
  return {
    id: 501,
    mealTypeId: 2,
    consumed: false,
    selectedCount: 1,
    foodNames: 'چلو کباب|ماست',
    selfCodeName: 'سلف مرکزی',
    ...overrides,
  };
}

/** A reserve week; `meals(date, index)` gives each day's meals (missing meal types are empty). */
export function reserveWeek(
  weekStart: string,
  meals: (date: string, index: number) => ReserveDayMeal[] = () => [],
  dailySales: (date: string, index: number) => DailySaleReserve[] = () => [],
  days = 7,
): ReserveWeek {
  return {
    weekDays: dayDates(weekStart, days).map((date, index): ReserveWeekDay => ({
      date,
      dateJStr: jalaliString(toJalali(date)),
      mealTypes: meals(date, index),
      dailySales: dailySales(date, index),
    })),
    mealTypes: MEAL_TYPES,
  };
}

export function dailySaleProgram(overrides: Partial<DailySaleProgram> & { id: number }): DailySaleProgram {
  return {
    selfName: 'سلف مرکزی',
    mealTypeName: 'ناهار',
    foodTypeTitle: 'غذای اصلی',
    foodNames: 'جوجه کباب|دوغ',
    price: 850000,
    startTime: { timeStr: '12:00' },
    finishTime: { timeStr: '14:00' },
    count: 20,
    soldCount: 5,
    maxValue: 2,
    programDate: isoDate(TODAY),
    ...overrides,
  };
}

export function teammate(overrides: Partial<Teammate> & { id: number }): Teammate {
  return {
    user: { username: `40${overrides.id}`, firstName: 'علی', lastName: `رضایی ${overrides.id}` },
    status: 'FINAL',
    reserveCount: 2,
    ...overrides,
  };
}

/** The six aspects' reasons, positive then negative, ids 1..6 and 11..16. */
export const VOTE_REASONS: VoteReason[] = [
  ...[1, 2, 3, 4, 5, 6].map((id): VoteReason => ({ id, type: 'POSITIVE' })),
  ...[11, 12, 13, 14, 15, 16].map((id): VoteReason => ({ id, type: 'NEGATIVE' })),
];

export function votable(id: number): VotableItem {
  return {
    id,
    program: {
      id: id * 10,
      date: '2025-01-14',
      mealType: { name: 'ناهار' },
      self: { id: 1, name: 'سلف مرکزی' },
      foods: [{ name: 'قورمه سبزی' }],
    },
  };
}

export function nurtureProfile(credit: number): NurtureProfile {
  return { id: 7, credit, subsidyCredit: 0, subsidies: [] };
}

// ───────────── A reserve-page backend ─────────────

export interface ReserveBackendOptions {
  selfs: Self[];
  /** The week program of a self, or null for "no program" (404 SELF_HAS_NO_PROGRAM). */
  program: (selfId: number, weekStart: string) => ProgramWeek | null;
  reserves?: (weekStart: string) => ReserveWeek;
  credit?: number;
  /** The activity log the low-credit notice reads (default: none, so no notice). */
  activityLogs?: { activityTypeClassName: string; activityTypeJson: string; occurDate: string }[];
  /**
   * Answers the reserve calls (default: 200): PUT /rest/reserves/{programId}/reserve (default mode)
   * and POST /rest/reserves (new mode); gets the parsed body, with `method` and, for PUT, the path's
   * `programId`.
   */
  onReserve?: (body: Record<string, unknown>) => Response | Promise<Response> | undefined;
}

export interface ReserveBackendLog {
  /** How many times the self list was asked for. */
  selfLists: number;
  reserveBodies: Record<string, unknown>[];
  programWeeks: string[];
  /** Each program's weekStartDate as sent. */
  programWeekParams: string[];
  /** The self of each program asked for, in order. */
  programSelfs: number[];
  reserveWeeks: string[];
  /** How many times the credit was asked for. */
  credits: number;
}

/** Handlers for everything the reserve page reads and the reserve call; returns what was asked. */
export function serveReserveBackend(options: ReserveBackendOptions): ReserveBackendLog {
  const log: ReserveBackendLog = {
    selfLists: 0,
    reserveBodies: [],
    programWeeks: [],
    programWeekParams: [],
    programSelfs: [],
    reserveWeeks: [],
    credits: 0,
  };
  server.use(
    http.get('*/rest/selfs', () => {
      log.selfLists += 1;
      return json(ok(options.selfs));
    }),
    http.get('*/rest/programs/v2', ({ request }) => {
      const url = new URL(request.url);
      const weekStart = (url.searchParams.get('weekStartDate') ?? '').slice(0, 10);
      const selfId = Number(url.searchParams.get('selfId'));
      log.programWeeks.push(weekStart);
      log.programWeekParams.push(url.searchParams.get('weekStartDate') ?? '');
      log.programSelfs.push(selfId);
      const week = options.program(selfId, weekStart);
      return week ? json(ok(week)) : failure(404, 'SELF_HAS_NO_PROGRAM');
    }),
    http.get('*/rest/reserves', ({ request }) => {
      const weekStart = new URL(request.url).searchParams.get('weekStartDate') ?? '';
      log.reserveWeeks.push(weekStart);
      return json(ok(options.reserves ? options.reserves(weekStart) : reserveWeek(weekStart)));
    }),
    http.post('*/rest/reserves', async ({ request }) => {
      const body = { method: 'POST', ...((await request.json()) as Record<string, unknown>) };
      log.reserveBodies.push(body);
      return (await options.onReserve?.(body)) ?? json(ok(null));
    }),
    http.put('*/rest/reserves/:programId/reserve', async ({ request, params }) => {
      const body = {
        method: 'PUT',
        programId: Number(params.programId),
        ...((await request.json()) as Record<string, unknown>),
      };
      log.reserveBodies.push(body);
      return (await options.onReserve?.(body)) ?? json(ok(null));
    }),
    http.get('*/rest/users/nurture-profiles', () => {
      log.credits += 1;
      return json(ok(nurtureProfile(options.credit ?? 1_000_000)));
    }),
    http.get('*/rest/users/activity-logs', () =>
      json(ok({ items: options.activityLogs ?? [], total: options.activityLogs?.length ?? 0 })),
    ),
    http.get('*/rest/reserves/votable', () => json(ok([]))),
    http.get('*/rest/reserves/votes/reasons', () => json(ok(VOTE_REASONS))),
  );
  return log;
}
