import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '@tests/render';
import { ModuleInactivePage } from './module-inactive-page';
import { NotFoundPage } from './not-found-page';

describe('notice pages', () => {
  const inactive = (route: string, samad?: Record<string, boolean | string>) =>
    renderApp(<ModuleInactivePage />, {
      route,
      ...(samad
        ? { config: { university: { unikey: 't', universityLabel: 'دانشگاه', universityURL: '', samad } } }
        : {}),
    });

  it('/modules/inactive with no module on says so, and is no dead end: home again, or sign out', async () => {
    await inactive('/modules/inactive', { nurture: false });
    expect(await screen.findByRole('heading', { name: 'هیچ سامانه‌ای فعال نیست' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'صفحه اصلی' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('link', { name: 'خروج از حساب' })).toHaveAttribute('href', '/logout');
  });

  it('with every module on it says so and leads home, never "no module is active"', async () => {
    await inactive('/modules/inactive', {
      nurture: true,
      transport: true,
      help_desk: true,
      sport: true,
      Clinics: true,
      dormitory: true,
      faceEnrollment: true,
      Survey: true,
    });
    expect(await screen.findByRole('heading', { name: 'همهٔ بخش‌ها فعال است' })).toBeInTheDocument();
    expect(screen.queryByText('هیچ سامانه‌ای فعال نیست')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'صفحه اصلی' })).toHaveAttribute('href', '/');
  });

  it('with some modules on it points home; reached from a switched-off module it names it', async () => {
    const some = await inactive('/modules/inactive');
    expect(await screen.findByRole('heading', { name: 'بخش‌های فعال شما در صفحه اصلی است' })).toBeInTheDocument();
    some.unmount();
    await inactive('/modules/inactive?module=dormitory');
    expect(await screen.findByRole('heading', { name: 'بخش «خوابگاه» فعال نیست' })).toBeInTheDocument();
  });

  it("the not-found mark reads in the language's digits", async () => {
    const fa = await renderApp(<NotFoundPage />);
    expect(await screen.findByText('۴۰۴')).toBeInTheDocument();
    fa.unmount();
    await renderApp(<NotFoundPage />, { lng: 'ar' });
    expect(await screen.findByText('٤٠٤')).toBeInTheDocument();
  });
});
