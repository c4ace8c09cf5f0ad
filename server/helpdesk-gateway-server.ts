import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { pathToFileURL } from 'node:url';
import { HELPDESK_MAX_UPLOAD_BYTES } from '../src/lib/helpdesk-conventions';
import { createHelpdeskGateway, type HelpdeskGateway, type HelpdeskGatewayOptions } from './helpdesk-gateway';
import { gatewayOptionsFromEnv } from './helpdesk-gateway-env';

/*
 * The helpdesk gateway (server/helpdesk-gateway.ts) on Node's http: a connect-style middleware for
 * the dev and preview servers (rsbuild.config.ts) and a server of its own that nginx proxies
 * /helpdesk/ to (`npm run serve`, a production server: deploy/nginx/README.md; its environment:
 * helpdesk-gateway-env.ts). Run alone:
 *
 *   HELPDESK_TARGET=http://redmine:3000 HELPDESK_API_KEY=<portal user's key> \
 *   API_PROXY_TARGET=http://samad-backend:8080 HELPDESK_GATEWAY_PORT=8091 npx tsx server/helpdesk-gateway-server.ts
 */

const PREFIX = '/helpdesk';
/** An upload (2 MB) with room for the multipart-free octet stream's slack; anything larger is refused unread. */
const MAX_BODY = HELPDESK_MAX_UPLOAD_BYTES + 64 * 1024;

class TooLarge extends Error {}

function readBody(req: IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > MAX_BODY) {
        reject(new TooLarge());
        req.destroy();
        return;
      }
      chunks.push(chunk);
    });
    req.on('end', () => resolve(Buffer.concat(chunks)));
    req.on('error', reject);
  });
}

/** Answers one request (its url still carrying the /helpdesk prefix). */
export async function serveThroughGateway(
  gateway: HelpdeskGateway,
  req: IncomingMessage,
  res: ServerResponse,
): Promise<void> {
  try {
    if (Number(req.headers['content-length'] ?? 0) > MAX_BODY) throw new TooLarge();
    const method = (req.method ?? 'GET').toUpperCase();
    const body = method === 'GET' || method === 'HEAD' ? undefined : await readBody(req);
    const headers = new Headers();
    for (const [name, value] of Object.entries(req.headers)) {
      if (typeof value === 'string') headers.set(name, value);
      else if (Array.isArray(value)) headers.set(name, value.join(', '));
    }
    const request = new Request(`http://gateway.invalid${req.url ?? '/'}`, {
      method,
      headers,
      body: body ? new Uint8Array(body) : null,
    });
    const answer = await gateway(request, (req.url ?? '').slice(PREFIX.length) || '/');
    const out = Buffer.from(await answer.arrayBuffer());
    const responseHeaders: Record<string, string> = {};
    answer.headers.forEach((value, name) => (responseHeaders[name] = value));
    res
      .writeHead(answer.status, {
        ...responseHeaders,
        'Content-Length': String(out.length),
        'Cache-Control': 'no-store',
      })
      .end(out);
  } catch (error) {
    if (res.headersSent) return void res.destroy();
    if (error instanceof TooLarge) return void res.writeHead(413, { Connection: 'close' }).end();
    // Redmine or the portal unreachable.
    res.writeHead(502).end();
  }
}

const isPageLoad = (req: IncomingMessage) => req.method === 'GET' && (req.headers.accept ?? '').includes('text/html');

/** The dev/preview middleware: /helpdesk/... (not a page load of the app's /helpdesk routes) through the gateway. */
export function helpdeskGatewayMiddleware(gateway: HelpdeskGateway) {
  return (req: IncomingMessage, res: ServerResponse, next: () => void): void => {
    const url = req.url ?? '';
    if (!(url === PREFIX || url.startsWith(`${PREFIX}/`) || url.startsWith(`${PREFIX}?`)) || isPageLoad(req))
      return next();
    void serveThroughGateway(gateway, req, res);
  };
}

/** A gateway server on loopback (port 0: any free one), for nginx to proxy /helpdesk/ to. */
export async function startGatewayServer(
  options: HelpdeskGatewayOptions,
  port = 0,
  host = '127.0.0.1',
): Promise<{ url: string; close: () => Promise<void> }> {
  const gateway = createHelpdeskGateway(options);
  const server = createServer((req, res) => {
    const url = req.url ?? '';
    if (!url.startsWith(`${PREFIX}/`)) return void res.writeHead(404).end();
    void serveThroughGateway(gateway, req, res);
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve());
  });
  const address = server.address() as AddressInfo;
  return {
    url: `http://${host}:${address.port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const options = gatewayOptionsFromEnv();
  if (!options) {
    console.error('ERROR: set HELPDESK_TARGET (the Redmine), HELPDESK_API_KEY and API_PROXY_TARGET.');
    process.exit(1);
  }
  const running = await startGatewayServer(
    options,
    Number(process.env.HELPDESK_GATEWAY_PORT ?? 8091),
    process.env.HOST ?? '127.0.0.1',
  );
  console.log(
    `helpdesk gateway on ${running.url}/helpdesk/ → ${options.redmineUrl} (identities from ${options.portalUrl})`,
  );
}
