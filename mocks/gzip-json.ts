import type { IncomingMessage, ServerResponse } from 'node:http';
import { gzipSync } from 'node:zlib';

/** Below this an answer goes as it is (nginx's gzip_min_length in deploy/nginx/samad.conf). */
const MIN_LENGTH = 1024;

/**
 * JSON answers gzipped for clients that accept it, as the deployment's nginx sends them
 * (deploy/nginx/samad.conf: `gzip_proxied any`, application/json): a week's program is 45 kB as
 * text and about 5 kB on the wire. Without it the app, its tests and `npm run bench:web` (issue 20)
 * would wait on answers a deployed page never downloads. The MSW middleware sets its headers, then
 * pipes the body; the body is buffered here and sent once, compressed.
 */
export function gzipJsonAnswers(req: IncomingMessage, res: ServerResponse): void {
  if (!/\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''))) return;
  const write = res.write.bind(res) as (chunk: unknown, ...rest: unknown[]) => boolean;
  const end = res.end.bind(res) as (...args: unknown[]) => ServerResponse;
  const chunks: Buffer[] = [];
  let buffering: boolean | undefined;
  const decide = () => (buffering ??= !res.headersSent && String(res.getHeader('content-type') ?? '').includes('json') && !res.hasHeader('content-encoding'));
  const toBuffer = (chunk: unknown, encoding?: unknown) => (Buffer.isBuffer(chunk) ? chunk : typeof chunk === 'string' ? Buffer.from(chunk, typeof encoding === 'string' ? (encoding as BufferEncoding) : 'utf8') : Buffer.from(chunk as Uint8Array));
  res.write = ((chunk: unknown, ...rest: unknown[]) => {
    if (!decide()) return write(chunk, ...rest);
    chunks.push(toBuffer(chunk, rest[0]));
    const callback = rest.find((arg) => typeof arg === 'function') as (() => void) | undefined;
    callback?.();
    return true;
  }) as ServerResponse['write'];
  res.end = ((...args: unknown[]) => {
    if (!decide()) return end(...args);
    const [chunk] = args;
    if (chunk !== undefined && chunk !== null && typeof chunk !== 'function') chunks.push(toBuffer(chunk, args[1]));
    const callback = args.find((arg) => typeof arg === 'function') as (() => void) | undefined;
    const body = Buffer.concat(chunks);
    res.setHeader('Vary', [res.getHeader('vary'), 'Accept-Encoding'].filter(Boolean).join(', '));
    if (body.length < MIN_LENGTH) {
      res.setHeader('Content-Length', body.length);
      return end(body, callback);
    }
    const compressed = gzipSync(body, { level: 6 });
    res.setHeader('Content-Encoding', 'gzip');
    res.setHeader('Content-Length', compressed.length);
    return end(compressed, callback);
  }) as ServerResponse['end'];
}
