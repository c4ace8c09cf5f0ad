import { fromPromise } from 'xstate';

type PromiseCreator<TOutput, TInput> = Parameters<typeof fromPromise<TOutput, TInput>>[0];

/**
 * `fromPromise` whose call, once its abort signal has fired, never reports back: an aborted call's
 * answer belongs to an actor that was stopped.
 *
 * Why: @xstate/react stops an actor on unmount and, under React StrictMode's mount → unmount →
 * mount (every `npm start`), rehydrates it: the invoked promise actor gets its "active" snapshot
 * back and is started again with a new call. The first call, aborted by the stop, still rejects
 * (AbortError) a moment later, and xstate's promise logic relays that rejection to the restarted
 * actor because it looks active again: the session machine took it for a failed profile load and
 * sent a signed-in user to /login after every reload in dev. Dropping the aborted
 * call's outcome leaves the remount's call as the only one that counts. Use it for every promise
 * actor that passes `signal` on.
 */
export function fromAbortablePromise<TOutput, TInput = void>(creator: PromiseCreator<TOutput, TInput>) {
  return fromPromise<TOutput, TInput>(
    (args) =>
      new Promise<TOutput>((resolve, reject) => {
        Promise.resolve(creator(args)).then(
          (value) => {
            if (!args.signal.aborted) resolve(value);
          },
          (error: unknown) => {
            if (!args.signal.aborted) reject(error);
          },
        );
      }),
  );
}
