import { useIsFetching } from '@tanstack/react-query';
import { useEffect, useState } from 'react';

/** A read with nothing to show yet: wherever it is drawn, a loader or a skeleton stands in for it. */
const loadingFirstAnswer = (query: { state: { data: unknown } }) => query.state.data === undefined;

/**
 * True once no read is loading its first answer: every part of the page shows its data, an empty
 * state or an error, not a loader (a page with many widgets says so when it is drawn,
 * src/ui/use-page-snapshot.ts). Read from the first commit's effects on: a page's reads start in its
 * components' effects, which run before their parent's, so a page is not taken as drawn before they
 * have started. A read that failed is settled (its widget shows the error); one that waits for the
 * network to come back is not fetching, so an offline page is taken as drawn.
 */
export function useFirstLoadsSettled(): boolean {
  const loading = useIsFetching({ predicate: loadingFirstAnswer });
  const [started, setStarted] = useState(false);
  // One render more after the first commit, on purpose: by then the widgets' effects have started their reads.
  // eslint-disable-next-line react-hooks/set-state-in-effect
  useEffect(() => setStarted(true), []);
  return started && loading === 0;
}
