import { useMemo, useState } from 'react';
import type { ValuationAnswer, ValuationRequest, ValuationSubject } from '@estate/domain';

/** The range shown before the owner's last drop or add, to show how it moved. */
export type EstimateBefore = Pick<Extract<ValuationAnswer, { kind: 'estimate' }>, 'value' | 'low' | 'high'>;

/**
 * The home asked about and the listing it matched, as one string: what settles while the owner
 * types, compared whole. No home while the facts are refused.
 */
export type Asked = string;
export const askedOf = (home: ValuationSubject | undefined, listingId: string | undefined): Asked => JSON.stringify({ home, listingId });

interface Changes {
  /** The home and listing the changes were made for: other facts make other comparables, and start anew. */
  of: Asked;
  drop: string[];
  add: string[];
  before?: EstimateBefore;
}

const without = (ids: string[], id: string) => ids.filter((other) => other !== id);

/**
 * The request for the home's estimate with the comparables the owner dropped and added
 * (docs/product/valuation.md#the-page). Dropping an added sale un-adds it, and adding a dropped
 * one puts it back, so the request says only what differs from the engine's own choice.
 */
export function useComparableChanges(of: Asked) {
  const { home, listingId } = useMemo(() => JSON.parse(of) as { home?: ValuationSubject; listingId?: string }, [of]);
  const [changes, setChanges] = useState<Changes>({ of, drop: [], add: [] });
  const current: Changes = changes.of === of ? changes : { of, drop: [], add: [] };
  const request: ValuationRequest | undefined = home && {
    home,
    ...(listingId === undefined ? {} : { listingId }),
    drop: current.drop,
    add: current.add,
  };
  const change = (next: Pick<Changes, 'drop' | 'add'>, shown: EstimateBefore) =>
    setChanges({ of, ...next, before: { value: shown.value, low: shown.low, high: shown.high } });
  return {
    request,
    before: current.before,
    remove: (id: string, shown: EstimateBefore) =>
      change({ drop: current.add.includes(id) ? current.drop : [...current.drop, id], add: without(current.add, id) }, shown),
    add: (id: string, shown: EstimateBefore) =>
      change({ drop: without(current.drop, id), add: current.drop.includes(id) ? current.add : [...current.add, id] }, shown),
    /** Back to the engine's own comparables (after drops left too few). */
    reset: () => setChanges({ of, drop: [], add: [] }),
  };
}
