import { test } from '@playwright/test';
import { replay } from './replay';
import { allScenarios, selectScenarios } from './scenarios';

/*
 * One Playwright test per selected scenario (QA_SCENARIOS: ids or globs, one a line; all when
 * empty). QA_BREAK_SELECTOR breaks the UI on purpose (the failure fixture, tests/qa/qa-failure.test.ts):
 * the elements it matches are hidden by a stylesheet injected before the app starts.
 */
const patterns = (process.env.QA_SCENARIOS ?? '')
  .split('\n')
  .map((p) => p.trim())
  .filter(Boolean);
const scenarios = patterns.length ? selectScenarios(patterns) : allScenarios();
const broken = process.env.QA_BREAK_SELECTOR;

for (const scenario of scenarios) {
  test(scenario.id, async ({ page, request }) => {
    if (broken) {
      await page.addInitScript((selector) => {
        document.addEventListener('DOMContentLoaded', () => {
          const style = document.createElement('style');
          style.textContent = `${selector} { display: none !important; }`;
          document.head.append(style);
        });
      }, broken);
    }
    await replay(scenario, { page, request, memo: {} });
  });
}
