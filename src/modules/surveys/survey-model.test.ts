import { describe, expect, it } from 'vitest';
import type { Survey } from '@/api/generated/rest/model';
import { canIgnore, forcedSurvey, sectionOf } from './survey-model';
import { IGNORE_SECONDS, isIgnored } from './survey-storage';

const survey = (overrides: Partial<Survey>): Survey => ({
  id: 1,
  name: 'x',
  type: 1,
  status: 'OPEN',
  answered: false,
  mandatory: false,
  ignorable: true,
  ...overrides,
});
const NOW = 1_700_000_000_000;

describe('survey model', () => {
  it('sorts a survey into open, upcoming, answered or closed', () => {
    expect(sectionOf(survey({}))).toBe('open');
    expect(sectionOf(survey({ status: 'NOT_STARTED' }))).toBe('upcoming');
    expect(sectionOf(survey({ status: 'CLOSED' }))).toBe('closed');
    expect(sectionOf(survey({ status: 'CLOSED', answered: true }))).toBe('answered');
  });

  it('offers ignore only where allowed: never for elections, never for a mandatory survey (list or page)', () => {
    expect(canIgnore(survey({}), 'list')).toBe(true);
    expect(canIgnore(survey({}), 'page')).toBe(true);
    expect(canIgnore(survey({ ignorable: false }), 'list')).toBe(false);
    expect(canIgnore(survey({ type: 2 }), 'list')).toBe(false);
    expect(canIgnore(survey({ type: 2 }), 'page')).toBe(false);
    expect(canIgnore(survey({ mandatory: true }), 'list')).toBe(false);
    expect(canIgnore(survey({ mandatory: true }), 'page')).toBe(false);
    expect(canIgnore(survey({ answered: true }), 'page')).toBe(false);
    expect(canIgnore(survey({ status: 'CLOSED' }), 'page')).toBe(false);
  });

  it('picks the mandatory, open, unanswered survey', () => {
    const list = [
      survey({ id: 1 }),
      survey({ id: 2, mandatory: true, answered: true }),
      survey({ id: 3, mandatory: true }),
    ];
    expect(forcedSurvey(list)?.id).toBe(3);
    expect(forcedSurvey([survey({ id: 4, mandatory: true, status: 'CLOSED' })])).toBeNull();
  });

  it('knows an ignore window', () => {
    expect(isIgnored({ ignored: { '1': NOW + 1 } }, 1, NOW)).toBe(true);
    expect(isIgnored({ ignored: { '1': NOW } }, 1, NOW)).toBe(false);
  });

  it('waits 21600 s (6 hours)', () => {
    expect(IGNORE_SECONDS).toBe(6 * 60 * 60);
  });
});
