import { startTransition, useEffect, useRef, useState } from 'react';
import type { AnyActorRef, SnapshotFrom } from 'xstate';

/**
 * @xstate/react's `useSelector`, except that a change renders in a transition. Its store
 * subscription makes React render every reader of a change in one blocking task; the session's
 * readers are the shell and the page (the profile's arrival rendered the whole signed-in page at
 * once: TBT). In a transition React renders them in slices, all readers of one change
 * together (no reader shows an older session than another).
 *
 * The selector must not depend on props: a reader keeps the snapshot it last rendered while the
 * selector's answer for newer ones stays the same.
 */
export function useTransitionSelector<TActor extends AnyActorRef, T>(
  actor: TActor,
  selector: (snapshot: SnapshotFrom<TActor>) => T,
): T {
  const [shown, setShown] = useState<{ actor: TActor; snapshot: SnapshotFrom<TActor> }>(() => ({
    actor,
    snapshot: actor.getSnapshot(),
  }));
  const latestSelector = useRef(selector);
  useEffect(() => {
    latestSelector.current = selector;
  });
  useEffect(() => {
    const follow = () =>
      startTransition(() =>
        setShown((current) => {
          const snapshot = actor.getSnapshot() as SnapshotFrom<TActor>;
          if (current.actor !== actor) return { actor, snapshot };
          const select = latestSelector.current;
          return Object.is(select(current.snapshot), select(snapshot)) ? current : { actor, snapshot };
        }),
      );
    // A change between this reader's render and its subscription.
    follow();
    const subscription = actor.subscribe(follow);
    return () => subscription.unsubscribe();
  }, [actor]);
  return selector(shown.actor === actor ? shown.snapshot : actor.getSnapshot());
}
