import { screen, waitFor } from '@testing-library/react';
import { App } from 'antd';
import {
  statusesOf,
  type ListingEvent,
  type ListingFeedback,
  type Property,
  type StaffStatusFilter,
  type ListingStatusFilter,
} from '@estate/domain';
import PropertiesTab from '@/features/listings/dashboard/components/PropertiesTab';
import { activeListing, property } from './fixtures/homeContent';
import { fastUserEvent } from './leadFormHarness';
import { renderWithProviders } from './renderWithProviders';
import { STAFF } from './staffHarness';

export const user = fastUserEvent();

/** Active since 2026-11-18 (the fixture), 7 days on market, featured. */
export const estate = property;

/** The estate's own fields, without its life: each listing below starts Active on the day it was added. */
const {
  StandardStatus: _status,
  ListPrice: _listPrice,
  OriginalListPrice: _original,
  ListingContractDate: _listed,
  OnMarketDate: _onMarket,
  showSoldPrice: _showSoldPrice,
  DaysOnMarket: _days,
  ModificationTimestamp: _modified,
  ...fields
} = property;

/** Added after the estate, under contract since 2026-11-20. */
export const condo: Property = {
  ...activeListing({
    ...fields,
    id: 'oakley-loft-condo',
    title: 'Oakley Loft Condo',
    neighborhood: 'Oakley',
    price: 615000,
    bedrooms: 2,
    bathrooms: 2,
    propertyType: 'Condo',
    isFeatured: false,
    createdAt: '2026-11-19T12:00:00.000Z',
  }),
  StandardStatus: 'Active Under Contract',
  PurchaseContractDate: '2026-11-20',
  DaysOnMarket: 1,
};

/** Sold on 2026-11-21 for $1,180,000 after 49 days on market. */
export const tudor: Property = {
  ...activeListing({
    ...fields,
    id: 'indian-hill-tudor',
    title: 'Indian Hill Tudor Revival',
    neighborhood: 'Indian Hill',
    price: 1195000,
    isFeatured: false,
    createdAt: '2026-09-01T12:00:00.000Z',
  }),
  StandardStatus: 'Closed',
  OriginalListPrice: 1250000,
  PreviousListPrice: 1250000,
  PriceChangeTimestamp: '2026-10-01',
  PurchaseContractDate: '2026-10-20',
  CloseDate: '2026-11-21',
  ClosePrice: 1180000,
  DaysOnMarket: 49,
};

/** Withdrawn from the market. */
export const cottage: Property = {
  ...activeListing({ ...fields, id: 'clifton-cottage', title: 'Clifton Gaslight Cottage', createdAt: '2026-08-01T12:00:00.000Z' }),
  StandardStatus: 'Withdrawn',
  DaysOnMarket: 30,
};

/** Coming Soon: listed, not yet on the market. */
export const bungalow: Property = {
  ...activeListing({ ...fields, id: 'oakley-bungalow', title: 'Oakley Craftsman Bungalow', createdAt: '2026-11-10T12:00:00.000Z' }),
  StandardStatus: 'Coming Soon',
  OnMarketDate: undefined,
  DaysOnMarket: 0,
};

const uid = STAFF[0]!.id;

/** The Tudor's history: listed by the seed, a price cut, under contract, sold, and the sale's date corrected. */
export const tudorEvents: ListingEvent[] = [
  {
    id: 'e1',
    kind: 'listed',
    date: '2026-09-01',
    recordedAt: '2026-09-01T14:00:00.000Z',
    by: null,
    listPrice: 1250000,
    changes: {
      StandardStatus: { from: null, to: 'Active' },
      ListPrice: { from: null, to: 1250000 },
      OriginalListPrice: { from: null, to: 1250000 },
      ListingContractDate: { from: null, to: '2026-09-01' },
      OnMarketDate: { from: null, to: '2026-09-01' },
    },
  },
  {
    id: 'e2',
    kind: 'price',
    date: '2026-10-01',
    recordedAt: '2026-10-01T14:00:00.000Z',
    by: uid,
    listPrice: 1195000,
    changes: {
      ListPrice: { from: 1250000, to: 1195000 },
      PreviousListPrice: { from: null, to: 1250000 },
      PriceChangeTimestamp: { from: null, to: '2026-10-01' },
    },
  },
  {
    id: 'e3',
    kind: 'status',
    date: '2026-10-20',
    recordedAt: '2026-10-20T14:00:00.000Z',
    by: uid,
    listPrice: 1195000,
    changes: {
      StandardStatus: { from: 'Active', to: 'Active Under Contract' },
      PurchaseContractDate: { from: null, to: '2026-10-20' },
    },
  },
  {
    id: 'e4',
    kind: 'status',
    date: '2026-11-20',
    recordedAt: '2026-11-20T14:00:00.000Z',
    by: uid,
    listPrice: 1195000,
    changes: {
      StandardStatus: { from: 'Active Under Contract', to: 'Closed' },
      ClosePrice: { from: null, to: 1180000 },
      CloseDate: { from: null, to: '2026-11-20' },
    },
  },
  {
    id: 'e5',
    kind: 'correction',
    date: '2026-11-24',
    recordedAt: '2026-11-24T14:00:00.000Z',
    by: uid,
    listPrice: 1195000,
    changes: { CloseDate: { from: '2026-11-20', to: '2026-11-21' } },
    corrects: 'e4',
    correctedDate: '2026-11-21',
    reason: 'The closing moved a day',
  },
];

export const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

type Answer = (body: unknown) => Response | Promise<Response>;

interface StubOptions {
  listings?: Property[];
  /** Each listing's history, by id (none: only its listing entry… here, an empty list). */
  events?: Record<string, ListingEvent[]>;
  /** POST /api/properties/{id}/status; the listing as it is by default. */
  onMove?: Answer;
  /** POST …/history/{entryId}/corrections. */
  onCorrect?: Answer;
  /** GET …/events, before the stored history is answered (a failure, say). */
  onEvents?: () => Response | undefined;
  /** What visitors said of each listing, by id (none: no answers). */
  feedback?: Record<string, ListingFeedback>;
}

/**
 * The dashboard's listing calls: GET /api/properties?status= (the listings of that filter),
 * GET /api/staff, GET …/events, and the moves and corrections; any other call answers 404.
 */
export function stubListingsApi({
  listings = [estate, condo, tudor, cottage],
  events = {},
  onMove,
  onCorrect,
  onEvents,
  feedback = {},
}: StubOptions = {}) {
  return jest.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const url = new URL(String(input), 'http://localhost');
    const method = init?.method ?? 'GET';
    const body: unknown = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
    if (method === 'GET' && url.pathname === '/api/properties') {
      const status = (url.searchParams.get('status') ?? 'for-sale') as ListingStatusFilter | StaffStatusFilter;
      return json(
        200,
        listings.filter((listing) => statusesOf(status).includes(listing.StandardStatus)),
      );
    }
    if (method === 'GET' && url.pathname === '/api/staff') return json(200, STAFF);
    const events_ = /^\/api\/properties\/([^/]+)\/events$/.exec(url.pathname);
    if (method === 'GET' && events_) return onEvents?.() ?? json(200, events[decodeURIComponent(events_[1]!)] ?? []);
    const rated = /^\/api\/properties\/([^/]+)\/feedback$/.exec(url.pathname);
    if (method === 'GET' && rated) return json(200, feedback[decodeURIComponent(rated[1]!)] ?? { count: 0, answers: [] });
    const moved = /^\/api\/properties\/([^/]+)\/status$/.exec(url.pathname);
    if (method === 'POST' && moved) {
      return onMove
        ? onMove(body)
        : json(
            200,
            listings.find((listing) => listing.id === decodeURIComponent(moved[1]!)),
          );
    }
    if (method === 'POST' && /^\/api\/properties\/[^/]+\/history\/[^/]+\/corrections$/.test(url.pathname)) {
      return onCorrect ? onCorrect(body) : json(200, tudor);
    }
    return json(404, { message: 'Not found' });
  });
}

/** The calls made with this method to paths matching `path`, as [url, JSON body] pairs. */
export function callsTo(fetch: jest.SpyInstance, method: string, path: RegExp): [string, unknown][] {
  return fetch.mock.calls
    .filter(([input, init]) => ((init as RequestInit | undefined)?.method ?? 'GET') === method && path.test(String(input)))
    .map(([input, init]) => {
      const body = (init as RequestInit | undefined)?.body;
      return [String(input), typeof body === 'string' ? (JSON.parse(body) as unknown) : undefined];
    });
}

export function renderTab(route = '/admin/properties') {
  renderWithProviders(
    <App>
      <PropertiesTab />
    </App>,
    { route },
  );
}

/** An element by its accessible label (a button naming its listing), without role queries' slow style checks. */
export const labelled = (name: string) => screen.getByLabelText(name);

/** The dialog with this title. */
export function dialogTitled(title: string): HTMLElement {
  const heading = [...document.querySelectorAll('.ant-modal-title')].find((element) => element.textContent === title);
  if (!heading) throw new Error(`no dialog titled ${title}`);
  return heading.closest<HTMLElement>('.ant-modal')!;
}

/** Waits for the listings, then clicks the button labelled `name`. */
export async function clickWhenListed(name: string) {
  await user.click(await waitFor(() => labelled(name)));
}

/** A footer button of a dialog by its text (role queries by name are slow over antd's styled DOM). */
export const buttonIn = (dialog: HTMLElement, label: string) =>
  [...dialog.querySelectorAll('button')].find((button) => button.textContent === label)!;
