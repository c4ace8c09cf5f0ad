import { applyStoredColorScheme, resolveColorScheme, storedColorScheme } from './color-scheme';

describe('the stored colour scheme', () => {
  afterEach(() => localStorage.removeItem('portal.colorScheme'));

  it('is the system one until a valid one is stored', () => {
    expect(storedColorScheme()).toBe('auto');
    localStorage.setItem('portal.colorScheme', 'purple');
    expect(storedColorScheme()).toBe('auto');
    localStorage.setItem('portal.colorScheme', 'dark');
    expect(storedColorScheme()).toBe('dark');
  });

  it('resolves "auto" through prefers-color-scheme', () => {
    const original = window.matchMedia;
    window.matchMedia = ((query: string) =>
      ({ matches: query === '(prefers-color-scheme: dark)' }) as MediaQueryList) as typeof window.matchMedia;
    try {
      expect(resolveColorScheme('auto')).toBe('dark');
      expect(resolveColorScheme('light')).toBe('light');
    } finally {
      window.matchMedia = original;
    }
  });

  it('sets the attribute Mantine reads before anything renders', () => {
    const root = document.createElement('html');
    localStorage.setItem('portal.colorScheme', 'dark');
    applyStoredColorScheme(root);
    expect(root.getAttribute('data-mantine-color-scheme')).toBe('dark');
  });
});
