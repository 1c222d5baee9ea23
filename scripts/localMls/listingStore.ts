import { type Clock } from './clock';
import { type PropertyRecord } from './propertyRecord';
import { resoTimestamp } from './resoTime';

/** Where a walk through the feed stands: the last record a page gave, in the feed's order. */
export interface FeedPosition {
  modifiedAt: string;
  listingKey: string;
}

export interface FeedPage {
  records: PropertyRecord[];
  /** Set when matching records follow the page. */
  next: FeedPosition | undefined;
}

const positionOf = (record: PropertyRecord): FeedPosition => ({ modifiedAt: record.ModificationTimestamp, listingKey: record.ListingKey });

const byText = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0);

/** The feed's one order: ModificationTimestamp, then ListingKey (timestamps all in one format, so compared as text). */
const compare = (a: PropertyRecord, b: FeedPosition): number =>
  byText(a.ModificationTimestamp, b.modifiedAt) || byText(a.ListingKey, b.listingKey);

/**
 * The records the server holds, in the feed's order. Every change stamps the record with a new
 * ModificationTimestamp, strictly later than any before it even where the clock stands still, so
 * a `ModificationTimestamp gt <cursor>` run sees every change made after its cursor. A record
 * turned not viewable stays in the feed, `MlgCanView: false`, for `notViewableRetentionMs`, then
 * leaves it, as MLS Grid's do; a record removed outright leaves at once, with no trace.
 */
export class ListingStore {
  private readonly byKey = new Map<string, PropertyRecord>();
  private ordered: PropertyRecord[] = [];
  private sorted = true;
  private latestStampMs = 0;
  private readonly hiddenAt = new Map<string, number>();

  constructor(
    private readonly clock: Clock,
    private readonly notViewableRetentionMs: number,
  ) {}

  /** Adds records as they are, their timestamps included (the generated data set). */
  load(records: Iterable<PropertyRecord>): void {
    for (const record of records) {
      if (this.byKey.has(record.ListingKey)) throw new Error(`Two records have the ListingKey ${record.ListingKey}`);
      this.byKey.set(record.ListingKey, record);
      this.ordered.push(record);
      this.latestStampMs = Math.max(this.latestStampMs, Date.parse(record.ModificationTimestamp));
      if (!record.MlgCanView) this.hiddenAt.set(record.ListingKey, Date.parse(record.ModificationTimestamp));
    }
    this.sorted = false;
  }

  get size(): number {
    this.dropExpired();
    return this.byKey.size;
  }

  get(key: string): PropertyRecord | undefined {
    this.dropExpired();
    return this.byKey.get(key);
  }

  /** Every record, by ListingKey: a stable order to pick from, whatever has changed. */
  all(): PropertyRecord[] {
    this.dropExpired();
    return [...this.byKey.values()].sort((a, b) => byText(a.ListingKey, b.ListingKey));
  }

  /** A new timestamp: the clock's, or a millisecond after the latest given if the clock has not passed it. */
  stamp(): string {
    this.latestStampMs = Math.max(this.clock.now().getTime(), this.latestStampMs + 1);
    return resoTimestamp(this.latestStampMs);
  }

  /** Changes a record, which moves to the end of the feed with a new ModificationTimestamp. */
  change(key: string, change: Partial<PropertyRecord>): PropertyRecord {
    const current = this.byKey.get(key);
    if (!current) throw new Error(`No listing has the ListingKey ${key}`);
    const updated: PropertyRecord = { ...current, ...change, ListingKey: key, ModificationTimestamp: this.stamp() };
    this.byKey.set(key, updated);
    this.ordered[this.ordered.indexOf(current)] = updated;
    this.sorted = false;
    if (updated.MlgCanView) this.hiddenAt.delete(key);
    else if (current.MlgCanView) this.hiddenAt.set(key, Date.parse(updated.ModificationTimestamp));
    return updated;
  }

  /** Adds a record stamped now, at the end of the feed. */
  add(record: PropertyRecord): PropertyRecord {
    const stamp = this.stamp();
    const added = { ...record, ModificationTimestamp: stamp, PhotosChangeTimestamp: stamp };
    this.load([added]);
    return added;
  }

  /** Removes a record outright: only a client comparing keys learns it is gone. */
  remove(key: string): boolean {
    const record = this.byKey.get(key);
    if (!record) return false;
    this.byKey.delete(key);
    this.hiddenAt.delete(key);
    this.ordered.splice(this.ordered.indexOf(record), 1);
    return true;
  }

  /** Up to `limit` records that `matches` accepts, in the feed's order, after `after`. */
  page(matches: (record: PropertyRecord) => boolean, after: FeedPosition | undefined, limit: number): FeedPage {
    this.dropExpired();
    const ordered = this.inOrder();
    const records: PropertyRecord[] = [];
    for (let index = after ? this.firstAfter(after) : 0; index < ordered.length; index++) {
      const record = ordered[index]!;
      if (!matches(record)) continue;
      if (records.length === limit) return { records, next: positionOf(records[records.length - 1]!) };
      records.push(record);
    }
    return { records, next: undefined };
  }

  private inOrder(): PropertyRecord[] {
    if (!this.sorted) {
      this.ordered.sort((a, b) => byText(a.ModificationTimestamp, b.ModificationTimestamp) || byText(a.ListingKey, b.ListingKey));
      this.sorted = true;
    }
    return this.ordered;
  }

  /** The index of the first record after `position` (binary search over the feed's order). */
  private firstAfter(position: FeedPosition): number {
    const ordered = this.inOrder();
    let low = 0;
    let high = ordered.length;
    while (low < high) {
      const middle = (low + high) >>> 1;
      if (compare(ordered[middle]!, position) <= 0) low = middle + 1;
      else high = middle;
    }
    return low;
  }

  private dropExpired(): void {
    const now = this.clock.now().getTime();
    for (const [key, at] of this.hiddenAt) {
      if (at + this.notViewableRetentionMs <= now) this.remove(key);
    }
  }
}
