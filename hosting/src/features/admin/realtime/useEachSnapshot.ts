import { useEffect, useEffectEvent, useRef } from 'react';

/**
 * Calls `onSnapshot` with each snapshot a reactfire listener delivers (`isFirst` for the one that
 * opens it), and `onError` when Firestore ends the listener (its rules refuse the account now).
 */
export function useEachSnapshot<T>(status: string, data: T, onSnapshot: (data: T, isFirst: boolean) => void, onError: () => void) {
  const opened = useRef(false);
  const report = useEffectEvent((snapshot: T) => {
    onSnapshot(snapshot, !opened.current);
    opened.current = true;
  });
  const fail = useEffectEvent(onError);
  useEffect(() => {
    if (status === 'success') report(data);
    if (status === 'error') fail();
  }, [status, data]);
}
