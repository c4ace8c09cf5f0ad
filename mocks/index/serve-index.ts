import { readFile } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { contractDocPage, isContractDocName } from './contract-docs';

/**
 * Serves the index page at `/` (standalone server only) and `/__mock/`, and the rendered contract at
 * `/__mock/docs/<doc>.html`. Anything else goes on (`next`). `render` builds the page's HTML.
 */
export function mockIndexMiddleware(options: { render: () => Promise<string> | string; atRoot: boolean }) {
  return (req: IncomingMessage, res: ServerResponse, next: () => void): void => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    const { pathname } = new URL(req.url ?? '/', 'http://x');
    const send = (status: number, type: string, body: string | Buffer) => {
      res.writeHead(status, { 'Content-Type': type, 'Cache-Control': 'no-store' });
      res.end(req.method === 'HEAD' ? undefined : body);
    };
    const fail = (error: unknown) => send(500, 'text/plain; charset=utf-8', String(error));
    if ((options.atRoot && pathname === '/') || pathname === '/__mock/' || pathname === '/__mock/index.html') {
      Promise.resolve(options.render()).then((html) => send(200, 'text/html; charset=utf-8', html), fail);
      return;
    }
    const doc = /^\/__mock\/docs\/([a-z]+)\.html$/.exec(pathname)?.[1];
    if (doc === undefined) return next();
    if (!isContractDocName(doc)) return send(404, 'text/plain; charset=utf-8', `No contract document "${doc}"`);
    contractDocPage(doc)
      .then((page) => readFile(page))
      .then((html) => send(200, 'text/html; charset=utf-8', html), fail);
  };
}
