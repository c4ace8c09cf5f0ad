import { execFile } from 'node:child_process';
import { statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { CONTRACT_DOCUMENTS } from '../contract/document-names';
import { contractFile } from '../contract/document-files';
import { mockIndexMiddleware } from './serve-index';

/*
 * The index page in `npm start` (the mock runs in the browser; a page load never reaches its service
 * worker): the dev server serves /__mock/ and /__mock/docs/*, rendering the page with tsx in a
 * child process (the world's modules use the app's path aliases, which the config's loader lacks).
 */

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
let cached: { stamp: string; html: Promise<string> } | null = null;

function renderInChild(): Promise<string> {
  const stamp = CONTRACT_DOCUMENTS.map((name) => statSync(contractFile(name)).mtimeMs).join(',');
  if (cached?.stamp === stamp) return cached.html;
  const html = new Promise<string>((resolve, reject) =>
    execFile(
      process.execPath,
      ['--import', 'tsx', join(ROOT, 'mocks/index/build-index.ts'), '--stdout', '--app', '/'],
      { cwd: ROOT, maxBuffer: 16 * 1024 * 1024, timeout: 60_000 },
      (error, stdout, stderr) => (error ? reject(new Error(stderr || error.message)) : resolve(stdout)),
    ),
  );
  cached = { stamp, html };
  html.catch(() => (cached = null));
  return html;
}

export const devMockIndexMiddleware = () => mockIndexMiddleware({ atRoot: false, render: renderInChild });
