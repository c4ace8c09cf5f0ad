import { execFile } from 'node:child_process';
import { existsSync, mkdirSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { CONTRACT_DOCUMENTS } from '../contract/document-names';
import { contractFile } from '../contract/document-files';

/*
 * The contract rendered as documentation: `redocly build-docs` of each openapi/<doc>.yaml, written on
 * first request into .mock-docs/ (git-ignored, never committed) and rebuilt when the document is
 * newer than its page. `npm run mock:docs` builds them all ahead of time.
 */

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
export const MOCK_DOCS_DIR = join(ROOT, '.mock-docs');
const REDOCLY = join(ROOT, 'node_modules', '.bin', 'redocly');

export type ContractDocName = (typeof CONTRACT_DOCUMENTS)[number];
export const isContractDocName = (name: string): name is ContractDocName =>
  (CONTRACT_DOCUMENTS as readonly string[]).includes(name);

const building = new Map<string, Promise<string>>();

const fresh = (page: string, source: string) => existsSync(page) && statSync(page).mtimeMs >= statSync(source).mtimeMs;

/** The path of the document's rendered page, built first when missing or older than the document. */
export function contractDocPage(name: ContractDocName): Promise<string> {
  const page = join(MOCK_DOCS_DIR, `${name}.html`);
  const source = contractFile(name);
  if (fresh(page, source)) return Promise.resolve(page);
  const pending = building.get(name);
  if (pending) return pending;
  mkdirSync(MOCK_DOCS_DIR, { recursive: true });
  const job = new Promise<string>((resolve, reject) => {
    execFile(
      REDOCLY,
      ['build-docs', source, '--output', page, '--config', join(ROOT, 'openapi', 'redocly.yaml')],
      { cwd: ROOT, timeout: 120_000 },
      (error, _stdout, stderr) =>
        error ? reject(new Error(`redocly build-docs ${name}: ${stderr || error.message}`)) : resolve(page),
    );
  }).finally(() => building.delete(name));
  building.set(name, job);
  return job;
}
