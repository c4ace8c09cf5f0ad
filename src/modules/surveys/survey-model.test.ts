import { describe, expect, it } from 'vitest';
import type { Survey } from '@/api/generated/rest/model';
import { canIgnore, forcedSurvey, nextIgnoreEnd, sectionOf } from './survey-model';
import { IGNORE_SECONDS, isIgnored } from './survey-storage';

const survey = (overrides: Partial<Survey>): Survey => ({ id: 1, name: 'x', type: 1, status: 'OPEN', answered: false, mandatory: false, ignorable: true, ...overrides });
const NOW = 1_700_000_000_000;

describe('survey model', () => {
  it('sorts a survey into open, upcoming, answered or closed', () => {
    expect(sectionOf(survey({}))).toBe('open');
    expect(sectionOf(survey({ status: 'NOT_STARTED' }))).toBe('upcoming');
    expect(sectionOf(survey({ status: 'CLOSED' }))).toBe('closed');
    expect(sectionOf(survey({ status: 'CLOSED', answered: true }))).toBe('answered');
  });

  it('offers ignore only where allowed: never for elections, mandatory ones only from their page', () => {
    expect(canIgnore(survey({}), 'list')).toBe(true);
    expect(canIgnore(survey({ ignorable: false }), 'list')).toBe(false);
    expect(canIgnore(survey({ type: 2 }), 'list')).toBe(false);
    expect(canIgnore(survey({ type: 2 }), 'page')).toBe(false);
    expect(canIgnore(survey({ mandatory: true }), 'list')).toBe(false);
    expect(canIgnore(survey({ mandatory: true }), 'page')).toBe(true);
    expect(canIgnore(survey({ answered: true }), 'page')).toBe(false);
    expect(canIgnore(survey({ status: 'CLOSED' }), 'page')).toBe(false);
  });

  it('picks the mandatory, open, unanswered survey outside its ignore window', () => {
    const list = [survey({ id: 1 }), survey({ id: 2, mandatory: true, answered: true }), survey({ id: 3, mandatory: true })];
    expect(forcedSurvey(list, { ignored: {} }, NOW)?.id).toBe(3);
    const ignored = { ignored: { '3': NOW + IGNORE_SECONDS * 1000 } };
    expect(forcedSurvey(list, ignored, NOW)).toBeNull();
    expect(forcedSurvey(list, ignored, NOW + IGNORE_SECONDS * 1000 - 1)).toBeNull();
    expect(forcedSurvey(list, ignored, NOW + IGNORE_SECONDS * 1000)?.id).toBe(3);
    expect(forcedSurvey([survey({ id: 4, mandatory: true, status: 'CLOSED' })], { ignored: {} }, NOW)).toBeNull();
  });

  it('knows when the next ignore window ends', () => {
    expect(nextIgnoreEnd({ ignored: {} }, NOW)).toBeNull();
    expect(nextIgnoreEnd({ ignored: { '1': NOW - 1, '2': NOW + 5, '3': NOW + 9 } }, NOW)).toBe(NOW + 5);
    expect(isIgnored({ ignored: { '1': NOW + 1 } }, 1, NOW)).toBe(true);
    expect(isIgnored({ ignored: { '1': NOW } }, 1, NOW)).toBe(false);
  });

  it('waits 21600 s (6 hours)', () => {
    expect(IGNORE_SECONDS).toBe(6 * 60 * 60);
  });
});
