import { act } from '@testing-library/react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { useHydrating } from './use-hydrating';

const seen: boolean[] = [];
function Probe() {
  const hydrating = useHydrating();
  seen.push(hydrating);
  return <p>{hydrating ? 'build' : 'browser'}</p>;
}

beforeEach(() => {
  seen.length = 0;
});

describe('useHydrating', () => {
  it("is true on the server, and while the browser hydrates the server's markup, then false", async () => {
    const html = renderToString(<Probe />);
    expect(html).toBe('<p>build</p>');
    const container = document.createElement('div');
    container.innerHTML = html;
    const paragraph = container.firstChild;
    const errors: unknown[] = [];
    const root = await act(async () =>
      hydrateRoot(container, <Probe />, { onRecoverableError: (error) => errors.push(error) }),
    );
    expect(seen.slice(1)).toEqual([true, false]);
    expect(container.innerHTML).toBe('<p>browser</p>');
    // Hydrated, not drawn anew: the server's element is kept, and no mismatch was reported.
    expect(container.firstChild).toBe(paragraph);
    expect(errors).toEqual([]);
    act(() => root.unmount());
  });

  it('is false in a render that hydrates nothing', async () => {
    const container = document.createElement('div');
    const root = createRoot(container);
    await act(async () => root.render(<Probe />));
    expect(seen).toEqual([false]);
    act(() => root.unmount());
  });
});
