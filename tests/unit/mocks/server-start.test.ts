// @vitest-environment node
import { spawn, type ChildProcess } from 'node:child_process';
import { afterEach, describe, expect, it } from 'vitest';
import { parseStartOptions } from '@mocks/server-options';
import { server as mswNodeServer } from '../../msw-server';

/*
 * `npm run mock:server -- --port … --persona … --latency …` and the same from MOCK_* variables: the
 * real CLI in a child process, its banner read from stdout, its state from the control API.
 */

let child: ChildProcess | null = null;

afterEach(() => {
  child?.kill('SIGTERM');
  child = null;
});

/** Starts `tsx mocks/server.ts` and resolves with its banner once it names its address. */
function startCli(args: string[], env: Record<string, string> = {}): Promise<{ banner: string; url: string }> {
  child = spawn(process.execPath, ['--import', 'tsx', 'mocks/server.ts', ...args], {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  return new Promise((resolve, reject) => {
    let out = '';
    let err = '';
    child!.stdout!.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const url = /on (http:\/\/[\d.]+:\d+)/.exec(out)?.[1];
      if (url && out.includes('journal')) resolve({ banner: out, url });
    });
    child!.stderr!.on('data', (chunk: Buffer) => (err += chunk.toString()));
    child!.once('exit', (code) => reject(new Error(`exited ${code}: ${err || out}`)));
  });
}

describe('npm run mock:server flags', () => {
  it('--port, --persona and --latency: the banner says where, who and how to sign in; the state agrees', async () => {
    mswNodeServer.close();
    try {
      const { banner, url } = await startCli([
        '--port',
        '0',
        '--persona',
        'tvu',
        '--latency',
        '300',
        '--now',
        '2025-01-15T08:30:00+03:30',
      ]);
      expect(banner).toContain('persona   tvu: sign in as student / student123');
      expect(banner).toContain(`docs      ${url}/`);
      expect(banner).toContain('latency 300 ms');
      const state = (await (await fetch(`${url}/__mock/state`)).json()) as {
        persona: string;
        faults: { latencyMs: number };
        contract: string;
      };
      expect([state.persona, state.faults.latencyMs, state.contract]).toEqual(['tvu', 300, 'strict']);
      const started = performance.now();
      expect((await fetch(`${url}/rest/announcements`)).status).toBe(200);
      expect(performance.now() - started).toBeGreaterThanOrEqual(290);
      // A reset keeps the latency the server was started with.
      await fetch(`${url}/__mock/reset`, { method: 'POST' });
      expect(((await (await fetch(`${url}/__mock/state`)).json()) as typeof state).faults.latencyMs).toBe(300);
    } finally {
      mswNodeServer.listen({ onUnhandledRequest: 'error' });
    }
  }, 60_000);

  it('the same from MOCK_* variables', async () => {
    mswNodeServer.close();
    try {
      const { banner, url } = await startCli([], {
        MOCK_PORT: '0',
        MOCK_PERSONA: 'sharif',
        MOCK_LATENCY: '25',
        MOCK_CONTRACT: 'lenient',
      });
      expect(banner).toContain('persona   sharif');
      const state = (await (await fetch(`${url}/__mock/state`)).json()) as {
        persona: string;
        faults: { latencyMs: number };
        contract: string;
      };
      expect([state.persona, state.faults.latencyMs, state.contract]).toEqual(['sharif', 25, 'lenient']);
    } finally {
      mswNodeServer.listen({ onUnhandledRequest: 'error' });
    }
  }, 60_000);

  it('a flag wins over its variable; bad values are refused by name', () => {
    const options = parseStartOptions(['--port', '9191', '--persona', 'tvu'], {
      MOCK_PORT: '9292',
      MOCK_PERSONA: 'cloud',
    });
    expect(options).toMatchObject({ port: 9191, persona: 'tvu', latencyMs: 0, contract: 'strict' });
    expect(() => parseStartOptions(['--persona', 'nobody'], {})).toThrow(/--persona: unknown persona "nobody"/);
    expect(() => parseStartOptions(['--latency', 'slow'], {})).toThrow(/--latency: not a whole number/);
    expect(() => parseStartOptions(['--contract', 'loose'], {})).toThrow(/--contract/);
    expect(() => parseStartOptions(['--prot', '1'], {})).toThrow();
    expect(parseStartOptions(['--help'], {})).toEqual({ help: true });
  });
});
