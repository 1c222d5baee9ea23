import type { DocumentReference } from 'firebase/firestore';
import { useFirestoreDoc } from 'reactfire';
import { useEachSnapshot } from './useEachSnapshot';

interface Props {
  reference: DocumentReference;
  /** The document was written (or created, or deleted) after the snapshot that opened the listener. */
  onChange: () => void;
}

/** One live Firestore document, which may not exist yet (reactfire keeps a single listener per document). */
export function DocumentListener({ reference, onChange }: Props) {
  const { status, data } = useFirestoreDoc(reference);
  useEachSnapshot(status, data, (_snapshot, isFirst) => {
    if (!isFirst) onChange();
  });
  return null;
}
