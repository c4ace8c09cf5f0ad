import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '@tests/render';
import { ModuleInactivePage } from './module-inactive-page';
import { NotFoundPage } from './not-found-page';

describe('notice pages (issue 41)', () => {
  it('/modules/inactive is no dead end: home again, or sign out', async () => {
    await renderApp(<ModuleInactivePage />, { route: '/modules/inactive' });
    expect(await screen.findByRole('heading', { name: 'هیچ سامانه‌ای فعال نیست' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'صفحه اصلی' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('link', { name: 'خروج از حساب' })).toHaveAttribute('href', '/logout');
  });

  it("the not-found mark reads in the language's digits", async () => {
    const fa = await renderApp(<NotFoundPage />);
    expect(await screen.findByText('۴۰۴')).toBeInTheDocument();
    fa.unmount();
    await renderApp(<NotFoundPage />, { lng: 'ar' });
    expect(await screen.findByText('٤٠٤')).toBeInTheDocument();
  });
});
