/**
 * The one inline script of a prerendered page: it runs in <head> before the first paint and
 * decides whether the page the build rendered ahead (Persian, signed out or for a signed-in address
 * its shell's frame, the build's university, a phone's or a desktop's width) is the one this visit
 * draws. If not, it marks <html> so the page's CSS hides the prerendered #root and shows the brand
 * mark instead, until the app draws the right page (src/app/start-app.tsx): a stored English or
 * Arabic interface, a stored session on a public page or none on a signed-in one, a university
 * chosen in cloud mode or another width never flash the wrong page. It also sets the stored language's
 * lang/dir and the colour scheme (src/lib/color-scheme.ts) before anything paints.
 *
 * And it starts the page's scripts (the route preload hint, then the app's) only after that first
 * paint: the page names them in <meta> elements of its <head> (scripts/prerender.ts; only this
 * site's build files: START_SCRIPT_PATH), and the script adds them once
 * the browser reports the first contentful paint (or after START_FALLBACK_MS, or at once in a hidden
 * tab, which does not paint). As `defer` scripts they ran as soon as they were in, before the page
 * was painted whenever they arrived with the stylesheets (a fast network, a cached visit), and on a
 * slow one their bytes shared the link with the stylesheets the paint waits for. A frame drawn is
 * not yet a frame shown (on a busy machine it reached the screen seconds later, with the scripts
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
import { PRERENDER_ATTRIBUTE, PRERENDER_MISS, TODAY_WEEK_ATTRIBUTE } from '../src/prerender/prerender-match';
import { STORED_LOOK_JS } from './inline-stored-look';
import { BREAKS } from '../src/lib/jalali';
import { ROUTE_PRELOAD_FILE } from './route-preload';

/** <html>'s attribute set by the build when the page's config is in cloud mode (a stored university then decides the page). */
export const PRERENDER_CLOUD_ATTRIBUTE = 'data-prerender-cloud';

/** <html>'s attribute set by the build on a signed-in address's frame: drawn only when a session is stored. */
export const PRERENDER_SESSION_ATTRIBUTE = 'data-prerender-session';

/** The <meta> naming each of the page's scripts, which the inline script starts after the first paint. */
export const START_META_NAME = 'samad-start';

/**
 * The only scripts it starts: this site's build files (static/js/*.js and the route preload hint),
 * named by <meta> elements of the <head> the build wrote. Never one named in the body (a page
 * snapshot is put into #root before this runs) nor on another host.
 */
const START_SCRIPT_PATH = new RegExp(`(?:/static/js/[^/]+\\.js|/${ROUTE_PRELOAD_FILE.replace(/[.]/g, '\\.')})$`);

/** When the scripts start even without a paint reported (a browser without paint timing reports none). */
export const START_FALLBACK_MS = 3000;

const q = JSON.stringify;

export const PRERENDER_INLINE_SCRIPT = `(function(){var d=document.documentElement,v=d.getAttribute(${q(PRERENDER_ATTRIBUTE)});${STORED_LOOK_JS}var l=lang(),miss=!v;if(l!==${q(DEFAULT_LANGUAGE)}){d.lang=l;d.dir=dir(l);miss=true}if(!g(${q(ACCESS_TOKEN_KEY)})!==!d.hasAttribute(${q(PRERENDER_SESSION_ATTRIBUTE)}))miss=true;if(d.hasAttribute(${q(PRERENDER_CLOUD_ATTRIBUTE)})&&g(${q(STORAGE_KEYS.university)}))miss=true;if(m(${q(MOBILE_QUERY)})!==(v==="mobile"))miss=true;d.setAttribute("data-mantine-color-scheme",scheme());if(miss&&v)d.setAttribute(${q(PRERENDER_ATTRIBUTE)},${q(PRERENDER_MISS)});var done=false;function start(){if(done)return;if(document.readyState==="loading"){document.addEventListener("DOMContentLoaded",start);return}done=true;var l=document.head.querySelectorAll('meta[name="${START_META_NAME}"]'),a=document.createElement("a");for(var i=0;i<l.length;i++){a.href=l[i].content;if(a.protocol+"//"+a.host!==location.protocol+"//"+location.host||!${START_SCRIPT_PATH}.test(a.pathname))continue;var s=document.createElement("script");s.src=l[i].content;s.async=false;document.head.appendChild(s)}}function later(){setTimeout(start,0)}if(document.hidden)start();else{try{new PerformanceObserver(function(p){if(p.getEntriesByName("first-contentful-paint").length)later()}).observe({type:"paint",buffered:true})}catch(e){document.addEventListener("DOMContentLoaded",function(){requestAnimationFrame(later)})}setTimeout(start,${START_FALLBACK_MS})}})()`;

/** The CSP source that allows it: 'sha256-…' of its exact text. */
export const PRERENDER_INLINE_HASH = `'sha256-${createHash('sha256').update(PRERENDER_INLINE_SCRIPT).digest('base64')}'`;

/**
 * The second inline script of a page whose prerendered markup holds this week's label
 * (TODAY_WEEK_ATTRIBUTE: the reserve page's frame, decision 0025), right after the first in <head>.
 * The label was rendered for the build's day: as the parser puts it in (a MutationObserver's callback
 * runs before the browser next paints), its two dates become the Saturday and Friday of the visitor's
 * local today, Jalali, Persian digits, as src/ui/week-range.ts and useWeekRangeLabel write them, so
 * hydration finds the text it renders. Only when the first script drew the page (Persian, a session).
 * The conversion is src/lib/jalali.ts's (Borkowski's, through Julian day numbers) in ES5: Intl's
 * Persian calendar agrees, but building its formatter is a long part of the parser's task. A label it
 * cannot read makes the page a miss (the brand mark), never a wrong week. Its own CSP hash.
 */
const JALALI_JS = `function dv(a,b){return~~(a/b)}function md(a,b){return a-~~(a/b)*b}function g2d(y,m,d){return dv((y+dv(m-8,6)+100100)*1461,4)+dv(153*md(m+9,12)+2,5)+d-34840408-dv(dv(y+100100+dv(m-8,6),100)*3,4)+752}function d2g(n){var j=4*n+139361631;j=j+dv(dv(4*n+183187720,146097)*3,4)*4-3908;var i=dv(md(j,1461),4)*5+308,m=md(dv(i,153),12)+1;return[dv(j,1461)-100100+dv(8-m,6),m,dv(md(i,153),5)+1]}function cal(jy){var B=[${BREAKS.join(',')}],gy=jy+621,lj=-14,jp=B[0],jump=0,n,i;for(i=1;i<B.length;i++){jump=B[i]-jp;if(jy<B[i])break;lj+=dv(jump,33)*8+dv(md(jump,33),4);jp=B[i]}n=jy-jp;lj+=dv(n,33)*8+dv(md(n,33)+3,4);if(md(jump,33)===4&&jump-n===4)lj++;if(jump-n<6)n=n-jump+dv(jump+4,33)*33;var leap=md(md(n+1,33)-1,4);return{leap:leap===-1?4:leap,gy:gy,march:20+lj-(dv(gy,4)-dv((dv(gy,100)+1)*3,4)-150)}}function d2j(n){var gy=d2g(n)[0],jy=gy-621,r=cal(jy),k=n-g2d(gy,3,r.march);if(k>=0){if(k<=185)return[jy,1+dv(k,31),md(k,31)+1];k-=186}else{jy--;k+=179;if(r.leap===1)k++}return[jy,7+dv(k,30),md(k,30)+1]}`;

export const TODAY_WEEK_INLINE_SCRIPT = `(function(){var d=document.documentElement,v=d.getAttribute(${q(PRERENDER_ATTRIBUTE)});if(v&&v!==${q(PRERENDER_MISS)}){var o=new MutationObserver(function(){var e=document.querySelector("[${TODAY_WEEK_ATTRIBUTE}]");if(e){o.disconnect();week(e)}});o.observe(d,{childList:true,subtree:true});document.addEventListener("DOMContentLoaded",function(){o.disconnect()})}${JALALI_JS}function week(e){try{var n=new Date(),t=g2d(n.getFullYear(),n.getMonth()+1,n.getDate()),s=t-md(t+2,7),c=e.firstChild,k=0;function j(x){var p=d2j(x),r="";for(var i=0;i<3;i++)r+=(i?"/":"")+(p[i]<10?"0":"")+p[i];return r.replace(/[0-9]/g,function(x){return String.fromCharCode(1776+ +x)})}var a=j(s),b=j(s+6);if(!c||c.nodeType!==3||c.data.split("\\u2066").length!==3)throw 0;c.data=c.data.replace(/\\u2066[^\\u2069]*\\u2069/g,function(){return"\\u2066"+(k++?b:a)+"\\u2069"})}catch(x){d.setAttribute(${q(PRERENDER_ATTRIBUTE)},${q(PRERENDER_MISS)})}}})()`;

/** The CSP source that allows it. */
export const TODAY_WEEK_INLINE_HASH = `'sha256-${createHash('sha256').update(TODAY_WEEK_INLINE_SCRIPT).digest('base64')}'`;
