import { spawn, spawnSync } from 'node:child_process';
import {
  copyFileSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { gatewayOptionsFromEnv } from '../server/helpdesk-gateway-env';
import { startGatewayServer } from '../server/helpdesk-gateway-server';

/*
 * `npm run serve`: the production build (dist/) behind Debian's nginx with the repo's
 * configuration (deploy/nginx/), in the foreground until Ctrl+C. /login and /reset-password are the
 * pages the build rendered ahead (dist/prerendered/), for the device's width; with
 * SERVE_MOCK_CONTROL the config comes from the mock, so render them for it first
 * (`npx tsx scripts/prerender.ts dist <mock>/config.json`, as the e2e does) or the browser draws them anew.
 *
 *   PORT              where nginx listens (default 8080, on HOST, default 127.0.0.1)
 *   API_PROXY_TARGET  where /rest, /oauth, /face-service (and /helpdesk) go (default http://127.0.0.1:9090,
 *                     the standalone mock server: `npm run mock:server`)
 *   HELPDESK_TARGET   a Redmine for /helpdesk, reached through the helpdesk gateway started here
 *                     (server/helpdesk-gateway-server.ts: HELPDESK_API_KEY stays in it, every call scoped
 *                     to the bearer token's student, asked of API_PROXY_TARGET), as in rsbuild.config.ts
 *   CSP_CONNECT       extra connect-src sources (space-separated), e.g. the API hosts of other universities
 *   SERVE_HSTS        Strict-Transport-Security: unset/0 off (plain http), 1 a year, or max-age seconds;
 *                     only for a site reached over HTTPS alone (a TLS proxy in front of this nginx)
 *   SERVE_MOCK_CONTROL=1  e2e only: also proxy /__mock and /config.json to the mock server
 *
 * The templates' ${NAME} placeholders are filled here into a temporary prefix; nothing is written
 * outside it. nginx is installed with apt-get when missing (scripts/ensure-nginx.sh).
 */

const NGINX = process.env.NGINX_PATH ?? '/usr/sbin/nginx';
const root = resolve(import.meta.dirname, '..');
const confSource = join(root, 'deploy/nginx');
const dist = resolve(root, process.env.SERVE_ROOT ?? 'dist');

function fail(message: string): never {
  console.error(`ERROR: ${message}`);
  process.exit(1);
}

if (spawnSync('bash', [join(root, 'scripts/ensure-nginx.sh')], { stdio: 'inherit' }).status !== 0) process.exit(1);
if (!existsSync(join(dist, 'index.html'))) fail(`${dist}/index.html is missing: run \`npm run build\` first.`);

const origin = (name: string, fallback?: string): string => {
  const value = (process.env[name] ?? fallback ?? '').trim().replace(/\/+$/, '');
  if (value && !/^https?:\/\/[^\s/;{}"']+$/.test(value))
    fail(`${name} must be an http(s) origin such as http://127.0.0.1:9090 (got "${value}").`);
  return value;
};
const port = Number(process.env.PORT ?? 8080);
if (!Number.isInteger(port) || port < 1 || port > 65535)
  fail(`PORT must be a port number (got "${process.env.PORT}").`);
const host = process.env.HOST ?? '127.0.0.1';
const apiTarget = origin('API_PROXY_TARGET', 'http://127.0.0.1:9090');
const helpdeskTarget = origin('HELPDESK_TARGET');
const hsts = (process.env.SERVE_HSTS ?? '').trim();
if (hsts && !/^\d{1,9}$/.test(hsts)) fail(`SERVE_HSTS must be 0, 1 or a max-age in seconds (got "${hsts}").`);
const hstsSeconds = hsts === '1' ? 31_536_000 : Number(hsts || 0);
const cspConnect = (process.env.CSP_CONNECT ?? '').split(/\s+/).filter(Boolean);
if (cspConnect.some((source) => !/^(https?|wss?):\/\/[^\s;'"]+$/.test(source)))
  fail('CSP_CONNECT must be space-separated http(s)/ws(s) sources.');
const mockControl = process.env.SERVE_MOCK_CONTROL === '1';

// The helpdesk gateway on a free loopback port, for nginx's /helpdesk/ (it lives as long as this process).
let gateway: Awaited<ReturnType<typeof startGatewayServer>> | null = null;
try {
  const options = gatewayOptionsFromEnv();
  if (options) gateway = await startGatewayServer(options);
} catch (error) {
  fail(error instanceof Error ? error.message : String(error));
}

const prefix = mkdtempSync(join(tmpdir(), 'samad-nginx-'));
const confDir = join(prefix, 'conf');
mkdirSync(confDir);
for (const dir of ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']) mkdirSync(join(prefix, dir));

const values: Record<string, string> = {
  LISTEN: `${host}:${port}`,
  ROOT: dist,
  CONF_DIR: confDir,
  PREFIX: prefix,
  // As root, workers would run as nobody, who cannot write this prefix's temporary directories.
  USER_LINE: process.getuid?.() === 0 ? 'user root;' : '',
  API_PROXY_TARGET: apiTarget,
  HELPDESK_GATEWAY: gateway?.url ?? '',
  HSTS_HEADER:
    hstsSeconds > 0 ? `add_header Strict-Transport-Security "max-age=${hstsSeconds}; includeSubDomains" always;` : '',
  CSP_CONNECT: cspConnect.length ? ` ${cspConnect.join(' ')}` : '',
  CONFIG_JSON_PROXY: mockControl ? `proxy_pass ${apiTarget}; include ${confDir}/proxy.conf;` : '',
};

/** Fills the ${NAME} placeholders we own; nginx's own $variables stay. */
const render = (text: string) =>
  text.replace(/\$\{([A-Z_]+)\}/g, (whole, name: string) => (name in values ? values[name]! : whole));

for (const file of readdirSync(confSource).filter((f) => f.endsWith('.conf'))) {
  writeFileSync(join(confDir, file), render(readFileSync(join(confSource, file), 'utf8')));
}
copyFileSync(
  join(confDir, gateway ? 'helpdesk-to-gateway.conf' : 'helpdesk-to-api.conf'),
  join(confDir, 'helpdesk.conf'),
);
if (mockControl) copyFileSync(join(confDir, 'mock-control.conf'), join(confDir, 'extra.conf'));
else writeFileSync(join(confDir, 'extra.conf'), '');

const cleanUp = () => {
  rmSync(prefix, { recursive: true, force: true });
  void gateway?.close();
};
const args = ['-p', prefix, '-c', join(confDir, 'nginx.conf')];
const check = spawnSync(NGINX, [...args, '-t', '-q'], { encoding: 'utf8' });
if (check.status !== 0) {
  cleanUp();
  fail(`nginx rejected the configuration:\n${check.stderr}`);
}

const nginx = spawn(NGINX, args, { stdio: 'inherit' });
console.log(
  `nginx serving ${dist} on http://${host}:${port} (APIs → ${apiTarget}${gateway ? `, helpdesk → gateway ${gateway.url} → ${helpdeskTarget}` : ''}${hstsSeconds ? `, HSTS ${hstsSeconds} s` : ''}${mockControl ? ', mock control proxied' : ''})`,
);
const stop = () => nginx.kill('SIGQUIT');
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
nginx.on('exit', (code, signal) => {
  cleanUp();
  process.exit(code ?? (signal ? 0 : 1));
});
