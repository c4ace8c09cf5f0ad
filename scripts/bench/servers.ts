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

export interface Tokens {
  access_token: string;
  refresh_token: string;
}

/**
 * The mock at `base` reset to `persona` at `now`, its student signed in with the password grant, and
 * the forced-read messages read (they would block the page a bench opens).
 */
export async function signInPersona(base: string, persona: string, now: string): Promise<Tokens> {
  await callJson(base, '/__mock/reset', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ persona, now }),
  });
  const info = await callJson<{
    oauthClient: { id: string; secret: string };
    personas: { id: string; username: string; password: string }[];
  }>(base, '/__mock/personas');
  const who = info.personas.find((p) => p.id === persona)!;
  const tokens = await callJson<Tokens>(base, '/oauth/token', {
    method: 'POST',
    headers: {
      Authorization: `Basic ${Buffer.from(`${info.oauthClient.id}:${info.oauthClient.secret}`).toString('base64')}`,
      'Content-Type': 'application/x-www-form-urlencoded',
    },
    body: new URLSearchParams({ grant_type: 'password', username: who.username, password: who.password }).toString(),
  });
  const headers = { Authorization: `Bearer ${tokens.access_token}` };
  const inbox = await callJson<{ payload: { content: { id: number; read: boolean; forceRead?: boolean }[] } }>(
    base,
    '/rest/users/me/messages/inbox?page=0&size=100',
    { headers },
  );
  for (const m of inbox.payload.content)
    if (m.forceRead && !m.read) await fetch(`${base}/rest/users/me/messages/${m.id}`, { method: 'PUT', headers });
  return tokens;
}
