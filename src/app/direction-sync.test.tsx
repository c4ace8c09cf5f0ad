import { useLayoutEffect } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderApp } from '@tests/render';

afterEach(() => {
  document.documentElement.setAttribute('lang', 'fa');
  document.documentElement.setAttribute('dir', 'rtl');
});

describe('DirectionSync', () => {
  it('sets <html lang dir> in the commit that draws the first page, before it is painted', async () => {
    document.documentElement.setAttribute('lang', 'fa');
    document.documentElement.setAttribute('dir', 'rtl');
    const seen: string[] = [];
    function Page() {
      // A layout effect runs before the browser paints what the commit drew.
      useLayoutEffect(() => {
        seen.push(`${document.documentElement.lang} ${document.documentElement.dir}`);
      }, []);
      return <p>page</p>;
    }
    await renderApp(<Page />, { lng: 'en' });
    expect(seen).toEqual(['en ltr']);
  });
});
