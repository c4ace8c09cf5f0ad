import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { act, render, screen } from '@testing-library/react';
import { Suspense, use, type ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { deferred } from '@machines/testing/deferred';
import { useTransitionQuery } from './use-transition-query';

const KEY = ['name'];
const never = new Promise<never>(() => {});
// The query cache tells its observers in a timer of its own (TanStack's notifyManager's
// setTimeout 0): faked here, so a test runs that timer when it says, not after a guessed wait.
const notified = () => vi.advanceTimersByTimeAsync(0);
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
});
afterEach(() => {
  vi.useRealTimers();
});

function setupClient(): QueryClient {
  return new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
}

function renderWith(client: QueryClient, children: ReactNode) {
  return render(
    <QueryClientProvider client={client}>
      <Suspense fallback={<p data-testid="fallback" />}>{children}</Suspense>
    </QueryClientProvider>,
  );
}

describe('useTransitionQuery', () => {
  it('reads as useQuery does: pending while the read runs, then its answer', async () => {
    const client = setupClient();
    const answer = deferred<string>();
    function Reader() {
      const query = useTransitionQuery({ queryKey: KEY, queryFn: () => answer.promise });
      return <p data-testid="name">{query.isPending ? 'loading' : query.data}</p>;
    }
    renderWith(client, <Reader />);
    expect(screen.getByTestId('name')).toHaveTextContent('loading');
    await act(async () => answer.resolve('a'));
    expect(screen.getByTestId('name')).toHaveTextContent('a');
  });

  it('renders again only when a field it read changed', async () => {
    const client = setupClient();
    client.setQueryData(KEY, 'a');
    const renders: string[] = [];
    function Reader() {
      const { data } = useTransitionQuery({ queryKey: KEY, queryFn: () => Promise.resolve('a') });
      renders.push(String(data));
      return <p data-testid="name">{data}</p>;
    }
    renderWith(client, <Reader />);
    await act(notified);
    const before = renders.length;
    // A refetch with the same answer changes isFetching and dataUpdatedAt, never read here.
    await act(async () => {
      await client.refetchQueries({ queryKey: KEY });
      await notified();
    });
    expect(renders).toHaveLength(before);
    await act(async () => {
      client.setQueryData(KEY, 'b');
      await notified();
    });
    expect(screen.getByTestId('name')).toHaveTextContent('b');
  });

  it('catches an answer that lands between its render and its subscription', async () => {
    const client = setupClient();
    client.setQueryData(KEY, 'a');
    function Reader() {
      const { data } = useTransitionQuery({ queryKey: KEY, queryFn: () => Promise.resolve('a') });
      return <p data-testid="name">{data}</p>;
    }
    function Answerer() {
      // A sibling's render after the reader's, before any effect subscribed.
      if (client.getQueryData(KEY) === 'a') client.setQueryData(KEY, 'c');
      return null;
    }
    await act(async () => {
      renderWith(
        client,
        <>
          <Reader />
          <Answerer />
        </>,
      );
    });
    await act(notified);
    expect(screen.getByTestId('name')).toHaveTextContent('c');
  });

  // useQuery's update is a store's (useSyncExternalStore), never a transition: React would show the
  // fallback. In a transition React keeps what is on screen while the new render waits, which is
  // what renders an answer's readers in slices (TBT).
  it.each([
    ['useTransitionQuery', useTransitionQuery, 'a'],
    ['useQuery (the contrast)', useQuery, null],
  ])('%s: an answer renders in a transition', async (_name, useRead, shown) => {
    const client = setupClient();
    client.setQueryData(KEY, 'a');
    function Reader() {
      const { data } = useRead({ queryKey: KEY, queryFn: () => Promise.resolve('a') });
      if (data === 'b') use(never);
      return <p data-testid="name">{data}</p>;
    }
    renderWith(client, <Reader />);
    await act(async () => {
      client.setQueryData(KEY, 'b');
      await notified();
    });
    if (shown === null) {
      expect(screen.getByTestId('fallback')).toBeInTheDocument();
    } else {
      expect(screen.queryByTestId('fallback')).toBeNull();
      expect(screen.getByTestId('name')).toHaveTextContent(shown);
    }
  });
});
