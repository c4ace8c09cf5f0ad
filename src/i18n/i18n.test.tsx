import { render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { I18nextProvider, useTranslation } from 'react-i18next';
import { describe, expect, it, vi } from 'vitest';
import { changeLanguage, createI18n, LATER_NAMESPACES, loadNamespaces } from './i18n';

/*
 * The app's instance starts with the first screen's Persian namespaces only; a module's arrive with
 * its routes (loadNamespaces, from the manifests' `namespaces`), and a screen that asks for one no
 * route loaded waits for it instead of showing raw keys.
 */
function DormitoryTitle() {
  const { t } = useTranslation('dormitory');
  return <h1>{t('home.register')}</h1>;
}

describe('Persian namespaces loaded with the screens that use them', () => {
  it('starts without the modules’ namespaces and loads one when a route asks for it', async () => {
    const i18n = await createI18n({ lng: 'fa', startOnly: true });
    expect(i18n.hasResourceBundle('fa', 'auth')).toBe(true);
    for (const ns of LATER_NAMESPACES) expect(i18n.hasResourceBundle('fa', ns), ns).toBe(false);
    await loadNamespaces(['wallet']);
    expect(i18n.hasResourceBundle('fa', 'wallet')).toBe(true);
    expect(i18n.hasResourceBundle('fa', 'dormitory')).toBe(false);
    expect(i18n.t('wallet:title')).toBe('کیف پول');
    // What one instance loaded is its own: a new one starts with the first screen's again.
    const next = await createI18n({ lng: 'fa', startOnly: true });
    expect(next.hasResourceBundle('fa', 'wallet')).toBe(false);
    expect(next.options.ns).not.toContain('wallet');
  });

  it('a screen reading a namespace no route loaded waits for it, then shows the text, never the key', async () => {
    const i18n = await createI18n({ lng: 'fa', startOnly: true });
    render(
      <I18nextProvider i18n={i18n}>
        <Suspense fallback={<p>loading</p>}>
          <DormitoryTitle />
        </Suspense>
      </I18nextProvider>,
    );
    expect(await screen.findByRole('heading', { name: 'ثبت‌نام اتاق' })).toBeInTheDocument();
    expect(screen.queryByText('home.register')).not.toBeInTheDocument();
  });

  it('every language loads per namespace, and switching language reads the loaded namespaces in the new one', async () => {
    const i18n = await createI18n({ lng: 'en', startOnly: true });
    expect(i18n.t('auth:login.title')).toBe('Sign in');
    expect(i18n.hasResourceBundle('en', 'dormitory')).toBe(false);
    await loadNamespaces(['dormitory']);
    expect(i18n.t('dormitory:home.register')).toBe('Room registration');
    expect(i18n.hasResourceBundle('en', 'wallet')).toBe(false);
    await changeLanguage(i18n, 'fa');
    expect(i18n.t('dormitory:home.register')).toBe('ثبت‌نام اتاق');
    await changeLanguage(i18n, 'ar');
    expect(i18n.t('dormitory:home.register')).toBe('تسجيل الغرفة');
  });

  it('tests’ instances start with every namespace', async () => {
    const i18n = await createI18n({ lng: 'fa' });
    for (const ns of LATER_NAMESPACES) expect(i18n.hasResourceBundle('fa', ns), ns).toBe(true);
  });

  it('a namespace that cannot load (offline) fails the route instead of showing keys, and a retry asks again', async () => {
    let offline = true;
    vi.doMock('./locales/fa/helpdesk.json', async (original) => {
      if (offline) throw new TypeError('Failed to fetch dynamically imported module');
      return original();
    });
    vi.resetModules(); // a fresh module graph, so the namespace's import goes through the mock
    const fresh = await import('./i18n');
    const i18n = await fresh.createI18n({ lng: 'fa', startOnly: true });
    await expect(fresh.loadNamespaces(['helpdesk'])).rejects.toThrow(/helpdesk/);
    expect(i18n.hasResourceBundle('fa', 'helpdesk')).toBe(false);
    offline = false;
    await fresh.loadNamespaces(['helpdesk']);
    expect(i18n.t('helpdesk:home.create')).not.toBe('home.create');
    vi.doUnmock('./locales/fa/helpdesk.json');
    vi.resetModules();
  });
});
