import { useSyncExternalStore } from 'react';
import type { QuestionAnswer } from '@/api/generated/rest/model';
import { clearDraft, readDraft, writeDraft } from '@/lib/drafts';
import { STORAGE_KEYS } from '@/lib/storage-keys';

/*
 * What the module keeps in the browser under the "survey data" key (platform.md 9), cleared on
 * logout: the surveys the user chose to ignore, each with the instant the ignore ends (modules.md 4:
 * ignored surveys reappear after 21600 s). Unfinished answers (save and resume) are the user's
 * drafts instead (src/lib/drafts.ts): a session end does not take them, and only the same
 * user gets them back.
 */

export const IGNORE_SECONDS = 21_600;

interface SurveyData {
  /** Survey id → ms (Date.now() clock) when the ignore ends. */
  ignored: Record<string, number>;
}

const EMPTY: SurveyData = { ignored: {} };
const listeners = new Set<() => void>();
let cachedText: string | null | undefined;
let cached: SurveyData = EMPTY;

function read(): SurveyData {
  let text: string | null = null;
  try {
    text = globalThis.localStorage?.getItem(STORAGE_KEYS.surveyData) ?? null;
  } catch {
    text = null;
  }
  if (text === cachedText) return cached;
  cachedText = text;
  try {
    const parsed = text ? (JSON.parse(text) as Partial<SurveyData>) : {};
    cached = { ignored: parsed.ignored && typeof parsed.ignored === 'object' ? parsed.ignored : {} };
  } catch {
    cached = EMPTY;
  }
  return cached;
}

function write(next: SurveyData): void {
  try {
    globalThis.localStorage?.setItem(STORAGE_KEYS.surveyData, JSON.stringify(next));
  } catch {
    // storage blocked: the choice lasts for this page only
    cached = next;
  }
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key === STORAGE_KEYS.surveyData) listener();
  };
  globalThis.addEventListener?.('storage', onStorage);
  return () => {
    listeners.delete(listener);
    globalThis.removeEventListener?.('storage', onStorage);
  };
}

/** Whether the survey is inside its ignore window at `now`. */
export function isIgnored(data: SurveyData, surveyId: number, now: number): boolean {
  const until = data.ignored[String(surveyId)];
  return typeof until === 'number' && until > now;
}

/** Ignores a survey for 6 hours from `now`; expired entries are dropped on the way. */
export function ignoreSurvey(surveyId: number, now = Date.now()): void {
  const data = read();
  const ignored = Object.fromEntries(Object.entries(data.ignored).filter(([, until]) => until > now));
  write({ ...data, ignored: { ...ignored, [String(surveyId)]: now + IGNORE_SECONDS * 1000 } });
}

/** Shows an ignored survey again at once. */
export function unignoreSurvey(surveyId: number): void {
  const data = read();
  const { [String(surveyId)]: _dropped, ...ignored } = data.ignored;
  write({ ...data, ignored });
}

const draftForm = (surveyId: number) => `surveys.answers.${surveyId}`;

function isAnswers(value: unknown): value is QuestionAnswer[] {
  return (
    Array.isArray(value) &&
    value.every(
      (a: unknown) => !!a && typeof a === 'object' && typeof (a as { questionId?: unknown }).questionId === 'number',
    )
  );
}

/** The answers `owner` typed in a survey and has not sent (null when none, expired or another user's). */
export function readSurveyDraft(owner: string | null, surveyId: number): QuestionAnswer[] | null {
  return readDraft(owner, draftForm(surveyId), isAnswers);
}

export function saveSurveyDraft(owner: string | null, surveyId: number, answers: QuestionAnswer[]): void {
  writeDraft(owner, draftForm(surveyId), answers);
}

export function clearSurveyDraft(owner: string | null, surveyId: number): void {
  clearDraft(owner, draftForm(surveyId));
}

/** The stored survey data, re-rendering when it changes (here or in another tab). */
export function useSurveyData(): SurveyData {
  return useSyncExternalStore(subscribe, read, () => EMPTY);
}
