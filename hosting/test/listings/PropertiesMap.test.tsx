import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ListingMapAnswer, Property } from '@estate/domain';
import PropertiesPage from '@/pages/PropertiesPage';
import { searchQuery } from '@/features/savedSearches/searchQuery';
import type { ShapeResult } from '@/features/listings/map/draw/drawnAreaShapes';
import { property } from '../support/fixtures/homeContent';
import { madeMaps, type FakeMap } from '../support/modules/maplibreGl';
import { renderWithProviders } from '../support/renderWithProviders';
import { UrlQuery } from '../support/urlQuery';
import { mediaQueryList, mockViewportWidth } from '../support/viewport';

const home: Property = { ...property, id: 'grandin', title: 'Grandin Road Estate', price: 1_250_000, bedrooms: 4, bathrooms: 3.5 };
const ANSWER: ListingMapAnswer = {
  total: 13,
  pins: [
    {
      id: 'grandin',
      lat: 39.13,
      lng: -84.44,
      price: 1_250_000,
      bedrooms: 4,
      bathrooms: 3.5,
      propertyType: 'Single Family',
      status: 'Active',
    },
  ],
  clusters: [{ id: 7, lat: 39.2, lng: -84.5, count: 12, expansionZoom: 13 }],
};
const PIN_NAME = '$1.25M, 4 beds, 3.5 baths, Active';
const HYDE_PARK = { west: -84.46, south: 39.12, east: -84.42, north: 39.15 };

// terra-draw draws on a WebGL map, which jsdom has not: the drawing finishes a circle on demand (DrawAreaControl.test.tsx tests the control).
let finishDrawing: (result: ShapeResult) => void = () => {};
jest.mock('@/features/listings/map/draw/areaDrawing', () => ({
  areaDrawing: (_map: unknown, handlers: { onShape: (result: ShapeResult) => void }) => {
    finishDrawing = handlers.onShape;
    return { draw: () => undefined, cancel: () => undefined, remove: () => undefined };
  },
}));
jest.mock('@/features/listings/map/draw/shownArea', () => ({ showDrawnArea: () => undefined }));

const json = (body: unknown) => new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json' } });

/** Answers the list, the map, a listing and the outlines as the API would; returns the spy. */
function answerApi() {
  return jest.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
    const url = new URL(String(input), 'http://localhost');
    if (url.pathname === '/api/properties/map') return json(ANSWER);
    if (url.pathname === '/api/properties/grandin') return json(home);
    if (url.pathname === '/api/properties') return json([home]);
    return json({ type: 'FeatureCollection', features: [] });
  });
}

const requested = (fetch: jest.SpyInstance, path: string) =>
  fetch.mock.calls.map(([input]) => new URL(String(input), 'http://localhost')).filter((url) => url.pathname === path);

const PageWithLocation = () => (
  <>
    <PropertiesPage />
    <UrlQuery />
  </>
);
const query = () => new URLSearchParams(screen.getByTestId('query').textContent ?? '');
const latestMap = (): FakeMap => madeMaps.at(-1)!;

// jsdom's performance has no User Timing: the map's marks (MAP_MARKS, for npm run perf -- map) is counted here.
const marks = jest.fn();
beforeAll(() => Object.defineProperty(performance, 'mark', { value: marks, configurable: true }));
beforeEach(() => {
  madeMaps.length = 0;
  marks.mockClear();
});
afterEach(() => {
  jest.restoreAllMocks();
  window.matchMedia = (media: string) => mediaQueryList(media, false) as unknown as MediaQueryList;
});

describe('/properties on a narrow screen', () => {
  it('shows the list by default, and the map when Map is pressed, asking GET /api/properties/map with the filters', async () => {
    const fetch = answerApi();
    renderWithProviders(<PageWithLocation />, { route: '/properties?neighborhood=Hyde+Park&sort=price_asc' });
    const toggle = screen.getByRole('group', { name: 'Show the homes as' });
    expect(within(toggle).getByRole('button', { name: 'List' })).toHaveAttribute('aria-pressed', 'true');
    expect(within(toggle).getByRole('button', { name: 'Map' })).toHaveAttribute('aria-pressed', 'false');
    expect(screen.queryByRole('region', { name: 'Map of the listings' })).not.toBeInTheDocument();

    await userEvent.click(within(toggle).getByRole('button', { name: 'Map' }));
    expect(within(toggle).getByRole('button', { name: 'Map' })).toHaveAttribute('aria-pressed', 'true');
    expect(await screen.findByRole('region', { name: 'Map of the listings' })).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: PIN_NAME })).toHaveTextContent('$1.25M');
    const [asked] = requested(fetch, '/api/properties/map');
    expect(asked?.searchParams.get('neighborhood')).toBe('Hyde Park');
    expect(asked?.searchParams.get('zoom')).toBe('10');
    // Opened fitted to the Cincinnati region.
    expect(asked?.searchParams.get('view')).toBe('-85.05,38.75,-83.85,39.6');
    // The map's answer has no order.
    expect(asked?.searchParams.has('sort')).toBe(false);

    await userEvent.click(within(toggle).getByRole('button', { name: 'List' }));
    expect(screen.queryByRole('region', { name: 'Map of the listings' })).not.toBeInTheDocument();
  });
});

describe('/properties on a wide screen', () => {
  beforeEach(() => mockViewportWidth(1280));

  it('shows the map beside the list at once, with the clusters and pins as named buttons, and no toggle', async () => {
    answerApi();
    renderWithProviders(<PageWithLocation />, { route: '/properties' });
    expect(await screen.findByRole('button', { name: '12 homes' })).toHaveTextContent('12');
    expect(screen.getByRole('button', { name: PIN_NAME })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Grandin Road Estate' })).toBeInTheDocument();
    // Opening the map writes nothing: only the visitor's moves do.
    expect(query().has('view')).toBe(false);
    // The frame after the answer was drawn is marked, for the benchmark.
    await waitFor(() => expect(marks).toHaveBeenCalledWith('listings-map-drawn'));
  });

  it('opens at the URL view, and with the switch on writes each move into the URL, which the list follows', async () => {
    const fetch = answerApi();
    renderWithProviders(<PageWithLocation />, { route: '/properties?view=-84.5,39.1,-84.4,39.2&bedrooms=3' });
    await screen.findByRole('button', { name: PIN_NAME });
    expect(latestMap().options.bounds).toEqual([
      [-84.5, 39.1],
      [-84.4, 39.2],
    ]);
    const switchControl = screen.getByRole('switch', { name: 'Search as I move the map' });
    expect(switchControl).toBeChecked();

    act(() => latestMap().move(HYDE_PARK, 14.6));
    await waitFor(() => expect(query().get('view')).toBe('-84.46,39.12,-84.42,39.15'));
    expect(query().get('bedrooms')).toBe('3');
    await waitFor(() => expect(requested(fetch, '/api/properties').at(-1)?.searchParams.get('view')).toBe('-84.46,39.12,-84.42,39.15'));
    await waitFor(() => expect(requested(fetch, '/api/properties/map').at(-1)?.searchParams.get('zoom')).toBe('14'));
    // The move asks the map once: the list's view, written just after, is not the map's question.
    const moved = requested(fetch, '/api/properties/map').filter((url) => url.searchParams.get('view') === '-84.46,39.12,-84.42,39.15');
    expect(moved).toHaveLength(1);
  });

  it("opens around the URL's drawn area when the URL has no view", async () => {
    answerApi();
    renderWithProviders(<PageWithLocation />, { route: '/properties?area=p:39.1,-84.5;39.2,-84.5;39.2,-84.4' });
    await screen.findByRole('button', { name: PIN_NAME });
    expect(latestMap().options.bounds).toEqual([
      [-84.5, 39.1],
      [-84.4, 39.2],
    ]);
  });

  it('with the switch off, moves the map alone: the URL and the list stay', async () => {
    const fetch = answerApi();
    renderWithProviders(<PageWithLocation />, { route: '/properties' });
    await screen.findByRole('button', { name: PIN_NAME });
    await userEvent.click(screen.getByRole('switch', { name: 'Search as I move the map' }));
    expect(screen.getByRole('switch', { name: 'Search as I move the map' })).not.toBeChecked();
    const listRequests = requested(fetch, '/api/properties').length;

    act(() => latestMap().move(HYDE_PARK, 13));
    await waitFor(() => expect(requested(fetch, '/api/properties/map').at(-1)?.searchParams.get('view')).toBe('-84.46,39.12,-84.42,39.15'));
    expect(query().has('view')).toBe(false);
    expect(requested(fetch, '/api/properties')).toHaveLength(listRequests);
  });

  it("shows a pin's card on press, closes it with Escape and gives the focus back to the pin", async () => {
    answerApi();
    renderWithProviders(<PageWithLocation />, { route: '/properties' });
    const pin = await screen.findByRole('button', { name: PIN_NAME });
    pin.focus();
    await userEvent.keyboard('{Enter}');
    const card = await screen.findByRole('dialog', { name: 'Grandin Road Estate' });
    expect(within(card).getByRole('link', { name: /View Details/ })).toHaveAttribute('href', '/property/grandin');
    expect(pin).toHaveAttribute('aria-expanded', 'true');
    expect(within(card).getByRole('button', { name: 'Close' })).toHaveFocus();

    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(pin).toHaveFocus();
    expect(pin).toHaveAttribute('aria-expanded', 'false');
  });

  it('zooms into a cluster to where it splits', async () => {
    const fetch = answerApi();
    renderWithProviders(<PageWithLocation />, { route: '/properties' });
    await userEvent.click(await screen.findByRole('button', { name: '12 homes' }));
    expect(latestMap().getZoom()).toBe(13);
    await waitFor(() => expect(requested(fetch, '/api/properties/map').at(-1)?.searchParams.get('zoom')).toBe('13'));
  });

  it("writes an area drawn on the map into the URL, which the list and the map both follow, with the list's chip", async () => {
    const fetch = answerApi();
    renderWithProviders(<PageWithLocation />, { route: '/properties' });
    await screen.findByRole('button', { name: PIN_NAME });
    await userEvent.click(screen.getByRole('button', { name: 'Draw a circle' }));
    act(() => finishDrawing({ area: { kind: 'circle', center: [39.1385, -84.4407], radiusM: 1200 } }));
    await waitFor(() => expect(query().get('area')).toBe('c:39.1385,-84.4407,1200'));
    expect(await screen.findByText('Within the drawn area')).toBeInTheDocument();
    await waitFor(() => expect(requested(fetch, '/api/properties').at(-1)?.searchParams.get('area')).toBe('c:39.1385,-84.4407,1200'));
    await waitFor(() => expect(requested(fetch, '/api/properties/map').at(-1)?.searchParams.get('area')).toBe('c:39.1385,-84.4407,1200'));
  });
});

describe('a saved search', () => {
  it('keeps the drawn area but not the map view', () => {
    expect(searchQuery({ neighborhood: 'Hyde Park', area: 'c:39.1,-84.4,500', view: '-84.5,39.1,-84.4,39.2', sort: 'price_asc' })).toBe(
      'neighborhood=Hyde+Park&area=c%3A39.1%2C-84.4%2C500',
    );
  });
});
