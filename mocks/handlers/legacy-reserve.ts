import { HttpResponse } from 'msw';
import { anyOrigin, untypedHttp } from '../http';
import { db } from '../world/db';
import { faNumber } from '../world/format';
import { findUserById, profileOf } from '../world/views';

/*
 * A stand-in for the deployment's legacy reserve page (platform.md 4: the free restaurant's cart
 * checkout ends there with a one-time login token and the cart lines). The real page is the
 * deployment's; the mock's runtime config points `endpoints.legacyReserveUrl` here (the standalone
 * server and MSW's Node server) so the flow ends somewhere true: the page says whose token it was and
 * what the cart held. Mock mode in the browser cannot answer a navigation: it uses the static
 * mocks/public/mock-legacy-reserve.html.
 */

export const LEGACY_RESERVE_PATH = '/__mock/legacy-reserve';

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

function page(body: string, status = 200) {
  const html = `<!doctype html><html lang="fa" dir="rtl"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>صفحهٔ رزرو (جایگزین آزمایشی)</title>
<style>body{font-family:Vazirmatn,Tahoma,sans-serif;background:#eef3f3;margin:0;display:grid;place-items:center;min-height:100vh}main{background:#fff;border-radius:12px;padding:32px;box-shadow:0 4px 24px #0002;min-width:280px;max-width:90vw}h1{font-size:20px;color:#0b5d5b}dl{display:grid;grid-template-columns:auto 1fr;gap:8px 16px}dt{color:#666}</style></head>
<body><main data-testid="legacy-reserve">${body}</main></body></html>`;
  return new HttpResponse(html, { status, headers: { 'Content-Type': 'text/html; charset=utf-8' } });
}

export const legacyReserveHandlers = [
  untypedHttp.get(anyOrigin(LEGACY_RESERVE_PATH), ({ request }) => {
    const query = new URL(request.url).searchParams;
    const token = db.loginToken.findFirst({ where: { value: { equals: query.get('loginToken') ?? '' } } });
    const user = token ? findUserById(token.userId) : undefined;
    if (!token || !user)
      return page(
        '<h1>صفحهٔ رزرو (جایگزین آزمایشی)</h1><p data-testid="legacy-reserve-invalid">توکن ورود نامعتبر است.</p>',
        401,
      );
    const profile = profileOf(user);
    const name = [profile.firstName, profile.lastName].filter(Boolean).join(' ');
    const counts = query.getAll('selectedCount').map(Number);
    const units = counts.reduce((sum, n) => sum + (Number.isFinite(n) ? n : 0), 0);
    return page(
      `<h1>صفحهٔ رزرو (جایگزین آزمایشی)</h1><p>این صفحه جای صفحهٔ رزرو سامانهٔ قدیمی دانشگاه است.</p><dl><dt>دانشجو</dt><dd data-testid="legacy-reserve-student">${escapeHtml(name)} (${escapeHtml(user.username)})</dd><dt>اقلام سبد</dt><dd data-testid="legacy-reserve-lines">${faNumber(counts.length)} قلم، ${faNumber(units)} پرس</dd></dl>`,
    );
  }),
];
