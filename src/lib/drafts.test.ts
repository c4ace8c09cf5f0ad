import { beforeEach, describe, expect, it } from 'vitest';
import {
  clearDraft,
  DRAFT_FILES_MAX_BYTES,
  DRAFT_MAX_AGE_MS,
  pruneDrafts,
  readDraft,
  readDraftFiles,
  writeDraft,
  writeDraftFiles,
} from './drafts';
import { CLEARED_ON_LOGOUT, removeStored } from './storage-keys';

const isText = (value: unknown): value is { text: string } =>
  !!value && typeof value === 'object' && typeof (value as { text?: unknown }).text === 'string';
const NOW = Date.UTC(2026, 10, 27, 9, 0);

beforeEach(() => globalThis.localStorage.clear());

describe('drafts', () => {
  it('come back to the same user only, never to another who signs in on this browser', () => {
    writeDraft('7', 'helpdesk.create', { text: 'لامپ اتاق سوخته' }, NOW);
    expect(readDraft('7', 'helpdesk.create', isText, NOW + 1000)).toEqual({ text: 'لامپ اتاق سوخته' });
    expect(readDraft('8', 'helpdesk.create', isText, NOW + 1000)).toBeNull();
    expect(readDraft(null, 'helpdesk.create', isText, NOW + 1000)).toBeNull();
    expect(writeDraft(null, 'helpdesk.create', { text: 'x' })).toBe(false);
  });

  it('survive what sign-out clears', () => {
    writeDraft('7', 'dormitory.leave', { text: 'سفر' }, NOW);
    removeStored(CLEARED_ON_LOGOUT);
    expect(readDraft('7', 'dormitory.leave', isText, NOW)).toEqual({ text: 'سفر' });
  });

  it('expire after 7 days, and are pruned for everyone', () => {
    writeDraft('7', 'a', { text: 'old' }, NOW);
    writeDraft('8', 'b', { text: 'new' }, NOW + DRAFT_MAX_AGE_MS);
    expect(readDraft('7', 'a', isText, NOW + DRAFT_MAX_AGE_MS - 1)).not.toBeNull();
    expect(readDraft('7', 'a', isText, NOW + DRAFT_MAX_AGE_MS)).toBeNull();
    pruneDrafts(NOW + DRAFT_MAX_AGE_MS);
    expect(globalThis.localStorage.length).toBe(1);
    expect(readDraft('8', 'b', isText, NOW + DRAFT_MAX_AGE_MS)).toEqual({ text: 'new' });
  });

  it('refuse a kept value of another shape', () => {
    writeDraft('7', 'a', { text: 42 }, NOW);
    expect(readDraft('7', 'a', isText, NOW)).toBeNull();
  });

  it('keep attachments (bytes, name, type) up to the cap; clearing the draft removes them', async () => {
    const small = new File([new Uint8Array([0x25, 0x50, 0x44, 0x46, 0x2d, 1, 2, 3])], 'نامه.pdf', {
      type: 'application/pdf',
    });
    const big = new File([new Uint8Array(DRAFT_FILES_MAX_BYTES)], 'big.png', { type: 'image/png' });
    expect(await writeDraftFiles('7', 'helpdesk.create', [small, big], NOW)).toEqual(['big.png']);
    const { files, dropped } = readDraftFiles('7', 'helpdesk.create', NOW);
    expect(dropped).toEqual(['big.png']);
    expect(files).toHaveLength(1);
    expect(files[0]!.name).toBe('نامه.pdf');
    expect(files[0]!.type).toBe('application/pdf');
    expect([...new Uint8Array(await files[0]!.arrayBuffer())]).toEqual([0x25, 0x50, 0x44, 0x46, 0x2d, 1, 2, 3]);
    expect(readDraftFiles('8', 'helpdesk.create', NOW).files).toEqual([]);
    writeDraft('7', 'helpdesk.create', { text: 'x' }, NOW);
    clearDraft('7', 'helpdesk.create');
    expect(readDraftFiles('7', 'helpdesk.create', NOW).files).toEqual([]);
    expect(globalThis.localStorage.length).toBe(0);
  });
});
