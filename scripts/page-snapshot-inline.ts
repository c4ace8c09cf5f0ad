/**
 * The inline script of index.html (docs/decisions/0023-page-snapshot.md): placed right after
 * #root, it runs before the first paint of every address the build did not render ahead, and paints
 * the page this student last saw there (kept under its address by src/lib/page-snapshot-keep.ts)
 * into #root while the app's scripts are still on their way. Only when everything still holds: the
 * same user as the stored token's, the same address (also read from the text's start,
 * snapshotTextStart, before the whole snapshot is parsed), the same language, the same build (its
 * initial scripts), and the snapshot not past its `until` (a week's page: the end of that week) nor
 * MAX_AGE_MS old. The page is `inert` (it is a picture: nothing in it can be acted on) and its form
 * controls disabled; the app draws into a container of its own and swaps it in once the page is
 * drawn (src/app/start-app.tsx).
 *
 * On a signed-in address the build rendered ahead (scripts/prerender.ts) it also runs, after the
 * frame: the snapshot takes the frame's place and the page is no longer a prerendered one (the app
 * then draws behind the snapshot, not hydrating the frame). The page's scripts are named there by
 * <meta> elements until the prerender's inline script starts them: the build is read from either.
 *
 * The stylesheets the page had are linked again with `blocking="render"` (from the HTTP cache on a
 * repeat visit): a stylesheet added by a script does not hold the paint otherwise.
 *
 * The markup is parsed in a <template> (inert: nothing in it loads or runs) and painted only when
 * every element and attribute is one the app writes (SNAPSHOT_TAGS, SNAPSHOT_ATTRIBUTES: the keeper
 * drops anything else before storing): a snapshot tampered with in storage paints nothing, and the
 * page is drawn by the app as on a first visit.
 *
 * The CSP allows it by its hash (deploy/nginx/security-headers.conf; tests/unit/page-snapshot.test.ts
 * fails when the two differ). Constant text, ES5.
 */
import { createHash } from 'node:crypto';
import { ACCESS_TOKEN_KEY } from '../src/api/token-keys';
import {
  INITIAL_SCRIPT,
  PAGE_SNAPSHOT_FORMAT,
  PAGE_SNAPSHOT_KEY,
  PAGE_SNAPSHOT_MAX_AGE_MS,
  SNAPSHOT_ATTRIBUTE,
  SNAPSHOT_ATTRIBUTE_PATTERN,
  SNAPSHOT_ATTRIBUTES,
  SNAPSHOT_STYLE_DENIED,
  SNAPSHOT_TAGS,
  SNAPSHOT_URL_PATTERN,
} from '../src/lib/page-snapshot-format';
import { PRERENDER_ATTRIBUTE, PRERENDERED_ATTRIBUTE } from '../src/prerender/prerender-match';
import { STORED_LOOK_JS } from './inline-stored-look';
import { START_META_NAME } from './prerender-inline';

const q = JSON.stringify;

/** `ok(fragment)`: every element and attribute of it is one the app writes (src/lib/page-snapshot-format.ts). */
const ALLOWED_JS = `var TG=${q(` ${SNAPSHOT_TAGS.join(' ')} `)},AT=${q(` ${SNAPSHOT_ATTRIBUTES.join(' ')} `)};function ok(f){var x=f.querySelectorAll("*"),i,j,e,n,v,a;for(i=0;i<x.length;i++){e=x[i];n=e.localName.toLowerCase();if(TG.indexOf(" "+n+" ")<0||(n==="style"&&${SNAPSHOT_STYLE_DENIED}.test(e.textContent)))return false;a=e.attributes;for(j=0;j<a.length;j++){n=a[j].name.toLowerCase();v=a[j].value;if(AT.indexOf(" "+n+" ")<0&&!${SNAPSHOT_ATTRIBUTE_PATTERN}.test(n))return false;if((n==="href"||n==="src")&&!${SNAPSHOT_URL_PATTERN}.test(v.replace(/^\\s+/,"")))return false;if(n==="style"&&${SNAPSHOT_STYLE_DENIED}.test(v))return false}}return true}`;

export const PAGE_SNAPSHOT_INLINE_SCRIPT = `(function(){var d=document,h=d.documentElement,r=d.getElementById("root");${STORED_LOOK_JS}${ALLOWED_JS}try{var a=location.pathname+location.search,raw=g(${q(PAGE_SNAPSHOT_KEY)}+a),t=g(${q(ACCESS_TOKEN_KEY)});if(!raw||!t||!r||raw.lastIndexOf('{"v":${PAGE_SNAPSHOT_FORMAT},"path":'+JSON.stringify(a)+",",0)!==0)return;var s=JSON.parse(raw),p=t.split(".")[1].replace(/-/g,"+").replace(/_/g,"/"),u=JSON.parse(decodeURIComponent(escape(atob(p)))).user_name,l=lang(),now=Date.now(),b="",x=d.querySelectorAll('script[src],meta[name="${START_META_NAME}"]'),i,c;for(i=0;i<x.length;i++){c=x[i].getAttribute("src")||x[i].getAttribute("content");if(${INITIAL_SCRIPT}.test(c))b+=c+" "}if(!s||s.v!==${PAGE_SNAPSHOT_FORMAT}||typeof u!=="string"||s.user!==u||s.path!==a||s.lang!==l||s.build!==b||!(now<s.until)||!(now-s.at<${PAGE_SNAPSHOT_MAX_AGE_MS})||typeof s.html!=="string"||!(s.css instanceof Array)||typeof s.media!=="string"||m(s.media)!==s.matches)return;var T=d.createElement("template");T.innerHTML=s.html;if(!T.content||!ok(T.content))return;for(i=0;i<s.css.length;i++){var f=s.css[i];if(typeof f!=="string"||d.querySelector('link[rel="stylesheet"][href="'+f.replace(/["\\\\]/g,"")+'"]'))continue;var k=d.createElement("link");k.rel="stylesheet";k.href=f;k.setAttribute("blocking","render");d.head.appendChild(k)}h.lang=l;h.dir=dir(l);h.setAttribute("data-mantine-color-scheme",scheme());r.innerHTML="";r.appendChild(T.content);r.removeAttribute(${q(PRERENDERED_ATTRIBUTE)});r.removeAttribute("aria-disabled");h.removeAttribute(${q(PRERENDER_ATTRIBUTE)});r.setAttribute(${q(SNAPSHOT_ATTRIBUTE)},"");r.setAttribute("inert","");r.setAttribute("aria-busy","true")}catch(e){}})()`;

/** The CSP source that allows it: 'sha256-…' of its exact text. */
export const PAGE_SNAPSHOT_INLINE_HASH = `'sha256-${createHash('sha256').update(PAGE_SNAPSHOT_INLINE_SCRIPT).digest('base64')}'`;
