import {
  agencyToday,
  applyCorrection,
  applyListingMove,
  applyPriceChange,
  detailFor,
  DRAWN_AREA_TEXTS,
  isShownTo,
  listingFor,
  PRIVATE_LISTING_TEXTS,
  publicListing,
  VISITOR,
  type ListingReader,
  type ListingTeaser,
  LISTING_STATUS_FILTERS,
  mapViewArea,
  hasCoordinates,
  isSiteMediaPath,
  LISTING_COORDINATE_TEXTS,
  LIFECYCLE_FIELDS,
  listingImagesSchema,
  propertySchema,
  listingAgentSchema,
  SHOWING_AGENT_NOT_STAFF,
  showingAgentSchema,
  publicHistory,
  salesRecord,
  salesWindowStart,
  type HistoryRow,
  type ListingCorrection,
  type ListingLifecycle,
  type ListingMove,
  type Property,
  type PropertyInput,
  type RecentSales,
  type StandardStatus,
} from '@estate/domain';
import { badRequest, conflict, notFound, type ErrorLogger } from '../platform';
import type { ListingNote } from './listingRecord';
import type { ListingWrite, ListingListQuery, ListingPage, ListingRepository } from './listingRepository';
import { listingMapReads, type ListingMapQuery } from './listingMapReads';
import type { MapCellStore } from './mapCellStore';
import { entryPosition } from './mapCellEntry';

/** What listings need of the upload store, which the composition root provides. */
export interface ListingImages {
  /** The upload's file name when `url` is one of the store's, else undefined. */
  nameOf(url: string): string | undefined;
  exists(name: string): Promise<boolean>;
  /** Deletes the uploads among `urls` that no document uses any more. */
  release(urls: string[]): Promise<unknown>;
}

export const LISTING_WRITE_MESSAGES = {
  newStatus: 'A new listing is Coming Soon or Active; later moves go through its status actions',
  statusByMove: "A listing's status changes through its status actions (POST /api/properties/:id/status), not by editing it",
  dateByCorrection: "The listing date changes through an admin's correction of the listing entry, not by editing it",
  entryNotFound: 'History entry not found',
  mlsListing: 'This is an MLS listing: it is kept as its MLS sends it, and changes there',
} as const;

/** An MLS listing is its source's (docs/product/mls.md#one-search): no staff write changes it. */
function agencyOwn<T extends Pick<Property, 'mls'>>(listing: T): T {
  if (listing.mls) throw conflict(LISTING_WRITE_MESSAGES.mlsListing);
  return listing;
}

export const PROPERTY_NOT_FOUND = 'Property not found';

/** A listing write's answer: a listing has no content key, so only a missing one ('gone') refuses it. */
const written = (answer: Property | 'gone' | 'taken'): Property => {
  if (answer === 'gone' || answer === 'taken') throw notFound(PROPERTY_NOT_FOUND);
  return answer;
};

const refuse = (outcome: ListingLifecycle | { refused: string }): ListingLifecycle => {
  if ('refused' in outcome) throw badRequest(outcome.refused);
  return outcome;
};

const lifecycleOf = (property: ListingLifecycle): ListingLifecycle =>
  Object.fromEntries(
    LIFECYCLE_FIELDS.flatMap((field) => (property[field] === undefined ? [] : [[field, property[field]]])),
  ) as unknown as ListingLifecycle;

/** The form's fields of a stored listing, to write it back with another lifecycle (whose absent fields stay absent). */
const formOf = (property: Property): PropertyInput => {
  const { id: _id, createdAt: _createdAt, DaysOnMarket: _days, ModificationTimestamp: _modified, ...rest } = property;
  const form = Object.fromEntries(Object.entries(rest).filter(([field]) => !(LIFECYCLE_FIELDS as readonly string[]).includes(field)));
  return { ...form, StandardStatus: property.StandardStatus, ListingContractDate: property.ListingContractDate } as PropertyInput;
};

/** A listing goes Active only placed on the map (docs/product/dashboard.md#properties-tab). */
function placedForActive(listing: Partial<Pick<Property, 'Latitude' | 'Longitude'>>): void {
  if (!hasCoordinates(listing)) {
    const message = LISTING_COORDINATE_TEXTS.beforeActive;
    throw badRequest(message, { errors: { Latitude: message, Longitude: message } });
  }
}

/** The date field a move sets: a retried move that already happened is answered as done, not refused. */
const MOVE_DATES: Partial<Record<StandardStatus, keyof ListingLifecycle>> = {
  Active: 'OnMarketDate',
  'Active Under Contract': 'PurchaseContractDate',
  Pending: 'PurchaseContractDate',
  Closed: 'CloseDate',
};

/** What the public pages and routes read of the listings (the api's routes and the site's renderer alike), through the listing gate. */
export function listingReads(properties: ListingRepository, mapCells: MapCellStore, now: () => Date = () => new Date()) {
  const map = listingMapReads(properties, mapCells);

  /**
   * A page of the query's listings: in the map's view without a keyword, the public's from the
   * map's cells (reads: the cells and one page); else the listings' own queries, a view without a
   * drawn area searched as one.
   */
  async function pageOf(query: ListingListQuery, reader: ListingReader): Promise<ListingPage | 'areaTooLarge'> {
    const shown = (property: Property) => isShownTo(property, reader);
    const { view, area } = query.filter;
    if (view && reader.kind === 'visitor' && query.words.length === 0) {
      const { listings } = await map.listedInView({ ...query.filter, view });
      return properties.listEntries(query, listings.map(entryPosition), shown);
    }
    if (view && !area) return properties.list({ ...query, filter: { ...query.filter, area: mapViewArea(view) } }, shown);
    return properties.list(query, shown);
  }

  return {
    /** A page of the listings the reader may see, its cursor built from them alone. */
    async list(query: ListingListQuery, reader: ListingReader) {
      const page = await pageOf(query, reader);
      if (page === 'areaTooLarge') throw badRequest(DRAWN_AREA_TEXTS.tooLarge);
      return { ...page, items: page.items.flatMap((property) => listingFor(property, reader) ?? []) };
    },

    /** The map of a view at a zoom (GET /api/properties/map): the public's, whoever asks. */
    async map(query: ListingMapQuery) {
      return (await map.answer(query)).answer;
    },
    async listFeatured(): Promise<Property[]> {
      const featured = await properties.listFeatured(LISTING_STATUS_FILTERS['for-sale'].statuses);
      return featured.flatMap((property) => publicListing(property) ?? []);
    },

    /** A listing as a visitor may read it (a private one's teaser), or null. */
    async publicDetail(id: string): Promise<Property | ListingTeaser | null> {
      const property = await properties.find(id);
      return property ? detailFor(property, VISITOR) : null;
    },

    /** The history a visitor reads (null when the listing is not public). */
    async publicHistory(id: string): Promise<HistoryRow[] | null> {
      const [property, events] = await Promise.all([properties.find(id), properties.history(id)]);
      return property && publicListing(property) ? publicHistory(events, property.showSoldPrice) : null;
    },

    /** The agency's sales of the past 12 months: the record and the sold listings, the latest first. */
    async sales(): Promise<RecentSales> {
      const until = agencyToday(now());
      const sold = (await properties.listSold(salesWindowStart(until))).filter((property) => isShownTo(property, VISITOR));
      return { record: salesRecord(sold, until), listings: sold.flatMap((property) => publicListing(property) ?? []) };
    },
  };
}

export type ListingReads = ReturnType<typeof listingReads>;

/** Who may be a listing's agent: staff accounts, as the staff module knows them. */
export interface ListingAgents {
  isStaff(uid: string): Promise<boolean>;
}

/** Listings: the store's reads and writes, the form schema with its image and agent checks, moves, history, the sales record. */
export function listingService(
  properties: ListingRepository,
  mapCells: MapCellStore,
  images: ListingImages,
  agents: ListingAgents,
  logger: ErrorLogger,
  now: () => Date = () => new Date(),
) {
  // A listing shows only images this site serves: its own media and its uploads, never a URL
  // that would make every visitor's browser call another server.
  const isSiteImage = (url: unknown) => typeof url === 'string' && (isSiteMediaPath(url) || images.nameOf(url) !== undefined);
  // An upload can be deleted while a form still shows it (another admin deleted the listing it came from).
  const uploadsExist = async (urls: unknown[]) => {
    const names = urls.map((url) => (typeof url === 'string' ? images.nameOf(url) : undefined)).filter((name) => name !== undefined);
    return (await Promise.all(names.map((name) => images.exists(name)))).every(Boolean);
  };
  const schema = propertySchema.shape({
    images: listingImagesSchema
      .test('site-images', 'Images must be uploaded to this site', (urls) => (urls ?? []).every(isSiteImage))
      .test('uploads-exist', 'An image of this listing no longer exists: remove it and upload it again', (urls) =>
        uploadsExist(urls ?? []),
      ),
    ListAgentKey: listingAgentSchema.test('staff-agent', PRIVATE_LISTING_TEXTS.agentNotStaff, (uid) =>
      uid === undefined ? true : agents.isStaff(uid),
    ),
    ShowingAgentKey: showingAgentSchema.test('staff-agent', SHOWING_AGENT_NOT_STAFF, (uid) =>
      uid === undefined ? true : agents.isStaff(uid),
    ),
  });
  const today = () => agencyToday(now());

  /**
   * The store as the form's routes use it: a new listing starts Coming Soon or Active at its
   * price; an edit keeps the lifecycle, except that a new `price` is a price change of today.
   */
  const store = {
    ...properties,
    create(input: PropertyInput, note?: ListingNote) {
      const status = input.StandardStatus ?? 'Active';
      if (status !== 'Coming Soon' && status !== 'Active') throw badRequest(LISTING_WRITE_MESSAGES.newStatus);
      if (status === 'Active') placedForActive(input);
      const listed = input.ListingContractDate ?? today();
      const lifecycle: ListingLifecycle = {
        StandardStatus: status,
        ListPrice: input.price,
        OriginalListPrice: input.price,
        ListingContractDate: listed,
        ...(status === 'Active' ? { OnMarketDate: listed } : {}),
      };
      // The staff member who lists a home is its agent until an admin names another.
      const agent = input.ListAgentKey ?? note?.by ?? undefined;
      return properties.create({ ...input, ...lifecycle, ...(agent ? { ListAgentKey: agent } : {}) }, note);
    },
    async remove(id: string) {
      const current = await properties.find(id);
      if (current) agencyOwn(current);
      return properties.remove(id);
    },
    update(id: string, change: (current: Property) => Promise<PropertyInput>, note?: ListingNote) {
      return properties.update(
        id,
        async (current) => {
          const input = await change(agencyOwn(current));
          if (input.StandardStatus !== current.StandardStatus) throw badRequest(LISTING_WRITE_MESSAGES.statusByMove);
          if (input.ListingContractDate !== current.ListingContractDate) throw badRequest(LISTING_WRITE_MESSAGES.dateByCorrection);
          const lifecycle = refuse(applyPriceChange(lifecycleOf(current), input.price, today()));
          return { ...input, ...lifecycle } satisfies ListingWrite;
        },
        note,
      );
    },
  };

  return {
    store,
    schema,
    ...listingReads(properties, mapCells, now),

    /** Moves a listing to another status on `move.date`; a retry of a move that happened answers the listing as it is. */
    async move(id: string, move: ListingMove, by: string): Promise<Property> {
      return written(
        await properties.update(
          id,
          async (current) => {
            agencyOwn(current);
            const dateField = MOVE_DATES[move.to];
            const done = current.StandardStatus === move.to && (!dateField || current[dateField] === move.date);
            if (!done && move.to === 'Active') placedForActive(current);
            const lifecycle = done ? lifecycleOf(current) : refuse(applyListingMove(lifecycleOf(current), move));
            return { ...formOf(current), ...lifecycle };
          },
          { by, kind: 'status', date: move.date } satisfies ListingNote,
        ),
      );
    },

    /** An admin's correction of history entry `eventId`, recorded as an entry of its own. */
    async correct(id: string, eventId: string, correction: ListingCorrection, by: string): Promise<Property> {
      const [property, history] = await Promise.all([properties.find(id), properties.history(id)]);
      if (!property) throw notFound(PROPERTY_NOT_FOUND);
      agencyOwn(property);
      const event = history.find((entry) => entry.id === eventId);
      if (!event) throw notFound(LISTING_WRITE_MESSAGES.entryNotFound);
      const voided = new Set(history.filter((entry) => entry.voids).map((entry) => entry.corrects));
      const latest = history.filter((entry) => entry.kind !== 'correction' && !voided.has(entry.id)).at(-1);
      return written(
        await properties.update(
          id,
          async (current) => {
            const outcome = applyCorrection(lifecycleOf(current), event, correction, latest?.id);
            if ('refused' in outcome) throw badRequest(outcome.refused);
            return { ...formOf(current), ...outcome.listing };
          },
          {
            by,
            kind: 'correction',
            date: today(),
            corrects: eventId,
            reason: correction.reason.trim(),
            ...(correction.date !== undefined ? { correctedDate: correction.date } : {}),
            ...(correction.price !== undefined ? { correctedPrice: correction.price } : {}),
            ...(correction.voids ? { voids: true } : {}),
          } satisfies ListingNote,
        ),
      );
    },

    /** Every entry of a listing's history, with who made it (staff). */
    async events(id: string) {
      if (!(await properties.find(id))) throw notFound(PROPERTY_NOT_FOUND);
      return properties.history(id);
    },

    /**
     * Photos the listing no longer shows go with it, unless another document uses them. The
     * listing is saved already: a failure here is logged, and the daily clean-up retries.
     */
    async afterChange(before: { images: string[] }, after: { images: string[] } | undefined): Promise<void> {
      const dropped = before.images.filter((url) => !after?.images.includes(url));
      await images.release(dropped).catch((error: unknown) => {
        logger.error('Could not delete the photos a listing let go of', { error: String(error), urls: dropped });
      });
    },
  };
}

export type ListingService = ReturnType<typeof listingService>;
