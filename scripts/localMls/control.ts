import { type AccessTokens } from './accessTokens';
import { type Clock } from './clock';
import { type Continuations } from './continuations';
import { type Faults, type FaultSpec } from './faults';
import { type HungRequests } from './hungRequests';
import { canMoveOn, type ListingChange, priceChange, statusChange } from './listingChanges';
import { type GeneratorOptions, listingAt } from './listingGenerator';
import { type ListingStore } from './listingStore';
import { type PropertyRecord } from './propertyRecord';
import { type Random } from './random';
import { type LoggedRequest, type RequestLog } from './requestLog';

/** Which listings a change applies to: these keys, or `count` of those it can apply to, drawn by the server's seed. */
export interface Selection {
  keys?: string[];
  count?: number;
}

export interface LocalMlsState {
  now: string;
  clockFrozen: boolean;
  listings: number;
  notViewable: number;
  faults: FaultSpec[];
  hungRequests: number;
  requests: number;
}

/**
 * What tests and developers do to the server: its clock, its data, its faults, its request log.
 * The same operations over HTTP under /_control/ (controlRoutes.ts).
 */
export interface LocalMlsControl {
  state(): LocalMlsState;
  setClock(at: Date | string): void;
  advanceClock(seconds: number): void;
  /** Stops the clock (it moves only when set or advanced) or lets it run with the machine's. */
  freezeClock(frozen: boolean): void;

  listing(key: string): PropertyRecord | undefined;
  /** Every record in the feed (not viewable ones included), by ListingKey. */
  listings(): PropertyRecord[];
  /** Cuts prices of Active and Coming Soon listings. */
  changePrices(selection: Selection): PropertyRecord[];
  /** Moves listings a step towards a sale: Coming Soon → Active → under contract or Pending → Closed. */
  changeStatuses(selection: Selection): PropertyRecord[];
  /** Gives listings a new set of photos (new MediaKeys and PhotosChangeTimestamp). */
  changePhotos(selection: Selection): PropertyRecord[];
  withholdAddresses(selection: Selection): PropertyRecord[];
  /** InternetEntireListingDisplayYN false: the seller keeps the listing off the internet. */
  withholdListings(selection: Selection): PropertyRecord[];
  /** MlgCanView false: the record stays in the feed, flagged, until the retention passes. */
  makeNotViewable(selection: Selection): PropertyRecord[];
  /** Gone without a trace: only a key reconciliation finds it missing. */
  deleteListings(selection: Selection): string[];
  /** Sets fields of one listing (a new ModificationTimestamp comes with it). */
  updateListing(key: string, fields: ListingChange): PropertyRecord;
  /** New listings of the data set, stamped now. */
  addListings(count: number): PropertyRecord[];

  injectFault(fault: FaultSpec): void;
  clearFaults(): void;
  /** Every token issued so far expires now. */
  expireTokens(): void;
  /** How long tokens issued from now on live. */
  setTokenLifetime(seconds: number): void;
  /** Answers the requests a `hang` fault holds; how many there were. */
  releaseHung(): number;
  /** Every @odata.nextLink handed out so far stops working (410 Gone), as a source that keeps its continuations a while. */
  forgetContinuations(): void;

  requests(): LoggedRequest[];
  clearRequests(): void;
}

export interface ControlParts {
  store: ListingStore;
  clock: Clock;
  faults: Faults;
  tokens: AccessTokens;
  hung: HungRequests;
  log: RequestLog;
  continuations: Continuations;
  /** Draws which listings a counted selection takes, and how they change. */
  random: Random;
  generator: GeneratorOptions;
}

export function localMlsControl({
  store,
  clock,
  faults,
  tokens,
  hung,
  log,
  continuations,
  random,
  generator,
}: ControlParts): LocalMlsControl {
  let nextIndex = store.size;

  function select(selection: Selection, eligible: (record: PropertyRecord) => boolean): PropertyRecord[] {
    if (selection.keys) {
      return selection.keys.map((key) => {
        const record = store.get(key);
        if (!record) throw new Error(`No listing has the ListingKey ${key}`);
        return record;
      });
    }
    const candidates = store.all().filter((record) => record.MlgCanView && eligible(record));
    const chosen: PropertyRecord[] = [];
    for (let left = Math.min(selection.count ?? 1, candidates.length); left > 0; left--) {
      chosen.push(...candidates.splice(random.int(0, candidates.length - 1), 1));
    }
    return chosen;
  }

  const changeEach = (
    selection: Selection,
    eligible: (record: PropertyRecord) => boolean,
    change: (record: PropertyRecord) => ListingChange,
  ) => select(selection, eligible).map((record) => store.change(record.ListingKey, change(record)));

  const everyRecord = () => true;

  return {
    state: () => {
      const records = store.all();
      return {
        now: clock.now().toISOString(),
        clockFrozen: clock.frozen,
        listings: records.length,
        notViewable: records.filter((record) => !record.MlgCanView).length,
        faults: faults.list(),
        hungRequests: hung.size,
        requests: log.list().length,
      };
    },
    setClock: (at) => {
      const moment = new Date(at);
      if (Number.isNaN(moment.getTime())) throw new Error(`Not a date and time: ${String(at)}`);
      clock.set(moment);
    },
    advanceClock: (seconds) => clock.advance(seconds * 1000),
    freezeClock: (frozen) => clock.freeze(frozen),

    listing: (key) => store.get(key),
    listings: () => store.all(),
    changePrices: (selection) =>
      changeEach(
        selection,
        (record) => record.StandardStatus === 'Active' || record.StandardStatus === 'ComingSoon',
        (record) => priceChange(random, record),
      ),
    changeStatuses: (selection) => changeEach(selection, canMoveOn, (record) => statusChange(random, record, clock.now().getTime())),
    changePhotos: (selection) =>
      changeEach(selection, everyRecord, () => ({ PhotosChangeTimestamp: store.stamp(), PhotosCount: random.int(1, 8) })),
    withholdAddresses: (selection) =>
      changeEach(
        selection,
        (record) => record.InternetAddressDisplayYN,
        () => ({ InternetAddressDisplayYN: false }),
      ),
    withholdListings: (selection) =>
      changeEach(
        selection,
        (record) => record.InternetEntireListingDisplayYN,
        () => ({ InternetEntireListingDisplayYN: false }),
      ),
    makeNotViewable: (selection) => changeEach(selection, everyRecord, () => ({ MlgCanView: false })),
    deleteListings: (selection) =>
      select(selection, everyRecord).map((record) => {
        store.remove(record.ListingKey);
        return record.ListingKey;
      }),
    updateListing: (key, fields) => store.change(key, fields),
    addListings: (count) => Array.from({ length: count }, () => store.add(listingAt(nextIndex++, { ...generator, asOf: clock.now() }))),

    injectFault: (fault) => faults.add(fault),
    clearFaults: () => faults.clear(),
    expireTokens: () => tokens.expireAll(),
    setTokenLifetime: (seconds) => tokens.setLifetime(seconds),
    releaseHung: () => hung.releaseAll(),
    forgetContinuations: () => continuations.forgetAll(),

    requests: () => log.list(),
    clearRequests: () => log.clear(),
  };
}
