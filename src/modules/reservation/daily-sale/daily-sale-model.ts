import type { DailySaleProgram, DailySaleReserve, SamadTime, Self, SelfType } from '@/api/generated/rest/model';
import { tehranDay, tehranInstant } from '@/lib/reserve-deadlines';
import { selfTypeOf } from '../program-model';

/*
 * Daily sale (modules.md 2.2): today's programs of the variant, with what the user already bought.
 */

/**
 * The self type of a daily-sale program: its selfType, else the type of its self (selfId, else the
 * self list matched by name or code); a program of an unknown self counts as NORMAL (the default).
 */
function dailySaleSelfType(
  program: Pick<DailySaleProgram, 'selfType' | 'selfId' | 'selfName' | 'selfCode'>,
  selfs: readonly Self[],
): SelfType {
  if (program.selfType) return program.selfType;
  const self =
    (program.selfId !== undefined ? selfs.find((s) => s.id === program.selfId) : undefined) ??
    selfs.find(
      (s) =>
        (s.name !== undefined && s.name === program.selfName) ||
        (program.selfCode != null && s.name === program.selfCode),
    );
  return self ? selfTypeOf(self) : 'NORMAL';
}

export function programsOfType(
  programs: readonly DailySaleProgram[],
  selfs: readonly Self[],
  type: SelfType,
): DailySaleProgram[] {
  return programs.filter((p) => dailySaleSelfType(p, selfs) === type);
}

/** Remaining = total minus sold (remainCount when the server sends it). */
export function remainingOf(program: Pick<DailySaleProgram, 'count' | 'soldCount' | 'remainCount'>): number {
  return Math.max(0, program.remainCount ?? program.count - program.soldCount);
}

/**
 * What the user bought of a program today: the count (the reserves', or the program's own
 * `selectedCount` when the reserves are not known), and the reserve to print a forgotten-card code for.
 */
export function chosenOf(
  program: Pick<DailySaleProgram, 'id' | 'selectedCount'>,
  reserves: readonly DailySaleReserve[],
): { count: number; reserve: DailySaleReserve | null } {
  const mine = reserves.filter((r) => r.dailySellProgramId === program.id && r.selectedCount > 0);
  const bought = mine.reduce((sum, r) => sum + r.selectedCount, 0);
  return {
    count: Math.max(bought, program.selectedCount ?? 0),
    reserve: mine.find((r) => !r.consumed) ?? mine[0] ?? null,
  };
}

/**
 * `HH:mm` of a server time: its timeStr, else its hour and minute (foodie SamadTimeDto.kt reads all
 * three); null when it carries neither, so no made-up time is shown.
 */
export function timeOf(t: SamadTime | undefined): string | null {
  if (!t) return null;
  const text = /^(\d{1,2}):(\d{2})/.exec(t.timeStr);
  if (text) return `${text[1]!.padStart(2, '0')}:${text[2]}`;
  if (t.hour === undefined) return null;
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${pad(t.hour)}:${pad(t.minute ?? 0)}`;
}

/** The sale window's `HH:mm` ends, when both are known. */
export function saleWindowOf(
  program: Pick<DailySaleProgram, 'startTime' | 'finishTime'>,
): { from: string; to: string } | null {
  const from = timeOf(program.startTime);
  const to = timeOf(program.finishTime);
  return from && to ? { from, to } : null;
}

/** Plus is disabled once the chosen count reaches maxValue (modules.md 5), or nothing remains. */
export function isBuyDisabled(program: DailySaleProgram, chosen: number): boolean {
  return remainingOf(program) <= 0 || (program.maxValue !== undefined && chosen >= program.maxValue);
}

/** Where a program's sale stands at an instant: open, not yet open (opens at `at`), or over (closed at `at`). */
export type SaleState = { kind: 'open' } | { kind: 'notYet'; at: string } | { kind: 'over'; at: string };

/**
 * The sale window against `nowMs` (the server sells from startTime until finishTime on the program's
 * day, Tehran time, and refuses outside it): a window not yet open or closed is shown so, not buyable.
 * Without a window the server's answer decides (open).
 */
export function saleStateOf(
  program: Pick<DailySaleProgram, 'startTime' | 'finishTime' | 'programDate'>,
  nowMs: number,
): SaleState {
  const window = saleWindowOf(program);
  if (!window) return { kind: 'open' };
  const day = program.programDate?.slice(0, 10) || tehranDay(nowMs);
  const from = tehranInstant(day, window.from);
  const to = tehranInstant(day, window.to);
  if (Number.isNaN(from) || Number.isNaN(to)) return { kind: 'open' };
  if (nowMs < from) return { kind: 'notYet', at: window.from };
  if (nowMs >= to) return { kind: 'over', at: window.to };
  return { kind: 'open' };
}
