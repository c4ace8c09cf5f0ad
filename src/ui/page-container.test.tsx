import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import fa from '@/i18n/locales/fa/shell.json';
import en from '@/i18n/locales/en/shell.json';
import ar from '@/i18n/locales/ar/shell.json';
import { paths, type RouteName } from '@/lib/paths';
import { renderApp } from '@tests/render';
import { PageContainer } from './page-container';
import { useShownPageTitle } from './use-document-title';

function ShownTitle() {
  return <p data-testid="shown">{useShownPageTitle() ?? 'none'}</p>;
}

describe('page titles', () => {
  it('a page names the browser tab and the phone header after itself while shown', async () => {
    const view = await renderApp(
      <>
        <ShownTitle />
        <PageContainer title="نظرسنجی کیفیت غذای سلف مرکزی">x</PageContainer>
      </>,
    );
    expect(await screen.findByTestId('shown')).toHaveTextContent('نظرسنجی کیفیت غذای سلف مرکزی');
    expect(document.title).toBe('نظرسنجی کیفیت غذای سلف مرکزی | سامانه خدمات دانشجویی');
    view.unmount();
    expect(document.title).not.toContain('نظرسنجی');
  });

  it("every named screen of the portal has its own label in fa, en and ar (none falls back to the portal's name)", () => {
    const names = Object.keys(paths) as RouteName[];
    for (const routes of [fa.routes, en.routes, ar.routes] as Record<string, string>[]) {
      expect(names.filter((name) => !routes[name])).toEqual([]);
    }
  });
});
