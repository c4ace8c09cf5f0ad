import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '@tests/render';
import { heldSnapshotPath, holdPageSnapshot, releasePageSnapshot } from '@/lib/page-snapshot';
import { FullPageError } from './full-page-error';
import { usePageSnapshot } from './use-page-snapshot';
import { useSnapshotOfThisAddress } from './use-snapshot-of-this-address';

/*
 * docs/decisions/0023-page-snapshot.md: the page snapshot on screen gives way to the app's
 * page when the page is drawn, when the app shows another address, and when an error screen shows.
 */

afterEach(() => releasePageSnapshot());

function Page({ drawn }: { drawn: boolean }) {
  usePageSnapshot({ drawn, keep: false, validForMs: 1000 });
  return <p>{drawn ? 'the week' : 'loading'}</p>;
}

function Address() {
  useSnapshotOfThisAddress();
  return <p>page</p>;
}

describe('the page snapshot on screen', () => {
  it('stays while the page loads and goes once it is drawn', async () => {
    const release = vi.fn();
    holdPageSnapshot('/food/reserve', release);
    const { rerender } = await renderApp(<Page drawn={false} />, { route: '/food/reserve' });
    expect(await screen.findByText('loading')).toBeInTheDocument();
    expect(release).not.toHaveBeenCalled();
    rerender(<Page drawn />);
    expect(release).toHaveBeenCalledTimes(1);
    expect(heldSnapshotPath()).toBeNull();
  });

  it('goes when the app shows another address than the one it was painted for, and stays on its own', async () => {
    const own = vi.fn();
    holdPageSnapshot('/food/reserve', own);
    await renderApp(<Address />, { route: '/food/reserve' });
    expect(await screen.findByText('page')).toBeInTheDocument();
    expect(own).not.toHaveBeenCalled();
    releasePageSnapshot();

    const other = vi.fn();
    holdPageSnapshot('/food/reserve', other);
    await renderApp(<Address />, { route: '/login' });
    expect(other).toHaveBeenCalledTimes(1);
  });

  it('never hides an error screen', async () => {
    const release = vi.fn();
    holdPageSnapshot('/food/reserve', release);
    await renderApp(<FullPageError description="خطا" />);
    expect(await screen.findByText('خطا')).toBeInTheDocument();
    expect(release).toHaveBeenCalledTimes(1);
  });
});
