import { spawn, type ChildProcess } from 'node:child_process';

/*
 * What the browser benchmarks share: the standalone mock server and `rsbuild preview` started on
 * loopback ports (process groups, so stopping also stops npx's children), waiting for them, and a
 * JSON call against the preview.
 */

const children: ChildProcess[] = [];

export function startServer(command: string, env: Record<string, string>): void {
  const child = spawn(command, { shell: true, stdio: 'ignore', env: { ...process.env, ...env }, detached: true });
  children.push(child);
}

export function stopServers(): void {
  for (const child of children) {
    try {
      if (child.pid) process.kill(-child.pid);
    } catch {
      // already gone
    }
  }
}

export async function waitForServer(url: string, seconds = 60): Promise<void> {
  const until = Date.now() + seconds * 1000;
  while (Date.now() < until) {
    try {
      if ((await fetch(url)).status < 500) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`${url} did not answer within ${seconds} s`);
}

/** A JSON call on `base`; throws with the status and body when it fails. */
export async function callJson<T>(base: string, path: string, init: RequestInit = {}): Promise<T> {
  const response = await fetch(`${base}${path}`, init);
  if (!response.ok) throw new Error(`${path}: HTTP ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}
