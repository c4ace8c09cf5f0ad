/**
 * `npm run mock:docs`: writes the mock's index page and the rendered contract into .mock-docs/
 * (git-ignored). `--stdout --app /` prints the index instead: the dev server of `npm start` serves
 * it at /__mock/ (rsbuild.config.ts), where the persona lives in the browser.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { CONTRACT_DOCUMENTS } from '../contract/document-names';
import { contractDocPage, MOCK_DOCS_DIR } from './contract-docs';
import { renderLiveIndex } from './live-index';

const { values } = parseArgs({
  options: { stdout: { type: 'boolean' }, app: { type: 'string' } },
});
const html = renderLiveIndex(values.app ?? '/', { persona: false });
if (values.stdout) process.stdout.write(html);
else {
  mkdirSync(MOCK_DOCS_DIR, { recursive: true });
  writeFileSync(join(MOCK_DOCS_DIR, 'index.html'), html);
  for (const name of CONTRACT_DOCUMENTS) console.log(await contractDocPage(name));
  console.log(join(MOCK_DOCS_DIR, 'index.html'));
}
