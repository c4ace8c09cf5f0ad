// @vitest-environment node
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { startMockServer, type RunningMockServer } from '@mocks/server';
import { PERSONA_IDS, PERSONAS } from '@mocks/world/personas';
import { server as mswNodeServer } from '../../msw-server';

/*
 * The standalone server's index page (npm run mock:server, then its root): every operation of the
 * five contract documents, every persona with its credentials, the control API and the app's link.
 */

const DOCS = ['rest', 'oauth', 'epayment', 'face', 'helpdesk'];
const BASES: Record<string, string> = { face: '/face-service', helpdesk: '/helpdesk' };

let mock: RunningMockServer;
beforeAll(async () => {
  mswNodeServer.close();
  mock = await startMockServer({ port: 0, persona: 'tvu', now: '2025-01-15T08:30:00+03:30' });
});
afterAll(async () => {
  await mock.close();
  mswNodeServer.listen({ onUnhandledRequest: 'error' });
});

const decode = (html: string) =>
  html
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');

describe('the mock index page', () => {
  it('lists every operation of the five documents, with a link into its documentation', async () => {
    const answer = await fetch(`${mock.url}/`);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toContain('text/html');
    const html = decode(await answer.text());
    let count = 0;
    for (const doc of DOCS) {
      const spec = parse(readFileSync(`openapi/${doc}.yaml`, 'utf8')) as {
        paths: Record<string, Record<string, { operationId?: string }>>;
      };
      for (const [path, item] of Object.entries(spec.paths))
        for (const method of ['get', 'put', 'post', 'delete', 'patch']) {
          const op = item[method];
          if (!op) continue;
          count++;
          const row = `<td class="m ${method}">${method.toUpperCase()}</td><td><code>${BASES[doc] ?? ''}${path}</code></td>`;
          expect(html, `${method} ${path}`).toContain(row);
          expect(html).toContain(`/__mock/docs/${doc}.html#tag/`);
          expect(html).toContain(`/operation/${op.operationId}">${op.operationId}</a>`);
        }
    }
    expect(count).toBeGreaterThan(90);
    expect(html).toContain(`Operations (${count})`);
  });

  it('lists the personas with credentials and descriptions, the control API and the app', async () => {
    const html = decode(await (await fetch(`${mock.url}/__mock/`)).text());
    for (const id of PERSONA_IDS) {
      expect(html).toContain(`<td><code>${id}</code></td>`);
      expect(html).toContain(PERSONAS[id].description);
    }
    expect(html).toContain(
      '<tr class="current"><td><code>tvu</code></td><td><code>student</code> / <code>student123</code>',
    );
    expect(html).toContain('GET | DELETE /__mock/requests');
    expect(html).toContain('GET | POST /__mock/contract');
    expect(html).toContain('href="http://127.0.0.1:5173/">The app');
  });

  it('serves a document rendered by redocly, and names an unknown one', async () => {
    const page = await fetch(`${mock.url}/__mock/docs/face.html`);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('enrollFace');
    expect((await fetch(`${mock.url}/__mock/docs/nothing.html`)).status).toBe(404);
  }, 120_000);
});
