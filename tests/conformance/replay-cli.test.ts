// @vitest-environment node
/**
 * The replay CLI (`tsx tests/conformance/replay.ts --base URL`) as a person runs it: against a fresh
 * mock server (real time, the default persona) it sets each fixture's persona and clock through the
 * control API, so every fixture passes; against a server without the control API it says so.
 */
import { execFile } from 'node:child_process';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startMockServer, type RunningMockServer } from '@mocks/server';
import { FIXTURE_DIR } from './replay';

const ROOT = join(FIXTURE_DIR, '..', '..', '..');
const TSX = join(ROOT, 'node_modules', '.bin', 'tsx');
const CLI = join(ROOT, 'tests', 'conformance', 'replay.ts');

function runCli(args: string[]): Promise<{ code: number; stdout: string }> {
  return new Promise((resolve) => {
    execFile(TSX, [CLI, ...args], { cwd: ROOT, timeout: 90_000 }, (error, stdout) => {
      const code = error ? (typeof error.code === 'number' ? error.code : 1) : 0;
      resolve({ code, stdout: String(stdout) });
    });
  });
}

let mock: RunningMockServer;
let bare: Server;
let bareUrl: string;
beforeAll(async () => {
  // As `npm run mock:server` starts: the real clock, the student persona.
  mock = await startMockServer({ port: 0 });
  bare = createServer((_req, res) => res.writeHead(404, { 'content-type': 'application/json' }).end('{}'));
  await new Promise<void>((resolve) => bare.listen(0, '127.0.0.1', resolve));
  bareUrl = `http://127.0.0.1:${(bare.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await mock.close();
  await new Promise<void>((resolve) => bare.close(() => resolve()));
});

describe('replay.ts --base', () => {
  it('passes every fixture against a fresh mock server, each with its persona and clock', async () => {
    const { code, stdout } = await runCli(['--base', mock.url]);
    expect(stdout).toContain('set through /__mock/reset');
    expect(stdout).not.toContain('✗');
    expect(stdout).toMatch(/\d+ passed, 0 failed/);
    expect(code).toBe(0);
  }, 120_000);

  it('says so when the target has no control API', async () => {
    const fixture = join(FIXTURE_DIR, 'poisonad-week-and-reserve.json');
    const { code, stdout } = await runCli(['--base', bareUrl, fixture]);
    expect(stdout).toContain('has no control API (/__mock/)');
    expect(stdout).toContain('poisonad-week-and-reserve.json: written for persona tvu');
    expect(code).toBe(1);
  }, 60_000);
});
