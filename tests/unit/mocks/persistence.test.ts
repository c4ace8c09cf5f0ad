import { beforeEach, describe, expect, it } from 'vitest';
import { addFault, getFaults } from '@mocks/faults';
import { resetWorld } from '@mocks/node';
import { ACCOUNTS } from '@mocks/world/accounts';
import { describeClock, setClock } from '@mocks/world/clock';
import { db } from '@mocks/world/db';
import {
  loadWorld,
  restoreWorld,
  saveWorld,
  snapshotWorld,
  STORAGE_KEY,
  WORLD_VERSION,
} from '@mocks/world/persistence';
import { currentPersona } from '@mocks/world/personas';
import { switchPersona } from '@mocks/world/world';

beforeEach(() => {
  resetWorld();
  localStorage.clear();
});

describe('world persistence (the browser keeps the world across reloads)', () => {
  it('the seed is deterministic for a given clock', () => {
    const a = JSON.stringify(snapshotWorld().db);
    resetWorld();
    expect(JSON.stringify(snapshotWorld().db)).toBe(a);
  });

  it('a snapshot restores rows, persona, clock and faults', () => {
    switchPersona('low-credit');
    setClock('2025-02-02T12:00:00Z', { frozen: true });
    addFault({ path: '/rest/users/me', status: 503 });
    db.nurtureProfile.update({ where: { userId: { equals: ACCOUNTS.student.id } }, data: { credit: 777 } });
    const snapshot = JSON.parse(JSON.stringify(snapshotWorld()));

    resetWorld();
    expect(currentPersona().id).toBe('student');
    expect(restoreWorld(snapshot)).toBe(true);
    expect(currentPersona().id).toBe('low-credit');
    expect(describeClock()).toMatchObject({ now: '2025-02-02T12:00:00.000Z', frozen: true });
    expect(getFaults().rules[0]).toMatchObject({ path: '/rest/users/me', status: 503 });
    expect(db.nurtureProfile.findFirst({ where: { userId: { equals: ACCOUNTS.student.id } } })?.credit).toBe(777);
    expect(db.user.count()).toBe(snapshot.db.user.length);
  });

  it('saves to and loads from localStorage; another version is ignored', () => {
    db.nurtureProfile.update({ where: { userId: { equals: ACCOUNTS.student.id } }, data: { credit: 4242 } });
    saveWorld();
    resetWorld();
    expect(loadWorld()).toBe(true);
    expect(db.nurtureProfile.findFirst({ where: { userId: { equals: ACCOUNTS.student.id } } })?.credit).toBe(4242);

    const saved = JSON.parse(localStorage.getItem(STORAGE_KEY)!);
    localStorage.setItem(STORAGE_KEY, JSON.stringify({ ...saved, version: WORLD_VERSION + 1 }));
    resetWorld();
    expect(loadWorld()).toBe(false);
    expect(db.nurtureProfile.findFirst({ where: { userId: { equals: ACCOUNTS.student.id } } })?.credit).toBe(1_250_000);
  });
});
