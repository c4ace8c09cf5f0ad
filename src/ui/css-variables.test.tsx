import { MantineProvider } from '@mantine/core';
import { act } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { CssVariables } from './css-variables';
import { cssVariablesResolver, theme } from './theme';

/*
 * The provider's CSS variables in a <style> of our own (src/ui/css-variables.tsx), so that a
 * page rendered ahead can carry only those its first paint reads and get the rest once hydrated.
 */

const styleText = (markup: string) => /<style data-mantine-styles="true"[^>]*>([\s\S]*?)<\/style>/.exec(markup)?.[1];

const ours = () => (
  <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} withCssVariables={false}>
    <CssVariables />
    <p>page</p>
  </MantineProvider>
);

describe('CssVariables', () => {
  // act() needs its flag, which @testing-library/react sets only where it is imported (the test files
  // share one window: vitest.config.ts).
  const flag = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
  let before: boolean | undefined;
  beforeAll(() => {
    before = flag.IS_REACT_ACT_ENVIRONMENT;
    flag.IS_REACT_ACT_ENVIRONMENT = true;
  });
  afterAll(() => {
    flag.IS_REACT_ACT_ENVIRONMENT = before;
  });

  it("writes what Mantine's provider writes with deduplicateCssVariables: false (after a Mantine upgrade, compare its MantineCssVariables)", () => {
    const mantine = renderToString(
      <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} deduplicateCssVariables={false} />,
    );
    const full = styleText(mantine);
    expect(full).toContain('--mantine-color-darkTeal-filled');
    expect(styleText(renderToString(ours()))).toBe(full);
  });

  it('replaces the <style> of a page rendered ahead with every variable once hydrated, without a hydration error', async () => {
    const full = styleText(renderToString(ours()))!;
    const trimmed = ':root, :host{--mantine-scale:1;}';
    const container = document.createElement('div');
    container.innerHTML = renderToString(ours()).replace(full, trimmed);
    document.body.append(container);
    const errors: unknown[] = [];
    const logged = vi.spyOn(console, 'error');
    await act(async () => {
      hydrateRoot(container, ours(), { onRecoverableError: (error) => errors.push(error) });
    });
    const styles = container.querySelectorAll('style[data-mantine-styles="true"]');
    expect(styles).toHaveLength(1);
    expect(styles[0]!.textContent).toBe(full);
    expect(container.querySelector('p')?.textContent).toBe('page');
    expect(errors).toEqual([]);
    expect(logged).not.toHaveBeenCalled();
    container.remove();
  });
});
