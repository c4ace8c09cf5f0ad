import { render, screen } from '@testing-library/react';
import { act, Suspense, use } from 'react';
import { assign, createActor, setup } from 'xstate';
import { useTransitionSelector } from './use-transition-selector';

const machine = setup({
  types: {
    context: {} as { name: string; clicks: number },
    events: {} as { type: 'rename'; name: string } | { type: 'click' },
  },
}).createMachine({
  context: { name: 'a', clicks: 0 },
  on: {
    rename: { actions: assign({ name: ({ event }) => event.name }) },
    click: { actions: assign({ clicks: ({ context }) => context.clicks + 1 }) },
  },
});

const never = new Promise<never>(() => {});

describe('useTransitionSelector', () => {
  function setupReader(suspendOn?: string) {
    const actor = createActor(machine).start();
    const renders: string[] = [];
    function Reader() {
      const name = useTransitionSelector(actor, (s) => s.context.name);
      renders.push(name);
      if (name === suspendOn) use(never);
      return <p data-testid="name">{name}</p>;
    }
    render(
      <Suspense fallback={<p data-testid="fallback" />}>
        <Reader />
      </Suspense>,
    );
    return { actor, renders };
  }

  it('follows the selection and renders again only when it changes', async () => {
    const { actor, renders } = setupReader();
    expect(screen.getByTestId('name')).toHaveTextContent('a');
    const before = renders.length;
    await act(async () => actor.send({ type: 'click' }));
    expect(renders).toHaveLength(before);
    await act(async () => actor.send({ type: 'rename', name: 'b' }));
    expect(screen.getByTestId('name')).toHaveTextContent('b');
  });

  it('catches a change made between its render and its subscription', async () => {
    const actor = createActor(machine).start();
    function Reader() {
      return <p data-testid="name">{useTransitionSelector(actor, (s) => s.context.name)}</p>;
    }
    function Renamer() {
      // A sibling's render after the reader's, before any effect subscribed.
      if (actor.getSnapshot().context.name === 'a') actor.send({ type: 'rename', name: 'c' });
      return null;
    }
    await act(async () => {
      render(
        <>
          <Reader />
          <Renamer />
        </>,
      );
    });
    expect(screen.getByTestId('name')).toHaveTextContent('c');
  });

  // A store's update (useSyncExternalStore, @xstate/react's useSelector) is never a transition:
  // React would show the fallback. In a transition React keeps what is on screen while the new
  // render waits, which is what renders the session's readers in slices (TBT).
  it('renders a change in a transition', async () => {
    const { actor } = setupReader('b');
    await act(async () => actor.send({ type: 'rename', name: 'b' }));
    expect(screen.queryByTestId('fallback')).toBeNull();
    expect(screen.getByTestId('name')).toHaveTextContent('a');
  });
});
