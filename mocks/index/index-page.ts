import type { ContractDocument } from '../contract/request-check';
import { operationsOf } from '../contract/request-check';
import { CONTROL_API } from './control-api';

/*
 * The mock's index page (json-server's home page, for this contract): every operation of the five
 * documents with a link into its rendered documentation, the personas with credentials, the control
 * API and links to the app. One renderer for the standalone server's root and the dev server's
 * /__mock/ (npm start's mock panel links there).
 */

export interface IndexPersona {
  id: string;
  username: string;
  password: string;
  description: string;
}

export interface IndexInput {
  docs: readonly ContractDocument[];
  personas: readonly IndexPersona[];
  accounts: ReadonlyArray<{ username: string; password: string }>;
  oauthClient: { id: string; secret: string };
  /** The persona now; null where the page cannot know it (npm start: the browser's world chooses). */
  currentPersona: string | null;
  contractMode: string;
  /** Where the app is (same origin in npm start; the dev server's address beside the standalone server). */
  appUrl: string;
}

const esc = (text: unknown) =>
  String(text ?? '').replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

/** The rendered documentation of a document (redocly build-docs, mocks/index/contract-docs.ts). */
export const docHref = (name: string) => `/__mock/docs/${name}.html`;

function operationRows(docs: readonly ContractDocument[]): string {
  return docs
    .map((doc) => {
      const info = (doc.spec.info ?? {}) as { title?: string; version?: string };
      const ops = operationsOf([doc]).sort((a, b) => a.path.localeCompare(b.path) || a.method.localeCompare(b.method));
      const rows = ops
        .map((o) => {
          const tag = ((o.op.tags as string[] | undefined) ?? [])[0];
          const anchor = o.operationId ? `#tag/${encodeURIComponent(tag ?? '')}/operation/${o.operationId}` : '';
          return `<tr><td class="m ${esc(o.method.toLowerCase())}">${esc(o.method)}</td><td><code>${esc(o.path)}</code></td><td><a href="${docHref(doc.name)}${anchor}">${esc(o.operationId ?? '')}</a></td><td>${esc(o.summary ?? '')}</td></tr>`;
        })
        .join('\n');
      return `<section id="doc-${esc(doc.name)}"><h3>${esc(info.title ?? doc.name)} <small>openapi/${esc(doc.name)}.yaml · ${ops.length} operations · <a href="${docHref(doc.name)}">documentation</a></small></h3>
<table><thead><tr><th>method</th><th>path</th><th>operation</th><th>summary</th></tr></thead><tbody>
${rows}
</tbody></table></section>`;
    })
    .join('\n');
}

export function renderIndexPage(input: IndexInput): string {
  const total = input.docs.reduce((n, d) => n + operationsOf([d]).length, 0);
  const personas = input.personas
    .map(
      (p) =>
        `<tr${p.id === input.currentPersona ? ' class="current"' : ''}><td><code>${esc(p.id)}</code></td><td><code>${esc(p.username)}</code> / <code>${esc(p.password)}</code></td><td>${esc(p.description)}</td></tr>`,
    )
    .join('\n');
  const control = CONTROL_API.map(
    (c) =>
      `<tr><td><code>${esc(c.call)}</code></td><td><code>${esc(c.body ?? '')}</code></td><td>${esc(c.what)}</td></tr>`,
  ).join('\n');
  const accounts = input.accounts
    .map((a) => `<code>${esc(a.username)}</code> / <code>${esc(a.password)}</code>`)
    .join(', ');
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Samad mock backend</title>
<style>
body{font:15px/1.5 system-ui,sans-serif;margin:0 auto;max-width:1100px;padding:1rem 1.5rem;color:#1c1c1c}
table{border-collapse:collapse;width:100%;margin:.5rem 0 1.5rem}th,td{border-bottom:1px solid #ddd;padding:.25rem .5rem;text-align:left;vertical-align:top;overflow-wrap:anywhere}
th{background:#f4f4f4}code{font-size:.9em}small{font-weight:normal;color:#555}.m{font-weight:600;font-family:monospace}
.get{color:#1a7f37}.post{color:#0550ae}.put{color:#9a6700}.delete{color:#cf222e}.patch{color:#8250df}tr.current{background:#fff8c5}
nav a{margin-inline-end:1rem}
</style></head><body>
<h1>Samad mock backend</h1>
<p>A stateful mock of the Samad servers, typed and checked by the contract in <code>openapi/</code>.
${input.currentPersona ? `Persona now: <strong><code>${esc(input.currentPersona)}</code></strong>; contract` : 'The persona is chosen in the mock panel; contract'} checks of requests: <strong>${esc(input.contractMode)}</strong>.</p>
<nav><a href="${esc(input.appUrl)}">The app</a><a href="#operations">Operations (${total})</a><a href="#personas">Personas</a><a href="#control">Control API</a><a href="/__mock/requests">Request journal</a>
${input.docs.map((d) => `<a href="${docHref(d.name)}">${esc(d.name)} docs</a>`).join('')}</nav>
<h2 id="operations">Operations</h2>
${operationRows(input.docs)}
<h2 id="personas">Personas</h2>
<p>Switch with <code>POST /__mock/persona {"id": "…"}</code> (or the mock panel in <code>npm start</code>). OAuth client: <code>${esc(input.oauthClient.id)}</code> / <code>${esc(input.oauthClient.secret)}</code>. Other accounts in every persona: ${accounts}.</p>
<table><thead><tr><th>id</th><th>username / password</th><th>what it shows</th></tr></thead><tbody>
${personas}
</tbody></table>
<h2 id="control">Control API</h2>
<p>Plain JSON, loopback callers only. Details: <code>mocks/README.md</code>.</p>
<table><thead><tr><th>call</th><th>body / query</th><th>what it does</th></tr></thead><tbody>
${control}
</tbody></table>
</body></html>`;
}
