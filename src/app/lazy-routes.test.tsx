import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link, Outlet, type RouteObject } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { ErrorBoundary } from '@/ui/error-boundary';
import { renderApp } from '@tests/render';
import { preloadScreens, withLazyScreens } from './lazy-routes';

const screenOf = (text: string) => () => <p>{text}</p>;

describe('lazy route screens (the declarative router)', () => {
  it('preloads only the screens an address matches, each once', async () => {
    const home = vi.fn(async () => ({ Component: screenOf('home') }));
    const wallet = vi.fn(async () => ({ Component: screenOf('wallet') }));
    const shell = vi.fn(async () => ({ Component: () => <Outlet /> }));
    const routes = withLazyScreens([
      {
        lazy: shell,
        children: [
          { path: '/', lazy: home },
          { path: '/wallet', lazy: wallet },
        ],
      },
    ] as RouteObject[]);
    await preloadScreens(routes, '/wallet');
    await preloadScreens(routes, '/wallet');
    expect([shell.mock.calls.length, home.mock.calls.length, wallet.mock.calls.length]).toEqual([1, 0, 1]);
  });

  it('a navigation shows the next screen once its chunk is in', async () => {
    const user = userEvent.setup();
    const routes: RouteObject[] = [
      { path: '/', element: <Link to="/wallet">to wallet</Link> },
      { path: '/wallet', lazy: async () => ({ Component: screenOf('wallet screen') }) },
    ];
    await renderApp(<p>not found</p>, { route: '/', routes });
    await user.click(screen.getByRole('link', { name: 'to wallet' }));
    expect(await screen.findByText('wallet screen')).toBeInTheDocument();
  });

  it('a chunk that failed to load is asked for again by the error screen\'s "try again"', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const user = userEvent.setup();
    // The chunk fails (the network is down) until it is allowed to load.
    let online = false;
    const load = vi.fn(async () => {
      if (!online) throw new Error('Loading chunk 42 failed');
      return { Component: screenOf('wallet screen') };
    });
    const routes: RouteObject[] = [
      {
        element: (
          <ErrorBoundary name="test page" variant="page">
            <Outlet />
          </ErrorBoundary>
        ),
        children: [{ path: '/wallet', lazy: load }],
      },
    ];
    // The boot preload fails, and the render's own attempts: the page's error screen.
    await act(async () => {
      await renderApp(<p>not found</p>, { route: '/wallet', routes });
    });
    const retry = await screen.findByRole('button', { name: 'تلاش دوباره' });
    const failedLoads = load.mock.calls.length;
    online = true;
    // Awaited: React resumes a render that suspended inside act only when the act is awaited.
    await act(async () => {
      await user.click(retry);
    });
    expect(await screen.findByText('wallet screen')).toBeInTheDocument();
    expect(load.mock.calls.length).toBe(failedLoads + 1);
  });
});
