import { useSyncExternalStore } from 'react';

/**
 * When this staff member last had the Leads tab open, in this browser: the badge counts the leads
 * received since. Kept per account, so two people sharing a computer do not clear each other's,
 * and shared by the browser's tabs through the storage event.
 */
const key = (uid: string) => `queen-city-estates:leads-seen-at:${uid}`;
const listeners = new Set<() => void>();
/** Where storage is off (private windows, policies), the time is kept for this page's life. */
const inMemory = new Map<string, number>();

function read(uid: string): number | undefined {
  try {
    const stored = Number(window.localStorage.getItem(key(uid)));
    if (Number.isFinite(stored) && stored > 0) return stored;
  } catch {
    // Storage is off: the time kept in memory stands.
  }
  return inMemory.get(uid);
}

/** Marks every lead received until `at` as seen. */
export function markLeadsSeen(uid: string, at = Date.now()): void {
  inMemory.set(uid, at);
  try {
    window.localStorage.setItem(key(uid), String(at));
  } catch {
    // As above.
  }
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  window.addEventListener('storage', listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', listener);
  };
}

/** When the dashboard's code loaded: the count starts then when the tab was never opened here. */
const FIRST_VISIT = Date.now();

export function useLeadsSeenAt(uid: string): number {
  return useSyncExternalStore(subscribe, () => read(uid) ?? FIRST_VISIT);
}
