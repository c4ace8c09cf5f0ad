/**
 * Resolves in a later task: the browser runs what waits (input, a script that arrived, a paint)
 * before the code after the await. The start (src/main.tsx) is cut into tasks with it, so that no
 * part of it blocks a slow phone's main thread for long (issue 20: total blocking time).
 */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}
