import type { Query } from 'firebase/firestore';
import { useFirestoreCollection } from 'reactfire';
import { useEachSnapshot } from './useEachSnapshot';

interface Props {
  query: Query;
  /** The ids of the leads the query holds now, at every snapshot; `isFirst` for the one that opens it. */
  onSnapshot: (ids: string[], isFirst: boolean) => void;
}

/** One live Firestore query (reactfire keeps a single listener per query, however many ask for it). */
export function LeadListener({ query, onSnapshot }: Props) {
  const { status, data } = useFirestoreCollection(query);
  useEachSnapshot(status, data, (snapshot, isFirst) =>
    onSnapshot(
      snapshot.docs.map((lead) => lead.id),
      isFirst,
    ),
  );
  return null;
}
