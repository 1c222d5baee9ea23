import { useEffect, useEffectEvent, useRef } from 'react';

/** Calls `onSnapshot` with each snapshot a reactfire listener delivers; `isFirst` for the one that opens it. */
export function useEachSnapshot<T>(status: string, data: T, onSnapshot: (data: T, isFirst: boolean) => void) {
  const opened = useRef(false);
  const report = useEffectEvent((snapshot: T) => {
    onSnapshot(snapshot, !opened.current);
    opened.current = true;
  });
  useEffect(() => {
    if (status === 'success') report(data);
  }, [status, data]);
}
