import type { QuestionAnswer, SurveyQuestion } from '@/api/generated/rest/model';
import { normalizeDigits } from './digits';

/*
 * The answer rules of a survey question (the contract's SurveyQuestionType), shared by the form
 * (errors as the user types) and the mock backend (which refuses what the form would refuse).
 */

export type AnswerProblem =
  'required' | 'tooFew' | 'tooMany' | 'unknownOption' | 'notNumber' | 'outOfRange' | 'tooLong' | 'invalidDate';

/** An answer carries something (text, a number, a date or at least one option). */
export function hasAnswer(answer: QuestionAnswer | undefined): boolean {
  if (!answer) return false;
  if (answer.optionIds && answer.optionIds.length > 0) return true;
  return typeof answer.answer === 'string' && answer.answer.trim() !== '';
}

function validDate(text: string): boolean {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (!m) return false;
  const d = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
  return d.getUTCFullYear() === Number(m[1]) && d.getUTCMonth() === Number(m[2]) - 1 && d.getUTCDate() === Number(m[3]);
}

/** Why the answer does not fit the question, or null. */
export function answerProblem(question: SurveyQuestion, answer: QuestionAnswer | undefined): AnswerProblem | null {
  if (!hasAnswer(answer)) return question.required ? 'required' : null;
  const text = normalizeDigits(String(answer?.answer ?? '')).trim();
  const chosen = answer?.optionIds ?? [];
  const optionIds = new Set((question.options ?? []).map((o) => o.id));
  switch (question.type) {
    case 'SINGLE_CHOICE':
      if (chosen.length !== 1) return chosen.length === 0 ? 'required' : 'tooMany';
      return optionIds.has(chosen[0]!) ? null : 'unknownOption';
    case 'MULTIPLE_CHOICE': {
      if (chosen.some((id) => !optionIds.has(id)) || new Set(chosen).size !== chosen.length) return 'unknownOption';
      if (question.maxSelect != null && chosen.length > question.maxSelect) return 'tooMany';
      if (question.minSelect != null && chosen.length < question.minSelect) return 'tooFew';
      return null;
    }
    case 'NUMBER':
    case 'SCALE': {
      if (!/^-?\d+(\.\d+)?$/.test(text)) return 'notNumber';
      const n = Number(text);
      if (question.type === 'SCALE' && !Number.isInteger(n)) return 'notNumber';
      if ((question.min != null && n < question.min) || (question.max != null && n > question.max)) return 'outOfRange';
      return null;
    }
    case 'DATE':
      return validDate(text) ? null : 'invalidDate';
    case 'TEXT':
    case 'TEXTAREA':
    default:
      return question.maxLength != null && text.length > question.maxLength ? 'tooLong' : null;
  }
}

/** The first question (in order) whose answer breaks a rule, with the problem. */
export function firstProblem(
  questions: readonly SurveyQuestion[],
  answers: readonly QuestionAnswer[],
): { questionId: number; problem: AnswerProblem } | null {
  const byId = new Map(answers.map((a) => [a.questionId, a]));
  for (const q of questions) {
    const problem = answerProblem(q, byId.get(q.id));
    if (problem) return { questionId: q.id, problem };
  }
  return null;
}

/** Survey kinds of modules.md 3: the numeric type codes and the named ones. */
export type SurveyKind = 'survey' | 'election' | 'exam' | 'culturalCapabilities' | 'electionCandidacy' | 'camp';

export function surveyKind(type: number | string): SurveyKind {
  switch (String(type)) {
    case '2':
      return 'election';
    case '3':
    case 'EXAM':
      return 'exam';
    case 'CULTURAL_CAPABILITIES':
      return 'culturalCapabilities';
    case 'ELECTION_CANDIDACY':
      return 'electionCandidacy';
    case 'CAMP':
      return 'camp';
    default:
      return 'survey';
  }
}
