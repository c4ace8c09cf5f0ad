import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { createHash } from 'node:crypto';
import { copyFileSync, existsSync, mkdirSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  HELPDESK_FIELD_DEFAULTS,
  HELPDESK_MAX_UPLOAD_BYTES,
  HELPDESK_PROJECT_DEFAULT,
  HELPDESK_STATUS,
  HELPDESK_TRACKER_ID,
} from '../../src/lib/helpdesk-conventions';

/*
 * A real Redmine 5 for the helpdesk (stack.md "A real Redmine"): Debian's package installed when
 * missing, seeded once by seed.rb (its database kept as a snapshot, copied back before every start
 * so each run begins from the same seed), served by `rails server` on loopback.
 */

const HERE = dirname(fileURLToPath(import.meta.url));
const REDMINE_DIR = '/usr/share/redmine';
const DATABASE_YML = '/etc/redmine/default/database.yml';
const SNAPSHOTS = '/var/tmp/samad-redmine';

/**
 * The portal user's Redmine API key. Assumption (openapi/helpdesk.yaml, docs/helpdesk.md): the spec does not say
 * where the key comes from; the portal holds one key per deployment, on the server only (the helpdesk
 * gateway's HELPDESK_API_KEY, server/helpdesk-gateway.ts), and tells students apart by the username
 * custom field, scoping every call to the signed-in student. This seed creates that user with this fixed key.
 */
export const REDMINE_STUDENT_KEY = 'samadportalstudentkey000000000000000001';
const AGENT_KEY = 'samadportalagentkey0000000000000000000002';

const STATUS_ROWS = [
  { id: HELPDESK_STATUS.New, name: 'New', closed: false },
  { id: HELPDESK_STATUS.Updated, name: 'Updated', closed: false },
  { id: HELPDESK_STATUS.WaitQueue, name: 'WaitQueue', closed: false },
  { id: HELPDESK_STATUS.Answered, name: 'Answered', closed: false },
  { id: HELPDESK_STATUS.Pending, name: 'Pending', closed: false },
  { id: HELPDESK_STATUS.Finished, name: 'Finished', closed: true },
  { id: HELPDESK_STATUS.Rejected, name: 'Rejected', closed: true },
  { id: HELPDESK_STATUS.Confirmed, name: 'Confirmed', closed: false },
  { id: HELPDESK_STATUS.Archive, name: 'Archive', closed: true },
  { id: HELPDESK_STATUS.Canceled, name: 'Canceled', closed: true },
];

function seedConfig(): string {
  return JSON.stringify({
    maxUploadBytes: HELPDESK_MAX_UPLOAD_BYTES,
    trackerId: HELPDESK_TRACKER_ID,
    status: HELPDESK_STATUS,
    statuses: STATUS_ROWS,
    fields: HELPDESK_FIELD_DEFAULTS,
    project: HELPDESK_PROJECT_DEFAULT,
    categories: ['Food', 'Dormitory', 'Education', 'Portal'],
    users: [
      {
        login: 'portal-student',
        firstname: 'Portal',
        lastname: 'Student',
        password: 'portal-student-1',
        apiKey: REDMINE_STUDENT_KEY,
        role: 'student',
      },
      {
        login: 'support',
        firstname: 'Support',
        lastname: 'Agent',
        password: 'support-agent-1',
        apiKey: AGENT_KEY,
        role: 'agent',
      },
    ],
  });
}

function run(
  command: string,
  args: string[],
  env: NodeJS.ProcessEnv = {},
  cwd = REDMINE_DIR,
): { ok: boolean; output: string } {
  const result = spawnSync(command, args, {
    cwd,
    env: { ...process.env, ...env },
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  return { ok: result.status === 0, output: `${result.stdout ?? ''}${result.stderr ?? ''}` };
}

export class RedmineSetupError extends Error {}

/**
 * Debian's bundler 2.3.27 counts a gem as missing when its gem directory does not exist, and
 * Debian's Ruby packages install many gems (racc, rotp, mail...) with only a gemspec in
 * rubygems-integration: the package's `bundle install --local` then fails ("Could not find
 * rotp-6.2.0.gem for installation") and `dpkg` leaves redmine unconfigured. Empty gem directories
 * are enough; the code itself is on Ruby's vendor path.
 */
function createMissingGemDirs(): void {
  for (const root of [
    '/usr/share/rubygems-integration/all',
    '/usr/share/rubygems-integration/3.1.0',
    '/usr/lib/x86_64-linux-gnu/rubygems-integration/3.1.0',
  ]) {
    const specs = join(root, 'specifications');
    if (!existsSync(specs)) continue;
    for (const spec of readdirSync(specs)) {
      if (spec.endsWith('.gemspec'))
        mkdirSync(join(root, 'gems', spec.slice(0, -'.gemspec'.length)), { recursive: true });
    }
  }
}

function installed(): boolean {
  const status = run('dpkg-query', ['-W', '-f=${Status}', 'redmine', 'redmine-sqlite', 'thin'], {}, '/');
  return status.ok && status.output.split('install ok installed').length === 4 && existsSync(DATABASE_YML);
}

/** Installs Debian's redmine, redmine-sqlite and thin when they are missing (minutes on a loaded machine). */
export function ensureRedmineInstalled(log: (line: string) => void = console.log): void {
  if (installed()) return;
  log('redmine: installing Debian packages redmine redmine-sqlite thin (apt-get)...');
  const env = { DEBIAN_FRONTEND: 'noninteractive', REDMINE_LANG: 'en' };
  if (!run('apt-cache', ['policy', 'redmine'], {}, '/').output.includes('Candidate: 5'))
    run('apt-get', ['update'], {}, '/');
  const install = run(
    'apt-get',
    ['install', '-y', '--no-install-recommends', 'redmine', 'redmine-sqlite', 'thin'],
    env,
    '/',
  );
  if (!install.ok) {
    // The bundler case above: fix and finish the configuration.
    createMissingGemDirs();
    const configure = run('dpkg', ['--configure', '-a'], env, '/');
    if (!configure.ok || !installed()) {
      throw new RedmineSetupError(
        `redmine: apt-get could not install Redmine (redmine redmine-sqlite thin); run it by hand to see why.\n${(install.output + configure.output).slice(-2000)}`,
      );
    }
  }
  if (!installed())
    throw new RedmineSetupError('redmine: the packages installed but /etc/redmine/default/database.yml is missing');
}

export function redmineVersion(): string {
  return run('dpkg-query', ['-W', '-f=${Version}', 'redmine'], {}, '/').output.trim();
}

function databasePath(): string {
  const yml = readFileSync(DATABASE_YML, 'utf8');
  const match = /^\s*database:\s*(\S+)/m.exec(yml);
  if (!match?.[1]) throw new RedmineSetupError(`redmine: no database in ${DATABASE_YML}`);
  return match[1];
}

/** Copies the seeded database back (seeding it first when the seed or its numbers changed). */
export function resetRedmineDatabase(log: (line: string) => void = console.log): void {
  const config = seedConfig();
  const seedRb = resolve(HERE, 'seed.rb');
  const hash = createHash('sha256')
    .update(readFileSync(seedRb))
    .update(config)
    .update(redmineVersion())
    .digest('hex')
    .slice(0, 16);
  const snapshot = join(SNAPSHOTS, `seeded-${hash}.sqlite3`);
  const db = databasePath();
  if (existsSync(snapshot)) {
    copyFileSync(snapshot, db);
    return;
  }
  log('redmine: seeding (REST on, login required, project, categories, custom fields, users with API keys)...');
  const seeded = run('bundle', ['exec', 'rails', 'runner', seedRb], { RAILS_ENV: 'production', HELPDESK_SEED: config });
  if (!seeded.ok) throw new RedmineSetupError(`redmine: the seed failed\n${seeded.output.slice(-3000)}`);
  log(seeded.output.trim().split('\n').pop() ?? '');
  mkdirSync(SNAPSHOTS, { recursive: true });
  copyFileSync(db, snapshot);
}

export interface RunningRedmine {
  url: string;
  studentKey: string;
  version: string;
  process: ChildProcess;
  stop: () => Promise<void>;
}

async function answers(url: string): Promise<boolean> {
  try {
    const response = await fetch(`${url}/issues.json`, { signal: AbortSignal.timeout(2000) });
    return response.status === 401;
  } catch {
    return false;
  }
}

/** Install (when missing), reset to the seed, serve on 127.0.0.1:REDMINE_PORT (default 3300). */
export async function startRedmine(
  options: { port?: number; log?: (line: string) => void } = {},
): Promise<RunningRedmine> {
  const log = options.log ?? console.log;
  const port = options.port ?? Number(process.env.REDMINE_PORT ?? 3300);
  const url = `http://127.0.0.1:${port}`;
  if (await answers(url))
    throw new RedmineSetupError(`redmine: something already answers on ${url}; stop it or set REDMINE_PORT`);
  ensureRedmineInstalled(log);
  resetRedmineDatabase(log);
  const pidFile = `/tmp/samad-redmine-${port}.pid`;
  rmSync(pidFile, { force: true });
  const child = spawn('bundle', ['exec', 'rails', 'server', '-b', '127.0.0.1', '-p', String(port), '-P', pidFile], {
    cwd: REDMINE_DIR,
    env: { ...process.env, RAILS_ENV: 'production' },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const stop = async () => {
    if (child.exitCode !== null) return;
    // rails server runs under bundle: end the whole group we started.
    try {
      process.kill(-child.pid!, 'SIGTERM');
    } catch {
      /* already gone */
    }
    await new Promise<void>((done) => {
      const timer = setTimeout(() => {
        try {
          process.kill(-child.pid!, 'SIGKILL');
        } catch {
          /* gone */
        }
        done();
      }, 10_000);
      child.once('exit', () => {
        clearTimeout(timer);
        done();
      });
    });
  };
  const deadline = Date.now() + 90_000;
  while (!(await answers(url))) {
    if (child.exitCode !== null)
      throw new RedmineSetupError(`redmine: rails server exited (${child.exitCode})\n${output.slice(-3000)}`);
    if (Date.now() > deadline) {
      await stop();
      throw new RedmineSetupError(`redmine: no answer on ${url} after 90 s\n${output.slice(-3000)}`);
    }
    await new Promise((r) => setTimeout(r, 300));
  }
  return { url, studentKey: REDMINE_STUDENT_KEY, version: redmineVersion(), process: child, stop };
}
