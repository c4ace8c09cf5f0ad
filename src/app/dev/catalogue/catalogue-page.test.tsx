import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CataloguePage } from './catalogue-page';
import { renderApp } from '@tests/render';

// Renders every widget together in each language; setup.ts fails the test on any missing key.
describe('widget catalogue page', () => {
  it.each([
    ['fa', 'کاتالوگ اجزای رابط کاربری', 'rtl'],
    ['en', 'UI widget catalogue', 'ltr'],
    ['ar', 'دليل مكوّنات الواجهة', 'rtl'],
  ] as const)('renders in %s', async (lng, title, dir) => {
    await renderApp(<CataloguePage />, { lng });
    expect(screen.getByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    expect(document.documentElement).toHaveAttribute('dir', dir);
    expect(screen.getAllByRole('grid').length).toBeGreaterThan(0);
    expect(screen.getByTestId('week-selector')).toHaveAttribute('data-index', '5');
  });
});
