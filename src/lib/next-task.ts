/**
 * Resolves in a later task: the browser runs what waits (input, a script that arrived, a paint)
 * before the code after the await. The start (src/main.tsx) is cut into tasks with it, so that no
 * part of it blocks a slow phone's main thread for long (total blocking time).
 *
 * A message to itself, as React's scheduler yields, not a timer: a paused clock (a test's or a QA
 * replay's) holds timers, and the app would never start.
 */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });
}
