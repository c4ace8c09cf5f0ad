/**
 * The standalone mock server: the same MSW handlers as the browser worker and vitest, served over
 * HTTP by @mswjs/http-middleware on Node's http module, for Playwright, QA, curl and any client.
 *
 *   npm run mock:server                                          # 127.0.0.1:9090
 *   npm run mock:server -- --port 9091 --persona tvu --latency 300
 *
 * Flags and their environment variables: mocks/server-options.ts (`--help`). See mocks/README.md
 * for the control API; the index page at the root lists the contract, personas and control API.
 */
import { createServer as createHttpServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { pathToFileURL } from 'node:url';
import { createServer as createMockApp } from '@mswjs/http-middleware';
import compression from 'compression';
import { setDefaultContractMode } from './contract/contract-checks';
import { loadContractDocuments } from './contract/documents-node';
import type { ContractMode } from './contract/request-check';
import { setStartLatency } from './control';
import { handlers } from './handlers';
import { renderLiveIndex } from './index/live-index';
import { mockIndexMiddleware } from './index/serve-index';
import { controlApiRefusal, isLoopbackOrigin } from './loopback';
import { type PersonaId } from './world/personas';
import { DEFAULT_PORT, parseStartOptions, START_USAGE, startBanner } from './server-options';
import { setDefaultSettings, setRuntimeMode } from './world/settings';
import { configureWorldDefaults, resetWorld } from './world/world';

export const DEFAULT_MOCK_PORT = DEFAULT_PORT;

export interface MockServerOptions {
  port?: number;
  host?: string;
  persona?: PersonaId;
  /** ISO instant the clock starts at (then flows); real time when omitted. */
  now?: string;
  accessTokenSeconds?: number;
  log?: boolean;
  /** The app the index page links to (the dev server's default address). */
  appUrl?: string;
  /** Latency of every API call in ms (kept by `POST /__mock/reset`). */
  latencyMs?: number;
  /** Contract checks of requests: strict (default), lenient or off (mocks/contract/). */
  contract?: ContractMode;
}

export interface RunningMockServer {
  url: string;
  port: number;
  server: Server;
  close(): Promise<void>;
}

const CORS_HEADERS = {
  'Access-Control-Allow-Methods': 'GET, POST, PUT, PATCH, DELETE, OPTIONS',
  'Access-Control-Max-Age': '600',
};
/** Allowed when a preflight names none (and on the answers themselves). */
const DEFAULT_ALLOWED_HEADERS = 'Authorization, Content-Type, Accept, X-Redmine-API-Key';

/**
 * The headers a preflight may ask for: every one it names, as the live server's CORS filter allows
 * (Poisonad-v2's hooks send `Cache-Control` with every call). Names only: a token of RFC 9110's
 * field-name characters, so nothing else is echoed back.
 */
export function allowedRequestHeaders(requested: string | undefined): string {
  const names = (requested ?? '')
    .split(',')
    .map((h) => h.trim())
    .filter((h) => /^[!#$%&'*+.^_`|~0-9A-Za-z-]+$/.test(h));
  return names.length ? names.join(', ') : DEFAULT_ALLOWED_HEADERS;
}

/**
 * MSW's network error (`HttpResponse.error()`, the `drop-after` fault) has status 0, which no HTTP
 * answer can carry: the connection is closed unanswered instead, as a dropped socket would be. It
 * wraps the answer outermost (after compression), so nothing tries to write a status-0 head.
 */
function dropErrorAnswers(res: ServerResponse): void {
  const write = res.write.bind(res) as (...args: unknown[]) => boolean;
  const end = res.end.bind(res) as (...args: unknown[]) => ServerResponse;
  const drop = () => {
    res.socket?.destroy();
    return res;
  };
  res.write = ((...args: unknown[]) =>
    res.statusCode === 0 ? (drop(), false) : write(...args)) as ServerResponse['write'];
  res.end = ((...args: unknown[]) => (res.statusCode === 0 ? drop() : end(...args))) as ServerResponse['end'];
}

/** Starts the server and seeds the world (the port 0 picks a free one). */
export async function startMockServer(options: MockServerOptions = {}): Promise<RunningMockServer> {
  const host = options.host ?? '127.0.0.1';
  setRuntimeMode('server');
  loadContractDocuments();
  if (options.accessTokenSeconds) setDefaultSettings({ accessTokenSeconds: options.accessTokenSeconds });
  configureWorldDefaults({
    persona: options.persona ?? 'student',
    clock: options.now ? { now: options.now } : { real: true },
  });
  setDefaultContractMode(options.contract ?? 'strict');
  resetWorld();
  setStartLatency(options.latencyMs ?? 0);

  const app = createMockApp(...handlers) as unknown as (req: IncomingMessage, res: ServerResponse) => void;
  // Answers gzipped as the deployment's nginx sends them (deploy/nginx/samad.conf: level 6, 1 kB
  // minimum, Vary: Accept-Encoding, proxied answers too), so the app, its tests and bench:web do not
  // wait on bytes a deployed page never downloads: a week's program gzipped is a small part of its text.
  const gzip = compression({ level: 6, threshold: 1024 }) as unknown as (
    req: IncomingMessage,
    res: ServerResponse,
    next: () => void,
  ) => void;
  // The index page (the contract, personas, control API) at the root and /__mock/, and the rendered
  // contract at /__mock/docs/<doc>.html: the same page the dev server serves in npm start.
  const index = mockIndexMiddleware({
    atRoot: true,
    render: () => renderLiveIndex(options.appUrl ?? 'http://127.0.0.1:5173/'),
  });
  const server = createHttpServer((req, res) => {
    // CORS for pages of this machine only (another dev server, QA tools); the app itself goes
    // through a same-origin proxy. Other origins get no CORS headers, so browsers hide the answers.
    const origin = req.headers.origin;
    res.setHeader('Vary', 'Origin');
    if (isLoopbackOrigin(origin)) {
      res.setHeader('Access-Control-Allow-Origin', origin!);
      for (const [k, v] of Object.entries(CORS_HEADERS)) res.setHeader(k, v);
      const requested = req.headers['access-control-request-headers'];
      res.setHeader(
        'Access-Control-Allow-Headers',
        allowedRequestHeaders(Array.isArray(requested) ? requested.join(',') : requested),
      );
    }
    if (req.method === 'OPTIONS') {
      res.writeHead(204).end();
      return;
    }
    // The control API rewrites the world: callers on this machine only (mocks/loopback.ts).
    // Any path that names /__mock counts (the guard and the handlers agree: mocks/handlers.ts), and
    // only the root one answers: /rest/__mock/... through a proxy's /rest/ location is refused.
    const fetchSite = req.headers['sec-fetch-site'];
    const refusal = controlApiRefusal(
      req.url ?? '',
      req.socket.remoteAddress,
      origin,
      typeof fetchSite === 'string' ? fetchSite : undefined,
    );
    if (refusal) {
      const error =
        refusal === 404
          ? 'The mock control API is at /__mock/ only'
          : 'The mock control API answers loopback callers only';
      res.writeHead(refusal, { 'Content-Type': 'application/json' }).end(JSON.stringify({ error }));
      return;
    }
    if (options.log) {
      const started = performance.now();
      res.on('finish', () =>
        console.log(`${req.method} ${req.url} ${res.statusCode} ${(performance.now() - started).toFixed(1)} ms`),
      );
    }
    gzip(req, res, () =>
      index(req, res, () => {
        dropErrorAnswers(res);
        app(req, res);
      }),
    );
  });
  server.keepAliveTimeout = 5_000;
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? DEFAULT_MOCK_PORT, host, () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://${host}:${port}`,
    port,
    server,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}

async function main(): Promise<void> {
  const options = parseStartOptions(process.argv.slice(2), process.env);
  if ('help' in options) {
    console.log(START_USAGE);
    return;
  }
  const running = await startMockServer(options);
  console.log(startBanner(running, options));
  const stop = () => {
    void running.close().finally(() => process.exit(0));
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  main().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
