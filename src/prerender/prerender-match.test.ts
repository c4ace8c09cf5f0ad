import { afterEach, describe, expect, it } from 'vitest';
import { parseConfig } from '@/config/load-config';
import { configPrint, prerenderVerdict } from './prerender-match';

describe('whether the start hydrates the prerendered page', () => {
  const config = parseConfig({});
  const root = () => document.getElementById('root')!;
  const page = (print: string | null, marked: string | null) => {
    document.body.innerHTML = '<div id="root"></div>';
    if (print !== null) root().setAttribute('data-prerendered', print);
    if (marked) document.documentElement.setAttribute('data-prerender', marked);
  };
  afterEach(() => document.documentElement.removeAttribute('data-prerender'));

  it('the same config gives the same print; another config, another', () => {
    expect(configPrint(parseConfig({}))).toBe(configPrint(config));
    expect(configPrint(parseConfig({ ui: { hideCorporateInfo: true } }))).not.toBe(configPrint(config));
  });

  it('hydrates a page of this config, width and language', () => {
    page(configPrint(config), 'desktop');
    expect(prerenderVerdict(root(), config, 'fa')).toBe('hydrate');
  });

  it('draws anew over one the inline script ruled out, of another config or language', () => {
    page(configPrint(config), 'miss');
    expect(prerenderVerdict(root(), config, 'fa')).toBe('miss');
    page('00000000', 'desktop');
    expect(prerenderVerdict(root(), config, 'fa')).toBe('miss');
    page(configPrint(config), 'desktop');
    expect(prerenderVerdict(root(), config, 'en')).toBe('miss');
  });

  it('does nothing special on a page not rendered ahead', () => {
    page(null, null);
    expect(prerenderVerdict(root(), config, 'fa')).toBe('none');
  });
});
