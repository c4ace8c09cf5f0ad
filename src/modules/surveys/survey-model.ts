import type { Survey } from '@/api/generated/rest/model';
import { surveyKind, type SurveyKind } from '@/lib/survey-rules';

/*
 * How the screens sort and filter surveys: open (not answered), answered, closed; which may be
 * ignored; which one the student is sent to after sign-in.
 */

export type SurveySection = 'open' | 'answered' | 'closed' | 'upcoming';

export function sectionOf(survey: Survey): SurveySection {
  if (survey.answered) return 'answered';
  if (survey.status === 'CLOSED') return 'closed';
  if (survey.status === 'NOT_STARTED') return 'upcoming';
  return 'open';
}

/**
 * A survey whose `fromDate` or `toDate` is not a date (the contract only says "string")
 * is shown as an error card on its own; the rest of the list, and its page, still work.
 */
export function hasBadDates(survey: Pick<Survey, 'fromDate' | 'toDate'>): boolean {
  return [survey.fromDate, survey.toDate].some((value) => value !== null && value !== undefined && !isDate(value));
}

function isDate(value: unknown): boolean {
  return typeof value === 'string' && value.trim() !== '' && !Number.isNaN(new Date(value).getTime());
}

export function kindOf(survey: Pick<Survey, 'type'>): SurveyKind {
  return surveyKind(survey.type);
}

/**
 * The card and the survey's page offer "ignore" (6 hours) when the server allows it, the survey is
 * still waiting for an answer, and it is not an election (modules.md 2.8: the elections page has no
 * ignore option). A mandatory survey cannot be dismissed (modules.md 2.8), from the list or its page.
 */
export function canIgnore(survey: Survey, _where: 'list' | 'page'): boolean {
  return (
    Boolean(survey.ignorable) && !survey.mandatory && kindOf(survey) !== 'election' && sectionOf(survey) === 'open'
  );
}

/** The mandatory survey to send the student to: open and not answered (it cannot be put off). */
export function forcedSurvey(surveys: readonly Survey[]): Survey | null {
  return surveys.find((s) => s.mandatory && sectionOf(s) === 'open') ?? null;
}

export const KIND_OF_PAGE = {
  survey: ['survey'],
  elections: ['election'],
  culturalCapabilities: ['culturalCapabilities'],
  electionCandidacy: ['electionCandidacy'],
  competition: ['exam'],
  camp: ['camp'],
} as const satisfies Record<string, readonly SurveyKind[]>;
export type SurveyListPage = keyof typeof KIND_OF_PAGE;
