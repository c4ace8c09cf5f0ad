/**
 * The one inline script of a prerendered page (issue 44): it runs in <head> before the first paint and
 * decides whether the page the build rendered ahead (Persian, signed out or for a signed-in address
 * its shell's frame, the build's university, a phone's or a desktop's width) is the one this visit
 * draws. If not, it marks <html> so the page's CSS hides the prerendered #root and shows the brand
 * mark instead, until the app draws the right page (src/app/start-app.tsx): a stored English or
 * Arabic interface, a stored session on a public page or none on a signed-in one, a university
 * chosen in cloud mode or another width never flash the wrong page. It also sets the stored language's
 * lang/dir and the colour scheme (src/lib/color-scheme.ts) before anything paints.
 *
 * And it starts the page's scripts (the route preload hint, then the app's) only after that first
 * paint: the page names them in <meta> elements (scripts/prerender.ts), and the script adds them once
 * the browser reports the first contentful paint (or after START_FALLBACK_MS, or at once in a hidden
 * tab, which does not paint). As `defer` scripts they ran as soon as they were in, before the page
 * was painted whenever they arrived with the stylesheets (a fast network, a cached visit), and on a
 * slow one their 230 kB shared the link with the stylesheets the paint waits for. A frame drawn is
 * not yet a frame shown (on a busy machine it reached the screen 1-2 s later, with the scripts
 * running in between), hence the paint entry rather than requestAnimationFrame.
 *
 * The CSP allows it by its hash (deploy/nginx/security-headers.conf; tests/unit/prerender.test.ts
 * fails when the two differ). Constant text, ES5, no build-dependent values: those are attributes
 * of the page it reads.
 */
import { createHash } from 'node:crypto';
import { ACCESS_TOKEN_KEY } from '../src/api/token-keys';
import { DEFAULT_LANGUAGE } from '../src/i18n/languages';
import { STORAGE_KEYS } from '../src/lib/storage-keys';
import { MOBILE_QUERY } from '../src/ui/use-is-mobile';
import { PRERENDER_ATTRIBUTE, PRERENDER_MISS } from '../src/prerender/prerender-match';
import { STORED_LOOK_JS } from './inline-stored-look';

/** <html>'s attribute set by the build when the page's config is in cloud mode (a stored university then decides the page). */
export const PRERENDER_CLOUD_ATTRIBUTE = 'data-prerender-cloud';

/** <html>'s attribute set by the build on a signed-in address's frame: drawn only when a session is stored. */
export const PRERENDER_SESSION_ATTRIBUTE = 'data-prerender-session';

/** The <meta> naming each of the page's scripts, which the inline script starts after the first paint. */
export const START_META_NAME = 'samad-start';

/** When the scripts start even without a paint reported (a browser without paint timing reports none). */
export const START_FALLBACK_MS = 3000;

const q = JSON.stringify;

export const PRERENDER_INLINE_SCRIPT = `(function(){var d=document.documentElement,v=d.getAttribute(${q(PRERENDER_ATTRIBUTE)});${STORED_LOOK_JS}var l=lang(),miss=!v;if(l!==${q(DEFAULT_LANGUAGE)}){d.lang=l;d.dir=dir(l);miss=true}if(!g(${q(ACCESS_TOKEN_KEY)})!==!d.hasAttribute(${q(PRERENDER_SESSION_ATTRIBUTE)}))miss=true;if(d.hasAttribute(${q(PRERENDER_CLOUD_ATTRIBUTE)})&&g(${q(STORAGE_KEYS.university)}))miss=true;if(m(${q(MOBILE_QUERY)})!==(v==="mobile"))miss=true;d.setAttribute("data-mantine-color-scheme",scheme());if(miss&&v)d.setAttribute(${q(PRERENDER_ATTRIBUTE)},${q(PRERENDER_MISS)});var done=false;function start(){if(done)return;if(document.readyState==="loading"){document.addEventListener("DOMContentLoaded",start);return}done=true;var l=document.querySelectorAll('meta[name="${START_META_NAME}"]');for(var i=0;i<l.length;i++){var s=document.createElement("script");s.src=l[i].content;s.async=false;document.head.appendChild(s)}}function later(){setTimeout(start,0)}if(document.hidden)start();else{try{new PerformanceObserver(function(p){if(p.getEntriesByName("first-contentful-paint").length)later()}).observe({type:"paint",buffered:true})}catch(e){document.addEventListener("DOMContentLoaded",function(){requestAnimationFrame(later)})}setTimeout(start,${START_FALLBACK_MS})}})()`;

/** The CSP source that allows it: 'sha256-…' of its exact text. */
export const PRERENDER_INLINE_HASH = `'sha256-${createHash('sha256').update(PRERENDER_INLINE_SCRIPT).digest('base64')}'`;
