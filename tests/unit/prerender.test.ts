import { readFileSync } from 'node:fs';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { pageCssOf } from '../../scripts/prerender-plugin';
import { inlineStylesheet, PRERENDERED_PAGES, prerenderedFileFor, prerenderedHtml } from '../../scripts/prerender';
import { PAGE_SNAPSHOT_INLINE_SCRIPT } from '../../scripts/page-snapshot-inline';
import { trimCssVariables, withFirstPaintVariables } from '../../scripts/prerender-css-variables';
import {
  PRERENDER_INLINE_HASH,
  PRERENDER_INLINE_SCRIPT,
  TODAY_WEEK_INLINE_HASH,
  TODAY_WEEK_INLINE_SCRIPT,
} from '../../scripts/prerender-inline';
import { isoDate } from '@/lib/jalali';
import { localizeDigits } from '@/lib/digits';
import { TODAY_WEEK_ATTRIBUTE } from '@/prerender/prerender-match';
import { CURRENT_WEEK_INDEX, weeksOfDay } from '@/ui/week-range';

/*
 * The prerender build step (scripts/prerender.ts): the page it writes, the file each address and device
 * gets, the CSP hash of its inline script, and what that script decides before the first paint.
 */

const TEMPLATE = readFileSync('index.html', 'utf8');
/** A stylesheet's text, as the build's file would be read. */
const CSS = (file: string) => `.c{content:"${file}"}`;

describe('the prerendered page', () => {
  const html = prerenderedHtml(
    TEMPLATE.replace('</head>', '<link href="/static/css/index.1.css" rel="stylesheet"></head>'),
    {
      body: '<main><h1>ورود</h1></main>',
      print: 'abcd1234',
      variant: 'mobile',
      css: ['static/css/async/route-login.1234abcd.css'],
      cloud: false,
      signedIn: false,
    },
    CSS,
  );

  it('marks <html> with its variant and runs the inline script first in <head>', () => {
    expect(html).toMatch(/<html lang="fa" dir="rtl" data-prerender="mobile">/);
    expect(html).toContain(`<head><script>${PRERENDER_INLINE_SCRIPT}</script>`);
    expect(html).not.toContain('data-prerender-cloud=""');
  });

  it('names its scripts, in order, for the inline script to start after the first paint', () => {
    const template = TEMPLATE.replace(
      '</head>',
      '<script src="/route-preload.js" async></script><script defer src="/static/js/index.1.js"></script></head>',
    );
    const page = prerenderedHtml(
      template,
      { body: '', print: 'x', variant: 'mobile', css: [], cloud: false, signedIn: false },
      CSS,
    );
    expect(page).toContain(
      '<meta name="samad-start" content="/route-preload.js"><meta name="samad-start" content="/static/js/index.1.js">',
    );
    expect(page.match(/<script/g)).toHaveLength(1);
  });

  it("starts only this site's build files named in <head>: never one named in the body (a snapshot's) or on another host", () => {
    document.head.innerHTML =
      '<meta name="samad-start" content="/route-preload.js"><meta name="samad-start" content="/static/js/index.1.js">' +
      '<meta name="samad-start" content="https://evil.example/static/js/x.js"><meta name="samad-start" content="/evil.js">';
    document.body.innerHTML = '<div id="root"><meta name="samad-start" content="/static/js/snap.js"></div>';
    vi.spyOn(document, 'hidden', 'get').mockReturnValue(true);
    new Function(PRERENDER_INLINE_SCRIPT)();
    const started = Array.from(document.querySelectorAll('script[src]'), (s) => s.getAttribute('src'));
    // As the page names them: the snapshot's build is read from these attributes (page-snapshot-keep.ts buildOf).
    expect(started).toEqual(['/route-preload.js', '/static/js/index.1.js']);
    document.head.innerHTML = '';
    document.body.innerHTML = '';
  });

  it("a signed-in address's frame is marked so, and keeps index.html's page-snapshot painter after #root", () => {
    // As the build writes index.html (rsbuild.config.ts): the painter at the end of <body>.
    const template = TEMPLATE.replace('</body>', `<script>${PAGE_SNAPSHOT_INLINE_SCRIPT}</script></body>`);
    const frame = { body: '<main></main>', print: 'x', variant: 'mobile' as const, css: [], cloud: false };
    const page = prerenderedHtml(template, { ...frame, signedIn: true }, CSS);
    expect(page).toMatch(/<html [^>]*data-prerender="mobile" data-prerender-session="">/);
    expect(page).toContain(`<script>${PAGE_SNAPSHOT_INLINE_SCRIPT}</script>`);
    expect(page.indexOf(PAGE_SNAPSHOT_INLINE_SCRIPT)).toBeGreaterThan(page.indexOf('<div id="root"'));
    expect(prerenderedHtml(template, { ...frame, signedIn: false }, CSS)).not.toContain(PAGE_SNAPSHOT_INLINE_SCRIPT);
    expect(html).not.toMatch(/<html [^>]*data-prerender-session/);
  });

  it("gets the week's script, right after the first, only when its markup holds this week's label", () => {
    const frame = { print: 'x', variant: 'mobile' as const, css: [], cloud: false, signedIn: true };
    const week = prerenderedHtml(
      TEMPLATE,
      { ...frame, body: `<main><p ${TODAY_WEEK_ATTRIBUTE}="true"></p></main>` },
      CSS,
    );
    expect(week).toContain(
      `<head><script>${PRERENDER_INLINE_SCRIPT}</script><script>${TODAY_WEEK_INLINE_SCRIPT}</script>`,
    );
    expect(prerenderedHtml(TEMPLATE, { ...frame, body: '<main></main>' }, CSS)).not.toContain(TODAY_WEEK_INLINE_SCRIPT);
  });

  it("inlines index.html's and the route's stylesheets in <head>, named for the app's CSS chunk loader", () => {
    expect(html).toContain(
      '<style data-href="/static/css/index.1.css">.c{content:"static/css/index.1.css"}</style></head>'.replace(
        '</head>',
        '<style data-href="/static/css/async/route-login.1234abcd.css">.c{content:"static/css/async/route-login.1234abcd.css"}</style></head>',
      ),
    );
    expect(html).not.toContain('<link href=');
  });

  it('refuses to inline a stylesheet whose url()s would break in the page, or that would end the <style>', () => {
    expect(inlineStylesheet('/a.css', '@font-face{src:url(/static/font/a.woff2)}.b{background:url(data:x)}')).toBe(
      '<style data-href="/a.css">@font-face{src:url(/static/font/a.woff2)}.b{background:url(data:x)}</style>',
    );
    expect(() => inlineStylesheet('/a.css', '@font-face{src:url(../font/a.woff2)}')).toThrow(/relative url/);
    expect(() => inlineStylesheet('/a.css', '.a{content:"</style>"}')).toThrow(/<\/style>/);
  });

  it('puts the markup in an inert #root with the config print, the brand mark beside it', () => {
    expect(html).toContain(
      '<div id="root" data-prerendered="abcd1234" inert aria-disabled="true"><main><h1>ورود</h1></main></div><div class="boot-splash prerender-splash"',
    );
    expect(html.match(/boot-splash/g)).toHaveLength(2); // the <noscript> rule and the mark
  });

  it('says when the config is in cloud mode, and refuses a template without the splash in #root', () => {
    expect(
      prerenderedHtml(
        TEMPLATE,
        { body: '', print: 'x', variant: 'desktop', css: [], cloud: true, signedIn: false },
        CSS,
      ),
    ).toContain('data-prerender="desktop" data-prerender-cloud=""');
    expect(() =>
      prerenderedHtml(
        '<html><head></head><body><div id="root"></div></body></html>',
        {
          body: '',
          print: 'x',
          variant: 'desktop',
          css: [],
          cloud: false,
          signedIn: false,
        },
        CSS,
      ),
    ).toThrow(/#root/);
  });
});

describe('which file an address gets', () => {
  it('the page of the device: a phone by its client hint or user agent', () => {
    expect(prerenderedFileFor('/login')).toBe('prerendered/login.desktop.html');
    expect(prerenderedFileFor('/login/', 'Mozilla/5.0 (Linux; Android 14) Mobile Safari')).toBe(
      'prerendered/login.mobile.html',
    );
    expect(prerenderedFileFor('/reset-password', 'Mozilla/5.0 (X11; Linux x86_64)', '?1')).toBe(
      'prerendered/reset-password.mobile.html',
    );
  });

  it("the shell's frame of the signed-in home and reserve page", () => {
    expect(prerenderedFileFor('/')).toBe('prerendered/home.desktop.html');
    expect(prerenderedFileFor('/food/reserve/', 'Mozilla/5.0 (Linux; Android 14) Mobile Safari')).toBe(
      'prerendered/food-reserve.mobile.html',
    );
  });

  it('nothing for the other routes', () => {
    expect(prerenderedFileFor('/food')).toBeNull();
    expect(prerenderedFileFor('/food/reserve/x')).toBeNull();
    expect(prerenderedFileFor('/login/x')).toBeNull();
  });

  it("nginx's rule says the same (deploy/nginx/samad.conf)", () => {
    const conf = readFileSync('deploy/nginx/samad.conf', 'utf8');
    expect(conf).toContain('"~^\\?1\\|"');
    expect(conf).toContain('"~(?:Mobi|Android|iPhone|iPad)" mobile;');
    expect(conf).toContain('location ~ ^/(?:login|reset-password|food/reserve)?/?$');
    expect(conf).toContain('try_files /prerendered/$samad_page.$samad_variant.html /index.html;');
    // Every page's address maps to its file's name.
    for (const page of PRERENDERED_PAGES) {
      const address = page.path === '/' ? '"/"' : `"~^${page.path}/?$"`;
      expect(conf).toMatch(new RegExp(`${address.replace(/[$^?/]/g, '\\$&')}\\s+${page.name};`));
    }
  });
});

describe("each page's stylesheets", () => {
  it("are its route's groups' CSS files", () => {
    const css = pageCssOf({
      'route-login': { assets: [{ name: 'static/js/async/route-login.1.js' }, { name: 'static/css/async/l.2.css' }] },
      'route-reset-password': { assets: [{ name: 'static/css/async/r.3.css' }] },
      'route-shell': { assets: [{ name: 'static/css/async/s.4.css' }] },
      'route-reserve': { assets: [{ name: 'static/css/async/v.5.css' }, { name: 'static/css/async/s.4.css' }] },
    });
    expect(css).toEqual({
      login: ['static/css/async/l.2.css'],
      'reset-password': ['static/css/async/r.3.css'],
      home: ['static/css/async/s.4.css'],
      // The reserve page draws its own frame (decision 0025): its route's CSS too, once each.
      'food-reserve': ['static/css/async/s.4.css', 'static/css/async/v.5.css'],
    });
  });

  it('fail the build when a group is gone (a renamed webpackChunkName)', () => {
    expect(() => pageCssOf({ 'route-login': { assets: [] } })).toThrow(/route-reset-password/);
  });
});

describe('the inline script', () => {
  it("is allowed by the CSP's hash (deploy/nginx/security-headers.conf)", () => {
    const scriptSrc = /script-src ([^;]+);/.exec(readFileSync('deploy/nginx/security-headers.conf', 'utf8'))?.[1];
    expect(scriptSrc?.split(' ')).toContain(PRERENDER_INLINE_HASH);
    expect(scriptSrc?.split(' ')).toContain(TODAY_WEEK_INLINE_HASH);
  });

  const root = document.documentElement;
  const run = (variant: string, { phone = false, cloud = false, signedIn = false } = {}) => {
    root.setAttribute('data-prerender', variant);
    root.toggleAttribute('data-prerender-cloud', cloud);
    root.toggleAttribute('data-prerender-session', signedIn);
    vi.stubGlobal(
      'matchMedia',
      (query: string) => ({ matches: query.includes('max-width') ? phone : false }) as MediaQueryList,
    );
    new Function(PRERENDER_INLINE_SCRIPT)();
    return root.getAttribute('data-prerender');
  };

  afterEach(() => {
    vi.unstubAllGlobals();
    localStorage.clear();
    for (const name of [
      'data-prerender',
      'data-prerender-cloud',
      'data-prerender-session',
      'data-mantine-color-scheme',
      'lang',
      'dir',
    ])
      root.removeAttribute(name);
  });

  it('keeps the page when nothing stored rules it out and the width is its own', () => {
    expect(run('desktop')).toBe('desktop');
    expect(run('mobile', { phone: true })).toBe('mobile');
    expect(root.getAttribute('data-mantine-color-scheme')).toBe('light');
  });

  it("hides it for another width, a stored language (and sets that language's lang and dir) or session", () => {
    expect(run('mobile')).toBe('miss');
    localStorage.setItem('portal.language', 'en');
    expect(run('desktop')).toBe('miss');
    expect([root.lang, root.dir]).toEqual(['en', 'ltr']);
    localStorage.clear();
    localStorage.setItem('portal.accessToken', 'token');
    expect(run('desktop')).toBe('miss');
  });

  it("draws a signed-in address's frame only when a session is stored", () => {
    expect(run('desktop', { signedIn: true })).toBe('miss');
    localStorage.setItem('portal.accessToken', 'token');
    expect(run('desktop', { signedIn: true })).toBe('desktop');
  });

  it('hides it for a stored university only in cloud mode', () => {
    localStorage.setItem('portal.university', '{"unikey":"x"}');
    expect(run('desktop')).toBe('desktop');
    expect(run('desktop', { cloud: true })).toBe('miss');
  });

  describe("this week's label of a signed-in address's page", () => {
    // What the build rendered: the build day's week (the two dates are replaced, the rest kept).
    const BUILT = '\u2066۱۴۰۰/۰۱/۰۱\u2069 – \u2066۱۴۰۰/۰۱/۰۷\u2069';
    /** The label the app renders for the week of `day` (useWeekRangeLabel, Persian). */
    const labelOf = (day: Date) => {
      const week = weeksOfDay(isoDate(day))[CURRENT_WEEK_INDEX]!;
      const isolate = (text: string) => `\u2066${localizeDigits(text, 'fa')}\u2069`;
      return `${isolate(week.start.jalali)} – ${isolate(week.end.jalali)}`;
    };
    /** The page's two inline scripts, then the label as the parser puts it in; its text once observed. */
    const parse = async (text = BUILT) => {
      new Function(TODAY_WEEK_INLINE_SCRIPT)();
      const label = document.createElement('p');
      label.setAttribute(TODAY_WEEK_ATTRIBUTE, '');
      label.append(text, Object.assign(document.createElement('span'), { textContent: 'هفته جاری' }));
      document.body.append(label);
      await Promise.resolve();
      label.remove();
      return label.firstChild!.textContent;
    };

    afterEach(() => vi.useRealTimers());

    it("is written for the visitor's today before it is painted, Saturday to Friday", async () => {
      localStorage.setItem('portal.accessToken', 'token');
      // A Saturday, a Friday (the week's ends), a Nowruz week across two Jalali years, a month's end.
      for (const day of ['2026-11-28T08:00', '2026-12-04T23:30', '2027-03-21T00:10', '2026-12-21T12:00']) {
        vi.useFakeTimers({ toFake: ['Date'], now: new Date(day) });
        expect(run('desktop', { signedIn: true })).toBe('desktop');
        expect(await parse()).toBe(labelOf(new Date(day)));
      }
    });

    it('is left alone on a page not drawn, and a label it cannot read is a miss', async () => {
      expect(run('desktop', { signedIn: true })).toBe('miss');
      expect(await parse()).toBe(BUILT);
      localStorage.setItem('portal.accessToken', 'token');
      expect(run('desktop', { signedIn: true })).toBe('desktop');
      expect(await parse('۱۴۰۰/۰۱/۰۱')).toBe('۱۴۰۰/۰۱/۰۱');
      expect(root.getAttribute('data-prerender')).toBe('miss');
    });

    it("agrees with the app's calendar on every fifth day of 2020-2060", async () => {
      localStorage.setItem('portal.accessToken', 'token');
      const differ: string[] = [];
      for (let day = new Date(2020, 0, 1, 9); day.getFullYear() < 2060; day.setDate(day.getDate() + 5)) {
        vi.useFakeTimers({ toFake: ['Date'], now: day });
        run('desktop', { signedIn: true });
        if ((await parse()) !== labelOf(day)) differ.push(isoDate(day));
      }
      expect(differ).toEqual([]);
    });
  });

  it('sets the stored colour scheme before the first paint', () => {
    localStorage.setItem('portal.colorScheme', 'dark');
    expect(run('desktop')).toBe('desktop');
    expect(root.getAttribute('data-mantine-color-scheme')).toBe('dark');
  });
});

describe("the provider's CSS variables in the page", () => {
  const PROVIDER =
    ':root, :host{--mantine-scale: 1;--mantine-radius-md: calc(0.5rem * var(--mantine-scale));--mantine-z-index-modal: 200;--mantine-primary-color-filled: var(--mantine-color-teal-filled);}\n\n' +
    ':root[data-mantine-color-scheme="dark"], :host([data-mantine-color-scheme="dark"]){--mantine-color-teal-filled: var(--mantine-color-teal-8);--mantine-color-teal-8: #076;--mantine-color-body: #222;}\n\n' +
    ':root[data-mantine-color-scheme="light"], :host([data-mantine-color-scheme="light"]){--mantine-color-teal-filled: var(--mantine-color-teal-9);--mantine-color-teal-9: #054;--mantine-color-body: #fff;}';

  it('keeps those the page reads and, in every scheme, those their values read', () => {
    expect(
      trimCssVariables(PROVIDER, [
        '.b{border-radius:var(--mantine-radius-md)}',
        '<p style="--x: var(--mantine-primary-color-filled)">',
      ]),
    ).toBe(
      ':root, :host{--mantine-scale:1;--mantine-radius-md:calc(0.5rem * var(--mantine-scale));--mantine-primary-color-filled:var(--mantine-color-teal-filled);}' +
        ':root[data-mantine-color-scheme="dark"], :host([data-mantine-color-scheme="dark"]){--mantine-color-teal-filled:var(--mantine-color-teal-8);--mantine-color-teal-8:#076;}' +
        ':root[data-mantine-color-scheme="light"], :host([data-mantine-color-scheme="light"]){--mantine-color-teal-filled:var(--mantine-color-teal-9);--mantine-color-teal-9:#054;}',
    );
  });

  it("cuts the provider's <style> in the markup, read by everything but itself, and fails without it", () => {
    const body = `<style data-mantine-styles="true">${PROVIDER}</style><main class="m">x</main>`;
    expect(withFirstPaintVariables(body, '', ['.m{background:var(--mantine-color-body)}'])).toBe(
      '<style data-mantine-styles="true">' +
        ':root[data-mantine-color-scheme="dark"], :host([data-mantine-color-scheme="dark"]){--mantine-color-body:#222;}' +
        ':root[data-mantine-color-scheme="light"], :host([data-mantine-color-scheme="light"]){--mantine-color-body:#fff;}' +
        '</style><main class="m">x</main>',
    );
    expect(() => withFirstPaintVariables('<main></main>', '', [])).toThrow(/provider/);
  });

  it('refuses a provider text of another form (a Mantine upgrade) rather than drop what it cannot read', () => {
    expect(() => trimCssVariables(':root{--a: 1;}@media (x){:root{--b: 2;}}', [])).toThrow(/form/);
  });
});
