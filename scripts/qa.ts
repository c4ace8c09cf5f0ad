/**
 * `npm run qa`: QA replay of scenarios generated from the machines.
 *
 *   npm run qa -- --list              one scenario id a line (stdout); the state coverage per machine (stderr)
 *   npm run qa -- ID|GLOB [...]       replays them; stops at the first failed scenario
 *   npm run qa -- --all [--shard i/n] replays everything (or one CI shard of it), all failures reported
 *
 * Builds dist/ first when it is missing or older than the sources, then runs Playwright with
 * tests/qa/playwright.qa.config.ts (which starts the standalone mock server and `rsbuild preview`
 * on QA_MOCK_PORT / QA_PORT). Trail: qa-results/<id>/NN-<state>.png; report: qa-results/report.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { allScenarios, coverageReport, selectScenarios } from '../tests/qa/scenarios';

const args = process.argv.slice(2);
const flag = (name: string) => args.includes(name);
const valueOf = (name: string) => {
  const i = args.indexOf(name);
  return i >= 0 ? args[i + 1] : undefined;
};
const shard = valueOf('--shard');
const patterns = args.filter((a, i) => !a.startsWith('--') && args[i - 1] !== '--shard');

function printCoverage(): void {
  for (const c of coverageReport()) {
    const missing = c.missing.length ? `  missing: ${c.missing.join(', ')}` : '';
    console.error(`coverage ${c.machine}: ${c.visited}/${c.total} states${missing}`);
  }
  console.error(`scenarios: ${allScenarios().length}`);
}

/** Newest modification time under the given roots (files only). */
function newest(roots: string[]): number {
  let latest = 0;
  const walk = (p: string) => {
    if (!existsSync(p)) return;
    const st = statSync(p);
    if (st.isDirectory()) {
      for (const entry of readdirSync(p))
        if (!entry.endsWith('.test.ts') && !entry.endsWith('.test.tsx')) walk(path.join(p, entry));
    } else latest = Math.max(latest, st.mtimeMs);
  };
  roots.forEach(walk);
  return latest;
}

function ensureBuild(): void {
  const built = existsSync('dist/index.html') ? statSync('dist/index.html').mtimeMs : 0;
  const sources = newest(['src', 'machines', 'public', 'index.html', 'rsbuild.config.ts', 'package-lock.json']);
  if (built && built >= sources) return;
  console.log(built ? '▶ dist/ is older than the sources: npm run build' : '▶ no dist/: npm run build');
  const run = spawnSync('npm run --silent build', { stdio: 'inherit', shell: true });
  if (run.status !== 0) process.exit(run.status ?? 1);
}

if (flag('--list')) {
  for (const s of allScenarios()) console.log(s.id);
  printCoverage();
  process.exit(0);
}

if (flag('--all') && patterns.length) {
  console.error(`--all replays every scenario: drop ${patterns.join(' ')} (or --all) (npm run qa -- --list)`);
  process.exit(2);
}
if (!flag('--all') && !patterns.length) {
  console.error('usage: npm run qa -- --list | ID|GLOB ... | --all [--shard i/n]');
  process.exit(2);
}

const selected = flag('--all') ? allScenarios() : selectScenarios(patterns);
if (!selected.length) {
  console.error(`no scenario matches ${patterns.join(' ')} (npm run qa -- --list)`);
  process.exit(2);
}
console.log(`▶ ${selected.length} scenario(s)${shard ? `, shard ${shard}` : ''}`);
ensureBuild();

const command = [
  'npx playwright test -c tests/qa/playwright.qa.config.ts',
  shard ? `--shard ${shard}` : '',
  // One scenario or a few: stop at the first failure (its trail ends in the state it stopped in).
  flag('--all') ? '' : '--max-failures=1',
].join(' ');
const run = spawnSync(command, {
  stdio: 'inherit',
  shell: true,
  env: { ...process.env, QA_SCENARIOS: flag('--all') ? '' : patterns.join('\n') },
});
printCoverage();
console.log(`trail: qa-results/<id>/NN-<state>.png   report: npx playwright show-report qa-results/report`);
process.exit(run.status ?? 1);
