import { QueryClient, useQuery } from '@tanstack/react-query';
import { act, screen } from '@testing-library/react';
import { useLayoutEffect } from 'react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '@tests/render';
import { deferred } from '@machines/testing/deferred';
import { useFirstLoadsSettled } from './use-first-loads-settled';

/*
 * A page of many widgets is drawn (its page snapshot may go) once no read is loading its
 * first answer; the widgets' reads start in their own effects, after the page's first render.
 */

function Widget({ id, read }: { id: string; read: () => Promise<string> }) {
  const query = useQuery({ queryKey: ['widget', id], queryFn: read, retry: false });
  return <p>{query.isPending ? `${id} loading` : query.isError ? `${id} failed` : query.data}</p>;
}

/** What each commit said (the page snapshot goes in the commit that first says drawn). */
let commits: boolean[] = [];

function Page({ reads }: { reads: Record<string, () => Promise<string>> }) {
  const drawn = useFirstLoadsSettled();
  useLayoutEffect(() => void commits.push(drawn));
  return (
    <main>
      <p>{drawn ? 'drawn' : 'not drawn'}</p>
      {Object.entries(reads).map(([id, read]) => (
        <Widget key={id} id={id} read={read} />
      ))}
    </main>
  );
}

describe('useFirstLoadsSettled', () => {
  it('is false while any widget loads its first answer, and true once each has an answer or an error', async () => {
    commits = [];
    const credit = deferred<string>();
    const news = deferred<string>();
    await renderApp(<Page reads={{ credit: () => credit.promise, news: () => news.promise }} />);
    expect(await screen.findByText('credit loading')).toBeInTheDocument();
    expect(screen.getByText('not drawn')).toBeInTheDocument();
    // Not even the first commit, before the widgets' reads had started.
    expect(commits.length).toBeGreaterThan(0);
    expect(commits).not.toContain(true);
    await act(async () => credit.resolve('۱۲۰٬۰۰۰'));
    expect(await screen.findByText('۱۲۰٬۰۰۰')).toBeInTheDocument();
    expect(screen.getByText('not drawn')).toBeInTheDocument();
    await act(async () => news.reject(new Error('offline')));
    expect(await screen.findByText('news failed')).toBeInTheDocument();
    expect(await screen.findByText('drawn')).toBeInTheDocument();
  });

  it('is true once mounted when every widget has its answer already (a background refetch does not count)', async () => {
    const queryClient = new QueryClient();
    queryClient.setQueryDefaults(['widget'], { gcTime: Infinity, staleTime: 0 });
    queryClient.setQueryData(['widget', 'credit'], 'kept');
    await renderApp(<Page reads={{ credit: () => new Promise<string>(() => undefined) }} />, { queryClient });
    expect(await screen.findByText('kept')).toBeInTheDocument();
    expect(await screen.findByText('drawn')).toBeInTheDocument();
  });

  it('a refetch of an answer on screen does not take the page back to not drawn', async () => {
    const { queryClient } = await renderApp(<Page reads={{ credit: async () => 'first' }} />);
    expect(await screen.findByText('drawn')).toBeInTheDocument();
    const next = deferred<string>();
    queryClient.setQueryDefaults(['widget', 'credit'], { queryFn: () => next.promise });
    act(() => void queryClient.refetchQueries({ queryKey: ['widget', 'credit'] }));
    expect(screen.getByText('drawn')).toBeInTheDocument();
    await act(async () => next.resolve('second'));
  });
});
