import { randomUUID } from 'node:crypto';
import { FieldPath, FieldValue, Timestamp, type DocumentData, type Firestore, type QueryDocumentSnapshot } from 'firebase-admin/firestore';
import type { MapView } from '@estate/domain';
import { SITE_STATE } from './listingGateRepository';
import { PROPERTIES } from './listingRepository';
import { cellPrefixes } from './mapCellCover';
import { MAP_CELLS, mapCellOf, mapEntryOf, type MapCellEntry, type MapListing } from './mapCellEntry';

/**
 * mapCellChanges/{listing id}: a listing's latest change still to reach the cells (`pending`), or
 * the last one that did. The trigger records it, cheaply and without contention (one document per
 * listing); a drain applies the pending ones grouped by cell, one write per cell, so that an MLS
 * run's thousands of writes never queue on a few cell documents (about one write a second each).
 */
export const MAP_CELL_CHANGES = 'mapCellChanges';
/**
 * siteState/mapCells: the cells' version (a new one from each drain that changed them), the drain's
 * lease, when they were last rebuilt, and since then the rebuild's `epoch` and the count of drains
 * that changed them (`sequence`, which each cell a drain writes carries too).
 */
const MAP_CELL_STATE = 'mapCells';

/**
 * How long an instance keeps the cells it read for a view when it cannot follow their changes (no
 * rebuild recorded an epoch): the pans and zooms that follow read none. Since a rebuild, an instance
 * keeps them for its life and reads only the cells each drain changed.
 */
export const MAP_CELL_CACHE_MS = 30_000;
/** Changes one drain step reads and applies (a batch of cells and of marks). */
const DRAIN_BATCH = 500;
/** Listings one step of a rebuild reads. */
const REBUILD_PAGE = 1_000;
/** How long a drain or a rebuild holds the lease between its steps: others wait or leave the work to it. */
const LEASE_MS = 5 * 60_000;
/** How often a drain that waits for the lease asks again. */
const LEASE_POLL_MS = 250;

interface MapCellChange {
  /** The cell it is in now (null: off the map). */
  to: string | null;
  entry: MapCellEntry | null;
  /** The cells an earlier state may have left it in, which the drain clears. */
  stale: string[];
  /** When the listing's write happened: a late or redelivered older event changes nothing. */
  at: Timestamp;
  pending: boolean;
}

export interface MapCellStore {
  /** The listings of the cells over a view (kept by the instance for MAP_CELL_CACHE_MS while the cells are unchanged), and the documents read for it. */
  inView(view: MapView): Promise<{ listings: MapListing[]; reads: number }>;
  /** Records a listing's write for the next drain; false when it changes nothing on the map. */
  record(id: string, before: DocumentData | undefined, after: DocumentData | undefined, at: Timestamp): Promise<boolean>;
  /**
   * Applies the pending changes to the cells, grouped by cell; the number applied, or 'busy' when
   * another drain holds the lease for longer than `waitMs` (by default, not waited for): that one
   * drains until none is pending, and the minutely drain takes what it missed.
   */
  drain(options?: { waitMs?: number }): Promise<number | 'busy'>;
  /** Writes every cell anew from the listings (a fresh deployment, a backfill, the local start), and notes when. */
  rebuild(): Promise<{ listings: number; cells: number; largestCell: number }>;
  /** Whether the cells were ever rebuilt: a deployment's first drain rebuilds them instead (siteState/mapCells' `builtAt`). */
  built(): Promise<boolean>;
}

/** What a rebuild reads of a listing: what mapEntryOf and the listing gate read. */
const ENTRY_FIELDS = [
  'Latitude',
  'Longitude',
  'price',
  'bedrooms',
  'bathrooms',
  'propertyType',
  'mls',
  'StandardStatus',
  'visibility',
  'neighborhood',
  'City',
  'address',
  'createdAt',
  'ListingContractDate',
  'OriginalListPrice',
];
/** A cell's and the state's count of the drains since the rebuild (see siteState/mapCells). */
const SEQUENCE = 'sequence';

interface CellState {
  version: string;
  epoch?: string;
  sequence: number;
}

/** What an instance keeps of the cells, for the state it read them at: nothing yet by default. */
const keptCells = (
  version = '',
  epoch?: string,
  sequence = 0,
  prefixes = new Map<string, { cells: Map<string, MapListing[]>; until: number }>(),
) => ({
  version,
  epoch,
  sequence,
  prefixes,
  /** The prefixes being read for this state: a view asking for one meanwhile waits for that read. */
  reading: new Map<string, Promise<{ cells: Map<string, MapListing[]>; reads: number }>>(),
});

/** gRPC's FAILED_PRECONDITION: a change marked applied was changed since the drain read it. */
const FAILED_PRECONDITION = 9;

/** The entries of each cell as a drain or a rebuild collects them. */
class CellWrites<T> extends Map<string, Record<string, T>> {
  put(cell: string, id: string, value: T): void {
    const entries = this.get(cell) ?? {};
    entries[id] = value;
    this.set(cell, entries);
  }
}

const sameEntry = (a: MapCellEntry | null, b: MapCellEntry | null): boolean =>
  a === b ||
  (a !== null &&
    b !== null &&
    (Object.keys(a) as (keyof MapCellEntry)[]).every((key) => (key === 'at' ? a.at.isEqual(b.at) : a[key] === b[key])));

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export function firestoreMapCellStore(db: Firestore, cacheMs = MAP_CELL_CACHE_MS): MapCellStore {
  const cells = db.collection(MAP_CELLS);
  const changes = db.collection(MAP_CELL_CHANGES);
  const state = db.collection(SITE_STATE).doc(MAP_CELL_STATE);
  /** The cells read, by the prefix they were read for; and which drain's changes they hold. */
  let kept = keptCells();

  const listingsOf = (doc: QueryDocumentSnapshot): MapListing[] =>
    Object.entries((doc.get('entries') ?? {}) as Record<string, MapCellEntry>).map(([id, entry]) => ({ ...entry, id }));

  async function readPrefix(prefix: string) {
    const snapshot = await cells.where(FieldPath.documentId(), '>=', prefix).where(FieldPath.documentId(), '<', `${prefix}~`).get();
    // A query that finds nothing is billed one read.
    return { cells: new Map(snapshot.docs.map((doc) => [doc.id, listingsOf(doc)])), reads: Math.max(1, snapshot.size) };
  }

  /**
   * Brings the kept cells to the state read: the cells the drains since changed, when the same
   * rebuild's drains have moved on (one index-backed query); else, when the version moved, none kept.
   */
  async function follow({ version, epoch, sequence }: CellState): Promise<number> {
    if (kept.version === version) return 0;
    if (!epoch || kept.epoch !== epoch || kept.sequence >= sequence) {
      kept = keptCells(version, epoch, sequence);
      return 0;
    }
    const changed = await cells.where(SEQUENCE, '>', kept.sequence).get();
    // A copy: a view still reading for the state before keeps its cells to itself.
    const prefixes = new Map([...kept.prefixes].map(([prefix, read]) => [prefix, { ...read, cells: new Map(read.cells) }]));
    for (const doc of changed.docs)
      for (const [prefix, read] of prefixes) if (doc.id.startsWith(prefix)) read.cells.set(doc.id, listingsOf(doc));
    kept = keptCells(version, epoch, sequence, prefixes);
    return Math.max(1, changed.size);
  }

  /** Takes the lease (renewing it when held by this work), or answers false when another holds it. */
  const takeLease = () =>
    db.runTransaction(async (transaction) => {
      const until = (await transaction.get(state)).get('drainUntil') as Timestamp | undefined;
      if (until && until.toMillis() > Date.now()) return false;
      transaction.set(state, { drainUntil: Timestamp.fromMillis(Date.now() + LEASE_MS) }, { merge: true });
      return true;
    });

  /** Whether the lease is this work's: at once, or once the other work lets it go within `waitMs`. */
  async function acquire(waitMs: number): Promise<boolean> {
    const until = Date.now() + waitMs;
    while (!(await takeLease())) {
      if (Date.now() >= until) return false;
      await sleep(LEASE_POLL_MS);
    }
    return true;
  }

  /** Work under the lease, renewed between its steps and let go after; the cells' version new when it changed them (never one seen before, even after a wipe). */
  async function leased<T>(
    work: (renew: () => Promise<unknown>, sequence: number) => Promise<{ result: T; changed: boolean; epoch?: string }>,
  ): Promise<T> {
    let done: { changed: boolean; epoch?: string } = { changed: false };
    const sequence = (await cellState()).sequence + 1;
    try {
      const finished = await work(() => state.set({ drainUntil: Timestamp.fromMillis(Date.now() + LEASE_MS) }, { merge: true }), sequence);
      done = finished;
      return finished.result;
    } finally {
      const moved = done.epoch
        ? { version: randomUUID(), epoch: done.epoch, sequence: 0 }
        : done.changed
          ? { version: randomUUID(), sequence }
          : {};
      await state.set({ drainUntil: FieldValue.delete(), ...moved }, { merge: true });
    }
  }

  async function cellState(): Promise<CellState> {
    const data = (await state.get()).data() ?? {};
    return {
      version: (data.version as string | undefined) ?? '',
      epoch: data.epoch as string | undefined,
      sequence: (data[SEQUENCE] as number | undefined) ?? 0,
    };
  }

  return {
    async inView(view) {
      const current = await cellState();
      let reads = 1 + (await follow(current));
      const target = kept;
      const now = Date.now();
      const parts = await Promise.all(
        cellPrefixes(view).map(async (prefix) => {
          const known = target.prefixes.get(prefix);
          if (known && (target.epoch || known.until > now)) return [...known.cells.values()].flat();
          const underway = target.reading.get(prefix);
          if (underway) return [...(await underway).cells.values()].flat();
          const reading = readPrefix(prefix);
          target.reading.set(prefix, reading);
          try {
            const read = await reading;
            reads += read.reads;
            // Kept only while no newer state was followed meanwhile, which these cells may predate.
            if (kept === target) target.prefixes.set(prefix, { cells: read.cells, until: now + cacheMs });
            return [...read.cells.values()].flat();
          } finally {
            target.reading.delete(prefix);
          }
        }),
      );
      return { listings: parts.flat(), reads };
    },

    async record(id, before, after, at) {
      const ref = changes.doc(id);
      const entry = mapEntryOf(id, after);
      const to = entry ? mapCellOf(id, entry) : null;
      return db.runTransaction(async (transaction) => {
        const known = (await transaction.get(ref)).data() as MapCellChange | undefined;
        if (known && known.at.toMillis() > at.toMillis()) return false;
        const previous = known ? known.entry : mapEntryOf(id, before);
        if (!known?.pending && sameEntry(previous, entry)) return false;
        const was = known ? [...(known.pending ? known.stale : []), known.to] : [previous && mapCellOf(id, previous)];
        const stale = [...new Set(was.filter((cell): cell is string => cell !== null && cell !== to))];
        transaction.set(ref, { to, entry, stale, at, pending: true } satisfies MapCellChange);
        return true;
      });
    },

    async drain({ waitMs = 0 } = {}) {
      if (!(await acquire(waitMs))) return 'busy';
      return leased(async (renew, sequence) => {
        let applied = 0;
        for (;;) {
          const snapshot = await changes.where('pending', '==', true).limit(DRAIN_BATCH).get();
          if (snapshot.empty) break;
          const byCell = new CellWrites<MapCellEntry | FieldValue>();
          for (const doc of snapshot.docs) {
            const { to, entry, stale } = doc.data() as MapCellChange;
            for (const cell of stale) byCell.put(cell, doc.id, FieldValue.delete());
            if (to && entry) byCell.put(to, doc.id, entry);
          }
          const writer = db.bulkWriter();
          const written = [...byCell].map(([cell, entries]) =>
            writer.set(cells.doc(cell), { entries, [SEQUENCE]: sequence }, { merge: true }),
          );
          await writer.flush();
          await Promise.all(written);
          // Marked applied only if unchanged since read: a newer change stays pending for the next step.
          writer.onWriteError((error) => error.code !== FAILED_PRECONDITION && error.failedAttempts < 5);
          for (const doc of snapshot.docs)
            writer.update(doc.ref, { pending: false }, { lastUpdateTime: doc.updateTime }).catch(() => undefined);
          await writer.close();
          applied += snapshot.size;
          await renew();
          if (snapshot.size < DRAIN_BATCH) break;
        }
        return { result: applied, changed: applied > 0 };
      });
    },

    async built() {
      return (await state.get()).get('builtAt') !== undefined;
    },

    async rebuild() {
      await acquire(Infinity);
      return leased(async (renew) => {
        const byCell = new CellWrites<MapCellEntry>();
        let listings = 0;
        let last: QueryDocumentSnapshot | undefined;
        for (;;) {
          const ordered = db
            .collection(PROPERTIES)
            .orderBy(FieldPath.documentId())
            .select(...ENTRY_FIELDS)
            .limit(REBUILD_PAGE);
          const page = await (last ? ordered.startAfter(last) : ordered).get();
          for (const doc of page.docs) {
            const entry = mapEntryOf(doc.id, doc.data());
            if (!entry) continue;
            byCell.put(mapCellOf(doc.id, entry), doc.id, entry);
            listings += 1;
          }
          if (page.size < REBUILD_PAGE) break;
          last = page.docs.at(-1);
          await renew();
        }
        const writer = db.bulkWriter();
        const emptied = (await cells.listDocuments()).filter((ref) => !byCell.has(ref.id)).map((ref) => writer.delete(ref));
        const written = [...byCell].map(([cell, entries]) => writer.set(cells.doc(cell), { entries, [SEQUENCE]: 0 }));
        await writer.close();
        await Promise.all([...emptied, ...written]);
        await state.set({ builtAt: FieldValue.serverTimestamp() }, { merge: true });
        const largestCell = Math.max(0, ...[...byCell.values()].map((entries) => Object.keys(entries).length));
        return { result: { listings, cells: byCell.size, largestCell }, changed: true, epoch: randomUUID() };
      });
    },
  };
}
