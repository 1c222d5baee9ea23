import { configure, screen, waitFor, within } from '@testing-library/react';
import {
  AGENT_OPINIONS_PATH,
  APP_CHECK_HEADER,
  HERO_PHOTOS,
  HOME_VALUE_LEADS_PATH,
  HOME_VALUE_TEXTS,
  VALUATION_ADDRESSES_PATH,
  VALUATION_TEXTS,
  VALUATIONS_PATH,
  type AddressMatch,
  type ValuationAnswer,
  type ValuationRequest,
} from '@estate/domain';
import HomeValuePage from '@/pages/HomeValuePage';
import { VALUATION_FAILURE } from '@/features/valuation/components/HomeValuation';
import { FAKE_APP_CHECK_TOKENS } from '../support/fakeAppCheck';
import { comparable, estimate, knownHome, offered, saleB, saleC } from '../support/fixtures/valuation';
import { fastUserEvent } from '../support/leadFormHarness';
import { renderWithProviders } from '../support/renderWithProviders';

configure({ defaultHidden: true, asyncUtilTimeout: 3000 });
const userEvent = fastUserEvent();

// On jest's clock, which findBy and waitFor move on as they wait: the estimate and the address
// lookup come after a pause in typing (ESTIMATE_DEBOUNCE_MS, LOOKUP_DEBOUNCE_MS) without the tests
// idling through it. The clock also runs on by itself, as the real one does.
beforeEach(() => jest.useFakeTimers({ advanceTimers: true }));
afterEach(() => {
  jest.useRealTimers();
  jest.restoreAllMocks();
});

interface Api {
  valuation?: (request: ValuationRequest) => { status?: number; body: unknown };
  matches?: AddressMatch[];
}

/** The valuation API as the page calls it: POST /api/valuations answered from the request, the addresses, the lead and the opinion. */
function valuationApi({ valuation = () => ({ body: estimate() }), matches = [] }: Api = {}) {
  return jest.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const url = new URL(String(input), 'http://localhost');
    const json = (body: unknown, status = 200) =>
      new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
    if (url.pathname === VALUATIONS_PATH) {
      const { status, body } = valuation(JSON.parse(String(init?.body)) as ValuationRequest);
      return json(body, status);
    }
    if (url.pathname === VALUATION_ADDRESSES_PATH) return json(matches);
    if (url.pathname === HOME_VALUE_LEADS_PATH) return json({ id: 'lead-1', opinionToken: 'opinion-token' }, 201);
    if (url.pathname === AGENT_OPINIONS_PATH) return json({ message: 'Asked' });
    return json({ message: 'Not found' }, 404);
  });
}

const requestsTo = (fetch: jest.SpyInstance, path: string) =>
  fetch.mock.calls.filter(([url]) => new URL(String(url), 'http://localhost').pathname === path).map(([, init]) => init as RequestInit);

const valuationRequests = (fetch: jest.SpyInstance) =>
  requestsTo(fetch, VALUATIONS_PATH).map((init) => JSON.parse(String(init.body)) as ValuationRequest);

const renderPage = (route = '/home-value') => renderWithProviders(<HomeValuePage />, { route });

/** The facts of the worked example's home, typed. */
async function typeFacts() {
  await userEvent.selectOptions(await screen.findByLabelText('Property type'), 'Single Family');
  await userEvent.type(screen.getByLabelText('Bedrooms'), '4');
  await userEvent.type(screen.getByLabelText('Bathrooms'), '3');
  await userEvent.type(screen.getByLabelText('Living area (sq ft)'), '3000');
  await userEvent.type(screen.getByLabelText('Year built (optional)'), '1930');
  await userEvent.selectOptions(screen.getByLabelText('Condition'), 'Good');
  await userEvent.selectOptions(screen.getByLabelText('Neighborhood'), 'Hyde Park');
}

const HOME = {
  propertyType: 'Single Family',
  bedrooms: 4,
  bathrooms: 3,
  squareFeet: 3000,
  YearBuilt: 1930,
  condition: 'Good',
  neighborhood: 'Hyde Park',
};

describe('/home-value', () => {
  it('shows the hero, how the estimate is made, and the facts form in the neighbourhood a link named', async () => {
    valuationApi();
    renderPage('/home-value?neighborhood=Oakley');
    expect(screen.getByRole('heading', { level: 1, name: HOME_VALUE_TEXTS.pageTitle })).toBeInTheDocument();
    expect(document.title).toBe('What is my home worth? | Cincinnati Luxury Real Estate');
    expect(document.querySelector(`img[src="${HERO_PHOTOS['hero-3.svg']}"]`)).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'How this estimate is made' })).toBeInTheDocument();
    expect(screen.getByText(/within 1, 2, 5 km, whose living area is within 25% of yours: up to 6 of them/)).toBeInTheDocument();

    expect(await screen.findByLabelText('Neighborhood')).toHaveValue('Oakley');
    expect(screen.getByLabelText('Condition')).toHaveValue('Average');
    expect(screen.getByLabelText('Property type')).toHaveValue('');
    expect(
      screen.getByText('Give your home’s type, bedrooms, bathrooms, living area and neighborhood: the estimate shows here at once.'),
    ).toBeInTheDocument();
  });

  it('refuses each fact with the schema’s message on submit, and asks for no estimate', async () => {
    const fetch = valuationApi();
    renderPage();
    await userEvent.type(await screen.findByLabelText('Bathrooms'), '2.3');
    await userEvent.type(screen.getByLabelText('Living area (sq ft)'), '150');
    await userEvent.type(screen.getByLabelText('Year built (optional)'), '1700');
    await userEvent.type(screen.getByLabelText('Lot size (acres, optional)'), '2000');
    await userEvent.click(screen.getByRole('button', { name: 'Show My Estimate' }));

    for (const message of [
      VALUATION_TEXTS.propertyType,
      VALUATION_TEXTS.bedrooms,
      VALUATION_TEXTS.bathrooms,
      VALUATION_TEXTS.squareFeet,
      VALUATION_TEXTS.yearBuilt,
      VALUATION_TEXTS.lotSizeAcres,
      VALUATION_TEXTS.place,
    ]) {
      expect(await screen.findByText(message)).toBeInTheDocument();
    }
    expect(screen.getByLabelText('Property type')).toHaveFocus();
    expect(valuationRequests(fetch)).toEqual([]);
  });

  it('asks for the estimate once the facts are valid and shows the range, its confidence, each sale and how it was made', async () => {
    const fetch = valuationApi();
    renderPage();
    await typeFacts();

    const summary = await screen.findByText('$958,000');
    expect(valuationRequests(fetch)).toEqual([{ home: HOME, drop: [], add: [] }]);
    expect(summary.parentElement).toHaveAttribute('aria-live', 'polite');
    expect(screen.getByText('From $886,000 to $1,030,000')).toBeInTheDocument();
    expect(screen.getByText('High confidence')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'The 3 sales it came from' })).toBeInTheDocument();

    const card = screen.getByRole('article', { name: comparable().address });
    expect(within(card).getByText('Sold for $890,000 on January 30, 2026')).toBeInTheDocument();
    expect(within(card).getByText(/Single Family · 4 bd · 3 ba · 2,800 sq ft · built 1925/)).toBeInTheDocument();
    expect(within(card).getByText(/0\.5 km away/)).toBeInTheDocument();
    expect(card.querySelector('img')).toHaveAttribute('src', '/media/sale-a.jpg');
    const rows = within(card)
      .getAllByRole('row')
      .map((row) => row.textContent);
    expect(rows).toEqual([
      'FactYour homeAdjustment',
      'Living area+200 sq ft+$39,801',
      'Bedrooms0$0',
      'Bathrooms0$0',
      'Age5 years newer+$5,014',
      'ConditionGood+$37,393',
    ]);
    expect(within(card).getByText('$972,208')).toBeInTheDocument();
    expect(within(card).getByText('37.7%')).toBeInTheDocument();

    // A sale without a photo shows the fallback; a lot size both state is shown, not adjusted.
    const second = screen.getByRole('article', { name: saleB.address });
    expect(second.querySelector('img')).toHaveAttribute('src', '/media/fallback.svg');
    expect(within(second).getByRole('row', { name: /Lot size/ })).toHaveTextContent('Lot size+0.25 acresnot adjusted');
    expect(within(second).getByRole('row', { name: /Age/ })).toHaveTextContent('Age5 years older-$5,014');

    expect(screen.getByRole('heading', { name: 'Other sales you may add' })).toBeInTheDocument();
    expect(screen.getByText(offered.address)).toBeInTheDocument();
    expect(
      screen.getByText(
        'Each sale’s price was adjusted at the rates fitted over 15 sales around your home: $199 a square foot of living area, $15,850 a bedroom, $25,352 a bathroom, and -$1,003 a year of age.',
      ),
    ).toBeInTheDocument();
  });

  it('re-asks without a removed sale and with an added one, and shows the range it moved from', async () => {
    const fetch = valuationApi({
      valuation: ({ drop, add }) =>
        add.includes('sale-f')
          ? { body: estimate({ value: 955_000, comparables: [saleB, saleC, { ...offered, share: 0.1 }], others: [] }) }
          : drop.includes('sale-a')
            ? { body: estimate({ value: 949_000, low: 872_000, high: 1_026_000, confidence: 'Medium', comparables: [saleB, saleC] }) }
            : { body: estimate() },
    });
    renderPage();
    await typeFacts();
    await screen.findByText('$958,000');

    await userEvent.click(screen.getByRole('button', { name: `Remove ${comparable().address}` }));
    expect(await screen.findByText('$949,000')).toBeInTheDocument();
    expect(screen.getByText('From $872,000 to $1,026,000')).toBeInTheDocument();
    expect(screen.getByText('Medium confidence')).toBeInTheDocument();
    expect(screen.getByText('Before your change: $958,000, from $886,000 to $1,030,000')).toBeInTheDocument();
    expect(valuationRequests(fetch).at(-1)).toEqual({ home: HOME, drop: ['sale-a'], add: [] });

    await userEvent.click(screen.getByRole('button', { name: `Add ${offered.address}` }));
    expect(await screen.findByText('$955,000')).toBeInTheDocument();
    expect(screen.getByText('Before your change: $949,000, from $872,000 to $1,026,000')).toBeInTheDocument();
    expect(valuationRequests(fetch).at(-1)).toEqual({ home: HOME, drop: ['sale-a'], add: ['sale-f'] });

    // Removing an added sale un-adds it (never a drop of it): the answer without it, already had, shows again.
    await userEvent.click(screen.getByRole('button', { name: `Remove ${offered.address}` }));
    expect(await screen.findByText('$949,000')).toBeInTheDocument();
    expect(valuationRequests(fetch).map(({ drop, add }) => [drop, add])).toEqual([
      [[], []],
      [['sale-a'], []],
      [['sale-a'], ['sale-f']],
    ]);
  });

  it('offers no add while the estimate has its most sales', async () => {
    const six = [1, 2, 3, 4, 5, 6].map((n) => comparable({ id: `sale-${n}`, address: `${n} Erie Avenue` }));
    valuationApi({ valuation: () => ({ body: estimate({ comparables: six }) }) });
    renderPage();
    await typeFacts();
    expect(await screen.findByRole('button', { name: `Add ${offered.address}` })).toBeDisabled();
    expect(screen.getByText('An estimate takes at most 6 sales: remove one before adding another.')).toBeInTheDocument();
  });

  it('says when there are too few sales, invites the owner to an agent, and puts back what they removed', async () => {
    const fetch = valuationApi({
      valuation: ({ drop }) => (drop.length > 0 ? { body: { kind: 'tooFew', found: 2, minimum: 3, refused: [] } } : { body: estimate() }),
    });
    renderPage();
    await typeFacts();
    await screen.findByText('$958,000');
    await userEvent.click(screen.getByRole('button', { name: `Remove ${comparable().address}` }));

    expect(await screen.findByText(VALUATION_TEXTS.tooFew)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Talk to an Agent' })).toHaveAttribute('href', '/contact');
    // The engine's own choice again: its answer, already had, shows without asking again.
    await userEvent.click(screen.getByRole('button', { name: 'Put back the sales you removed' }));
    expect(await screen.findByText('$958,000')).toBeInTheDocument();
    expect(screen.getByRole('article', { name: comparable().address })).toBeInTheDocument();
    expect(valuationRequests(fetch).map(({ drop }) => drop)).toEqual([[], ['sale-a']]);
  });

  it('fills the facts from a known address, asks with its listing and position, and says when its seller opted out', async () => {
    const home = knownHome({ optedOut: true });
    const optedOut: ValuationAnswer = { kind: 'optedOut' };
    const fetch = valuationApi({ matches: [home], valuation: ({ listingId }) => ({ body: listingId ? optedOut : estimate() }) });
    renderPage();
    const address = await screen.findByRole('combobox', { name: 'Address' });
    await userEvent.type(address, 'Grandin');

    const option = await screen.findByRole('option', { name: /3420 Grandin Road/ });
    expect(option).toHaveTextContent('Hyde Park · Single Family · 5 bd · 4.5 ba · 4,200 sq ft');
    const lookup = new URL(String(fetch.mock.calls.find(([url]) => String(url).startsWith(VALUATION_ADDRESSES_PATH))![0]), 'http://x');
    expect(lookup.searchParams.get('q')).toBe('Grandin');
    await userEvent.keyboard('{ArrowDown}');
    expect(address).toHaveAttribute('aria-activedescendant', option.id);
    await userEvent.keyboard('{Enter}');

    expect(address).toHaveValue(home.address);
    expect(screen.getByLabelText('Bedrooms')).toHaveValue(5);
    expect(screen.getByLabelText('Bathrooms')).toHaveValue(4.5);
    expect(screen.getByLabelText('Living area (sq ft)')).toHaveValue(4200);
    expect(screen.getByLabelText('Lot size (acres, optional)')).toHaveValue(0.6);
    expect(screen.getByLabelText('Neighborhood')).toHaveValue('Hyde Park');
    expect(await screen.findByText(VALUATION_TEXTS.optedOut)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Talk to an Agent' })).toHaveAttribute('href', '/contact');
    expect(valuationRequests(fetch).at(-1)).toEqual({
      home: {
        propertyType: 'Single Family',
        bedrooms: 5,
        bathrooms: 4.5,
        squareFeet: 4200,
        LotSizeAcres: 0.6,
        YearBuilt: 1928,
        condition: 'Average',
        neighborhood: 'Hyde Park',
        Latitude: 39.1365,
        Longitude: -84.4421,
      },
      listingId: home.id,
      drop: [],
      add: [],
    });

    // Typed again, the address is no longer that home: no listing, no position.
    await userEvent.type(address, ' Apt 2');
    await waitFor(() => expect(valuationRequests(fetch).at(-1)).not.toHaveProperty('listingId'));
    expect(valuationRequests(fetch).at(-1)!.home).not.toHaveProperty('Latitude');
  });

  it.each([
    [400, { message: 'Too many comparables dropped or added at once' }, 'Too many comparables dropped or added at once'],
    [500, {}, VALUATION_FAILURE],
  ])('shows the server’s refusal, or the failure text (%s)', async (status, body, text) => {
    valuationApi({ valuation: () => ({ status, body }) });
    renderPage();
    await typeFacts();
    expect(await screen.findByRole('alert')).toHaveTextContent(text);
  });

  it('saves the estimate as a seller lead, consents unticked, then asks for an agent’s opinion with the lead’s token', async () => {
    const fetch = valuationApi();
    renderPage();
    await typeFacts();
    await screen.findByText('$958,000');

    const form = screen.getByRole('form', { name: 'Save your estimate' });
    const followUp = within(form).getByLabelText(HOME_VALUE_TEXTS.followUpConsent);
    const report = within(form).getByLabelText(HOME_VALUE_TEXTS.reportConsent);
    expect(followUp).not.toBeChecked();
    expect(report).not.toBeChecked();
    await userEvent.click(within(form).getByRole('button', { name: 'Save My Estimate' }));
    expect(await within(form).findByText('Name is required')).toBeInTheDocument();
    expect(requestsTo(fetch, HOME_VALUE_LEADS_PATH)).toEqual([]);

    await userEvent.type(within(form).getByLabelText('Name'), 'Jordan Price');
    await userEvent.type(within(form).getByLabelText('Email'), 'jordan@example.com');
    await userEvent.click(followUp);
    await userEvent.click(within(form).getByRole('button', { name: 'Save My Estimate' }));

    expect(await screen.findByText('Estimate Saved!')).toBeInTheDocument();
    const [lead] = requestsTo(fetch, HOME_VALUE_LEADS_PATH);
    expect(JSON.parse(String(lead!.body))).toEqual({
      name: 'Jordan Price',
      email: 'jordan@example.com',
      phone: '',
      followUpConsent: true,
      reportConsent: false,
      valuation: { home: HOME, drop: [], add: [] },
      website: '',
    });
    const headers = new Headers(lead!.headers);
    expect(headers.get('Idempotency-Key')).toMatch(/^[0-9a-f-]{36}$/);
    expect(headers.get(APP_CHECK_HEADER)).toBe(FAKE_APP_CHECK_TOKENS.kept);
    expect(screen.getAllByText(HOME_VALUE_TEXTS.saved).length).toBeGreaterThan(0);

    await userEvent.click(screen.getByRole('button', { name: HOME_VALUE_TEXTS.agentOpinion }));
    expect(await screen.findByText(HOME_VALUE_TEXTS.opinionAsked)).toBeInTheDocument();
    const [opinion] = requestsTo(fetch, AGENT_OPINIONS_PATH);
    expect(JSON.parse(String(opinion!.body))).toEqual({ token: 'opinion-token' });
    expect(new Headers(opinion!.headers).get(APP_CHECK_HEADER)).toBe(FAKE_APP_CHECK_TOKENS.kept);
  });
});
