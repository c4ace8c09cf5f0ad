import { afterEach, describe, expect, it } from 'vitest';
import { clearSessionOwned, SESSION_OWNED, SESSION_STORAGE_KEYS } from './session-owned';
import { STORAGE_KEYS } from './storage-keys';

afterEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});

describe('what a session owns', () => {
  it('declares the payment under way and the local keys logout clears', () => {
    expect(SESSION_OWNED).toContainEqual({ area: 'session', key: SESSION_STORAGE_KEYS.pendingPayment });
    expect(SESSION_OWNED).toContainEqual({ area: 'local', key: STORAGE_KEYS.reserveCart });
    expect(SESSION_OWNED).toContainEqual({ area: 'local', key: STORAGE_KEYS.creditChargeConstant });
  });

  it('clears both storages, by key or by prefix, and keeps what is declared per user', () => {
    sessionStorage.setItem('portal.pendingPayment', '{}');
    localStorage.setItem('portal.reserveCart', '[]');
    localStorage.setItem('portal.x.student', '1');
    localStorage.setItem('portal.x.student2', '2');
    localStorage.setItem('portal.draft.student', 'typed');
    localStorage.setItem('portal.language', 'fa');
    clearSessionOwned([
      { area: 'session', key: 'portal.pendingPayment' },
      { area: 'local', key: 'portal.reserveCart' },
      { area: 'local', key: 'portal.x.', prefix: true },
      { area: 'local', key: 'portal.draft.', prefix: true, onSessionEnd: 'per-user' },
    ]);
    expect(sessionStorage.getItem('portal.pendingPayment')).toBeNull();
    expect(localStorage.getItem('portal.reserveCart')).toBeNull();
    expect(localStorage.getItem('portal.x.student')).toBeNull();
    expect(localStorage.getItem('portal.x.student2')).toBeNull();
    expect(localStorage.getItem('portal.draft.student')).toBe('typed');
    expect(localStorage.getItem('portal.language')).toBe('fa');
  });
});
