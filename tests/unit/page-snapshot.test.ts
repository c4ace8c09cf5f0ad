import { readFileSync } from 'node:fs';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { prerenderedHtml } from '../../scripts/prerender';
import { PAGE_SNAPSHOT_INLINE_HASH, PAGE_SNAPSHOT_INLINE_SCRIPT } from '../../scripts/page-snapshot-inline';
import { SNAPSHOT_ATTRIBUTE, snapshotTextStart, type PageSnapshot } from '../../src/lib/page-snapshot-format';
import { clearSessionOwned } from '../../src/lib/session-owned';
import { heldSnapshotPath, holdPageSnapshot, releasePageSnapshot } from '../../src/lib/page-snapshot';
import { keepPageSnapshot } from '../../src/lib/page-snapshot-keep';

/*
 * The page snapshot (docs/decisions/0023-page-snapshot.md): what the app keeps of a page, and
 * what index.html's inline script paints from it before the app's scripts, and when it must not.
 */

/** The reserve page's snapshot: one per address. */
const KEY = 'portal.pageSnapshot/food/reserve';
const BUILD = '/static/js/lib-react.1.js /static/js/index.2.js ';
const HOUR = 3_600_000;

const base64url = (text: string) =>
  Buffer.from(text).toString('base64').replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
const tokenOf = (user: string) => `x.${base64url(JSON.stringify({ user_name: user, exp: 9e9 }))}.sig`;

function setUpDocument() {
  document.head.innerHTML = BUILD.trim()
    .split(' ')
    .map((src) => `<script defer src="${src}"></script>`)
    .join('');
  document.head.insertAdjacentHTML('beforeend', '<link rel="stylesheet" href="/static/css/index.1.css">');
  document.body.innerHTML = '<div id="root"><div class="boot-splash"></div></div>';
  document.documentElement.lang = 'fa';
  window.history.replaceState(null, '', '/food/reserve');
}

const PAGE = `
  <main>
    <div data-testid="credit" data-not-kept="اعتبار …"><b>۱۲٬۰۰۰</b> تومان</div>
    <span data-snapshot-updating role="status"></span>
    <select><option value="1">سلف مرکزی</option><option value="2">سلف دختران</option></select>
    <input type="checkbox" id="c"><input type="password" value="">
    <fieldset><button>رزرو چلوکباب</button></fieldset>
  </main>`;

/** Runs the inline script as the browser would, right after #root. */
const paint = () => new Function(PAGE_SNAPSHOT_INLINE_SCRIPT)();
const root = () => document.getElementById('root')!;

beforeEach(() => {
  setUpDocument();
  localStorage.setItem('portal.accessToken', tokenOf('student'));
  vi.stubGlobal('matchMedia', () => ({ matches: false }) as MediaQueryList);
});

afterEach(() => {
  releasePageSnapshot();
  localStorage.clear();
  vi.unstubAllGlobals();
});

/** Keeps PAGE as the app would have drawn it, with a self and the checkbox chosen. */
function keepPage(now = Date.now(), validForMs = 48 * HOUR) {
  root().innerHTML = PAGE;
  root().querySelector('select')!.value = '2';
  root().querySelector<HTMLInputElement>('input[type="checkbox"]')!.checked = true;
  root().querySelector<HTMLInputElement>('input[type="password"]')!.value = 'secret';
  return keepPageSnapshot({ validForMs, media: '(max-width: 1023.98px)', updating: 'در حال به‌روزرسانی…', now });
}

const stored = () => JSON.parse(localStorage.getItem(KEY)!) as PageSnapshot;

describe('what is kept', () => {
  it('the page under the user, address, language and build, its stylesheets, and form state as markup', () => {
    expect(keepPage(1000)).toBe(true);
    const snapshot = stored();
    expect(snapshot).toMatchObject({
      v: 1,
      user: 'student',
      path: '/food/reserve',
      lang: 'fa',
      at: 1000,
      build: BUILD,
      media: '(max-width: 1023.98px)',
      matches: false,
    });
    expect(snapshot.until).toBe(1000 + 48 * HOUR);
    expect(snapshot.css).toEqual(['/static/css/index.1.css']);
    const kept = new DOMParser().parseFromString(snapshot.html, 'text/html');
    expect(kept.querySelector('option[value="2"]')!.hasAttribute('selected')).toBe(true);
    expect(kept.querySelector('input[type="checkbox"]')!.hasAttribute('checked')).toBe(true);
    // A password is never written into the markup.
    expect(snapshot.html).not.toContain('secret');
  });

  it('never the credit (its place shows the loading text), and every control disabled and marked as from the device', () => {
    keepPage();
    const { html } = stored();
    expect(html).not.toContain('۱۲٬۰۰۰');
    const kept = new DOMParser().parseFromString(html, 'text/html');
    expect(kept.querySelector('[data-testid="credit"]')!.textContent).toBe('اعتبار …');
    expect(kept.querySelector('fieldset')!.hasAttribute('disabled')).toBe(true);
    expect(kept.querySelector('fieldset')!.getAttribute('data-from-device')).toBe('true');
    expect(kept.querySelector('[data-snapshot-updating]')!.textContent).toBe('در حال به‌روزرسانی…');
  });

  it('not what lies wholly outside the viewport (below the fold, or off to a side)', () => {
    root().innerHTML = PAGE;
    const at = (top: number, left = 0) =>
      ({ top, bottom: top + 50, left, right: left + 100, width: 100, height: 50 }) as DOMRect;
    const fieldset = root().querySelector('fieldset')!;
    const credit = root().querySelector('[data-testid="credit"]')!;
    vi.spyOn(fieldset, 'getBoundingClientRect').mockReturnValue(at(window.innerHeight + 10));
    vi.spyOn(credit, 'getBoundingClientRect').mockReturnValue(at(10, window.innerWidth + 5));
    vi.spyOn(root().querySelector('select')!, 'getBoundingClientRect').mockReturnValue(at(10));
    keepPageSnapshot({ validForMs: HOUR, media: '(max-width: 1023.98px)' });
    const kept = new DOMParser().parseFromString(stored().html, 'text/html');
    expect(kept.querySelector('fieldset')).toBeNull();
    expect(kept.querySelector('[data-testid="credit"]')).toBeNull();
    expect(kept.querySelector('select')).not.toBeNull();
  });

  it('in a session begun on a prerendered page: its stylesheets written into the page, and the scripts it started', () => {
    // What scripts/prerender.ts writes and its inline script starts after the first paint, and a lazy chunk.
    document.head.innerHTML = `${BUILD.trim()
      .split(' ')
      .map((src) => `<script src="${src}"></script>`)
      .join(
        '',
      )}<script src="/static/js/async/route-reserve.5.js"></script><style data-href="/static/css/async/l.4.css">.x{}</style>`;
    keepPage();
    expect(stored().build).toBe(BUILD);
    expect(stored().css).toEqual(['/static/css/async/l.4.css']);
  });

  it('nothing without a signed-in user, nor while a snapshot is on screen', () => {
    localStorage.removeItem('portal.accessToken');
    expect(keepPage()).toBe(false);
    localStorage.setItem('portal.accessToken', tokenOf('student'));
    root().setAttribute(SNAPSHOT_ATTRIBUTE, '');
    expect(keepPage()).toBe(false);
    expect(localStorage.getItem(KEY)).toBeNull();
  });

  it('one per address: another page kept does not replace it', () => {
    keepPage();
    window.history.replaceState(null, '', '/');
    root().innerHTML = '<main><h1>سلام</h1></main>';
    expect(keepPageSnapshot({ validForMs: HOUR, media: '(max-width: 1023.98px)' })).toBe(true);
    expect((JSON.parse(localStorage.getItem('portal.pageSnapshot/')!) as PageSnapshot).html).toContain('سلام');
    expect(stored().path).toBe('/food/reserve');
  });

  it("is owned by the session: every address's cleared at its end", () => {
    keepPage();
    window.history.replaceState(null, '', '/');
    expect(keepPageSnapshot({ validForMs: HOUR, media: '(max-width: 1023.98px)' })).toBe(true);
    clearSessionOwned();
    expect(localStorage.getItem(KEY)).toBeNull();
    expect(localStorage.getItem('portal.pageSnapshot/')).toBeNull();
  });
});

describe('the inline script', () => {
  it("is allowed by the CSP's hash (deploy/nginx/security-headers.conf)", () => {
    const scriptSrc = /script-src ([^;]+);/.exec(readFileSync('deploy/nginx/security-headers.conf', 'utf8'))?.[1];
    expect(scriptSrc?.split(' ')).toContain(PAGE_SNAPSHOT_INLINE_HASH);
  });

  it('is not in a prerendered public page (its one inline script is the prerender check)', () => {
    const template = readFileSync('index.html', 'utf8').replace(
      '</body>',
      `<script>${PAGE_SNAPSHOT_INLINE_SCRIPT}</script></body>`,
    );
    const html = prerenderedHtml(
      template,
      { body: '<main></main>', print: 'p', variant: 'mobile', css: [], cloud: false, signedIn: false },
      () => '',
    );
    expect(html).not.toContain(PAGE_SNAPSHOT_INLINE_SCRIPT);
  });

  it("paints over a signed-in address's prerendered frame, reading the build from the page's <meta> names", () => {
    keepPage();
    // What scripts/prerender.ts writes for the reserve page: scripts named, not yet started; the frame inert.
    document.head.innerHTML = BUILD.trim()
      .split(' ')
      .map((src) => `<meta name="samad-start" content="${src}">`)
      .join('');
    document.documentElement.setAttribute('data-prerender', 'mobile');
    document.body.innerHTML =
      '<div id="root" data-prerendered="p" inert aria-disabled="true"><header>frame</header></div>' +
      '<div class="boot-splash prerender-splash"></div>';
    paint();
    expect(root().hasAttribute(SNAPSHOT_ATTRIBUTE)).toBe(true);
    expect(root().querySelector('fieldset[disabled] button')!.textContent).toBe('رزرو چلوکباب');
    // No longer a prerendered page: the start draws behind the snapshot instead of hydrating the frame,
    // and the page's CSS neither hides #root nor shows the splash.
    expect(root().hasAttribute('data-prerendered')).toBe(false);
    expect(root().hasAttribute('aria-disabled')).toBe(false);
    expect(document.documentElement.hasAttribute('data-prerender')).toBe(false);
    document.documentElement.removeAttribute('data-prerender');
  });

  it("leaves the frame as it is when the snapshot's build is not the page's", () => {
    keepPage();
    document.head.innerHTML = '<meta name="samad-start" content="/static/js/index.9.js">';
    document.body.innerHTML = '<div id="root" data-prerendered="p" inert><header>frame</header></div>';
    paint();
    expect(root().hasAttribute(SNAPSHOT_ATTRIBUTE)).toBe(false);
    expect(root().getAttribute('data-prerendered')).toBe('p');
    expect(root().innerHTML).toBe('<header>frame</header>');
  });

  it('paints the kept page inert into #root, with its stylesheets render-blocking and the language set', () => {
    keepPage();
    setUpDocument();
    document.documentElement.lang = '';
    localStorage.setItem(
      KEY,
      JSON.stringify({ ...stored(), css: [...stored().css, '/static/css/async/route-reserve.3.css'] }),
    );
    paint();
    expect(root().hasAttribute(SNAPSHOT_ATTRIBUTE)).toBe(true);
    expect(root().hasAttribute('inert')).toBe(true);
    expect(root().getAttribute('aria-busy')).toBe('true');
    expect(root().querySelector('fieldset[disabled] button')!.textContent).toBe('رزرو چلوکباب');
    expect(document.documentElement.lang).toBe('fa');
    expect(document.documentElement.dir).toBe('rtl');
    // The stylesheet already linked is not linked twice; the route's is, holding the paint.
    const links = Array.from(document.head.querySelectorAll('link[rel="stylesheet"]'));
    expect(links.map((l) => l.getAttribute('href'))).toEqual([
      '/static/css/index.1.css',
      '/static/css/async/route-reserve.3.css',
    ]);
    expect(links[1]!.getAttribute('blocking')).toBe('render');
  });

  const unchanged = () => {
    paint();
    expect(root().hasAttribute(SNAPSHOT_ATTRIBUTE)).toBe(false);
    expect(root().innerHTML).toBe('<div class="boot-splash"></div>');
  };

  it('paints nothing for another user, no token or a malformed one', () => {
    keepPage();
    setUpDocument();
    localStorage.setItem('portal.accessToken', tokenOf('student2'));
    unchanged();
    localStorage.removeItem('portal.accessToken');
    unchanged();
    localStorage.setItem('portal.accessToken', 'not-a-token');
    unchanged();
  });

  it('paints nothing for the other layout (a desktop page on a phone’s width)', () => {
    keepPage();
    setUpDocument();
    vi.stubGlobal('matchMedia', () => ({ matches: true }) as MediaQueryList);
    unchanged();
  });

  it('paints nothing for another address, another language or another build', () => {
    keepPage();
    setUpDocument();
    window.history.replaceState(null, '', '/food/reserve?week=1');
    unchanged();
    window.history.replaceState(null, '', '/food/reserve');
    localStorage.setItem('portal.language', 'en');
    unchanged();
    localStorage.removeItem('portal.language');
    document.head.querySelector('script')!.setAttribute('src', '/static/js/lib-react.9.js');
    unchanged();
  });

  it("paints each address's own, and never parses a text of another address (it starts with the format and address)", () => {
    keepPage();
    expect(localStorage.getItem(KEY)!.startsWith(snapshotTextStart('/food/reserve'))).toBe(true);
    setUpDocument();
    // The reserve page's text under the home's key (as a foreign write would leave it).
    localStorage.setItem('portal.pageSnapshot/', localStorage.getItem(KEY)!);
    const parse = vi.spyOn(JSON, 'parse');
    try {
      window.history.replaceState(null, '', '/food/reserve/');
      unchanged();
      window.history.replaceState(null, '', '/');
      unchanged();
      expect(parse).not.toHaveBeenCalled();
      window.history.replaceState(null, '', '/food/reserve');
      paint();
      expect(root().hasAttribute(SNAPSHOT_ATTRIBUTE)).toBe(true);
      expect(parse).toHaveBeenCalled();
    } finally {
      parse.mockRestore();
    }
  });

  it('paints nothing past its week, older than three days, of another format or malformed', () => {
    const now = Date.now();
    keepPage(now - 2 * HOUR, HOUR);
    setUpDocument();
    unchanged();
    keepPage();
    setUpDocument();
    localStorage.setItem(KEY, JSON.stringify({ ...stored(), at: now - 4 * 24 * HOUR, until: now + HOUR }));
    unchanged();
    keepPage();
    setUpDocument();
    localStorage.setItem(KEY, JSON.stringify({ ...stored(), v: 2 }));
    unchanged();
    const good = stored();
    localStorage.setItem(KEY, JSON.stringify({ ...good, html: null }));
    unchanged();
    localStorage.setItem(KEY, '{"v":1,');
    unchanged();
  });
});

describe('the snapshot on screen', () => {
  it('is released once, and says which address it was painted for until then', () => {
    const release = vi.fn();
    holdPageSnapshot('/food/reserve', release);
    expect(heldSnapshotPath()).toBe('/food/reserve');
    releasePageSnapshot();
    releasePageSnapshot();
    expect(release).toHaveBeenCalledTimes(1);
    expect(heldSnapshotPath()).toBeNull();
  });
});

describe('a snapshot tampered with in storage', () => {
  /** The kept snapshot with `extra` added to its markup, as a script with storage access could write it. */
  function tamper(extra: string) {
    keepPage();
    setUpDocument();
    const snapshot = stored();
    localStorage.setItem(KEY, JSON.stringify({ ...snapshot, html: snapshot.html + extra }));
  }

  it.each([
    ['an image whose error handler runs', '<img src="/x.png" onerror="window.__ran=1">'],
    ['a script', '<script>window.__ran=1</script>'],
    ['a start <meta> naming a script', '<meta name="samad-start" content="/static/js/evil.js">'],
    ['a javascript: link', '<a href="javascript:window.__ran=1">x</a>'],
    ['a frame', '<iframe src="/"></iframe>'],
    ['an event attribute', '<div onclick="window.__ran=1"></div>'],
    ['a style loading from another host', '<div style="background:url(https://evil.example/x)"></div>'],
    ['an element the app never writes', '<object data="/x"></object>'],
  ])('%s: nothing is painted and nothing runs', (_, extra) => {
    tamper(extra);
    paint();
    expect(root().hasAttribute(SNAPSHOT_ATTRIBUTE)).toBe(false);
    expect(root().innerHTML).toBe('<div class="boot-splash"></div>');
    expect(document.querySelector('link[blocking]')).toBeNull();
    expect((window as { __ran?: number }).__ran).toBeUndefined();
  });

  it('the keeper drops what the painter would refuse, so a page the app kept still paints', () => {
    root().innerHTML = `${PAGE}<iframe src="/"></iframe><div onclick="x()" data-ok="1"><a href="javascript:x()">a</a></div>`;
    keepPageSnapshot({ validForMs: HOUR, media: '(max-width: 1023.98px)' });
    const { html } = stored();
    expect(html).not.toMatch(/iframe|onclick|javascript:/);
    expect(html).toContain('data-ok="1"');
    setUpDocument();
    paint();
    expect(root().hasAttribute(SNAPSHOT_ATTRIBUTE)).toBe(true);
    expect(root().querySelector('[data-ok]')).not.toBeNull();
  });
});
