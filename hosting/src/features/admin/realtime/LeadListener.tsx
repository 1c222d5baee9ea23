import { useEffect, useEffectEvent, useRef } from 'react';
import type { Query } from 'firebase/firestore';
import { useFirestoreCollection } from 'reactfire';

interface Props {
  query: Query;
  /** The ids of the leads the query holds now, at every snapshot; `isFirst` for the one that opens it. */
  onSnapshot: (ids: string[], isFirst: boolean) => void;
}

/** One live Firestore query (reactfire keeps a single listener per query, however many ask for it). */
export function LeadListener({ query, onSnapshot }: Props) {
  const { status, data } = useFirestoreCollection(query);
  const opened = useRef(false);
  const report = useEffectEvent((ids: string[]) => {
    onSnapshot(ids, !opened.current);
    opened.current = true;
  });
  useEffect(() => {
    if (status === 'success') report(data.docs.map((lead) => lead.id));
  }, [status, data]);
  return null;
}
