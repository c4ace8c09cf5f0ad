import { useCallback, useRef, useState } from 'react';
import { clearDraft, readDraft, readDraftFiles, writeDraft, writeDraftFiles } from '@/lib/drafts';
import { useSession } from './session-provider';

/*
 * A form's unsent state as the signed-in user's draft (src/lib/drafts.ts): the form starts
 * from the draft the same user left (after a session end and a new sign-in), every change the user
 * makes is kept at once, and the form clears it when it is sent. Another user never gets it.
 */

/** Who drafts belong to: the signed-in user's id (else username); null while nobody is signed in. */
export function useDraftOwner(): string | null {
  const { profile } = useSession();
  const id = profile?.id ?? profile?.username;
  return id === undefined || id === null || id === '' ? null : String(id);
}

export interface Draft<T> {
  value: T;
  /** Sets the form's state and keeps it as the draft. */
  set: (next: T | ((previous: T) => T)) => void;
  /** Whether the form started from a kept draft (the form says so, with a way to discard it). */
  restored: boolean;
  /** Forgets the draft: after sending it, or when the student discards it (the form starts over). */
  clear: (reset?: T) => void;
}

/** The form state `form` of the signed-in user, kept as a draft; `isValid` checks a kept draft's shape. */
export function useDraft<T>(form: string, initial: () => T, isValid: (value: unknown) => value is T): Draft<T> {
  const owner = useDraftOwner();
  const [start] = useState(() => {
    const kept = readDraft(owner, form, isValid);
    return { value: kept ?? initial(), restored: kept !== null };
  });
  const [value, setValue] = useState<T>(start.value);
  const [restored, setRestored] = useState(start.restored);
  const latest = useRef(value);
  const set = useCallback(
    (next: T | ((previous: T) => T)) => {
      const value = typeof next === 'function' ? (next as (previous: T) => T)(latest.current) : next;
      latest.current = value;
      setValue(value);
      writeDraft(owner, form, value);
    },
    [owner, form],
  );
  const clear = useCallback(
    (reset?: T) => {
      clearDraft(owner, form);
      setRestored(false);
      if (reset !== undefined) {
        latest.current = reset;
        setValue(reset);
      }
    },
    [owner, form],
  );
  return { value, set, restored, clear };
}

export interface DraftFiles {
  files: File[];
  /** Sets the attachments and keeps them with the draft (as far as DRAFT_FILES_MAX_BYTES allows). */
  set: (files: File[]) => void;
  /** Names of attachments of the restored draft that could not be kept (the student attaches them again). */
  notKept: string[];
}

/** The attachments of the signed-in user's draft of `form` (cleared with it by `useDraft(...).clear`). */
export function useDraftFiles(form: string): DraftFiles {
  const owner = useDraftOwner();
  const [start] = useState(() => readDraftFiles(owner, form));
  const [files, setFiles] = useState<File[]>(start.files);
  const [notKept, setNotKept] = useState<string[]>(start.dropped);
  const set = useCallback(
    (next: File[]) => {
      setFiles(next);
      setNotKept([]);
      void writeDraftFiles(owner, form, next);
    },
    [owner, form],
  );
  return { files, set, notKept };
}
