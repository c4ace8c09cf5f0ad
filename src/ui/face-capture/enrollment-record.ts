import { useSyncExternalStore } from 'react';

/*
 * Enrollments accepted in this visit, by username. The session's profile still says faceMatching
 * until it is loaded again, so the forced redirect (platform.md 4) also reads this record; after a
 * reload the server's profile (faceMatching cleared) is the truth.
 */
const enrolled = new Set<string>();
const listeners = new Set<() => void>();

export function recordFaceEnrollment(username: string): void {
  enrolled.add(username);
  listeners.forEach((listener) => listener());
}

export function isFaceEnrollmentRecorded(username: string | null | undefined): boolean {
  return Boolean(username) && enrolled.has(username!);
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useFaceEnrollmentRecorded(username: string | null | undefined): boolean {
  return useSyncExternalStore(
    subscribe,
    () => isFaceEnrollmentRecorded(username),
    () => false,
  );
}

/** Tests start from a clean record. */
export function forgetFaceEnrollments(): void {
  enrolled.clear();
  listeners.forEach((listener) => listener());
}
