import { screen } from '@testing-library/react';
import {
  ACCOUNT_ACCESS_LOG_PATH,
  PERSONAL_DATA_LABELS,
  type AccessLogLine,
  type ClientAccount,
  type PersonalDataName,
} from '@estate/domain';
import { PrivacyPanel } from '@/features/clients/account/components/PrivacyPanel';
import { ACCOUNT_EXPORT_URL as ACCOUNT_EXPORT_PATH } from '@/features/clients/api/urls';
import { renderWithRouter } from '../../support/renderWithRouter';

const ACCOUNT: ClientAccount = {
  uid: 'client-1',
  email: 'jordan@example.com',
  createdAt: '2026-11-20T17:00:00.000Z',
  consents: {},
  alertsOff: false,
};

/** An export as GET /api/account/export answers it: every kind of data the server keeps, some made of several lists. */
const EXPORT: { exportedAt: string; account: ClientAccount } & Record<PersonalDataName, unknown> = {
  exportedAt: '2026-11-27T12:00:00.000Z',
  account: ACCOUNT,
  favourites: [{}, {}],
  savedSearches: [],
  alerts: [{}],
  views: [],
  privateListings: { accessRequests: [{}], views: [{}, {}] },
  inquiries: [{}],
  showings: [{}, {}, {}],
  openHouses: { rsvps: [{}], attendances: [], checkIns: [{}], invitations: [{}] },
  visitFeedback: [{}],
  staffAccess: [{}, {}],
};

const COUNTS: Record<PersonalDataName, string> = {
  favourites: '2',
  savedSearches: '0',
  alerts: '1',
  views: '0',
  privateListings: '3',
  inquiries: '1',
  showings: '3',
  openHouses: '3',
  visitFeedback: '1',
  staffAccess: '2',
};

/** Answers each GET by its path. */
const answer = (bodies: Record<string, unknown>) =>
  jest
    .spyOn(globalThis, 'fetch')
    .mockImplementation(async (input) =>
      Response.json(bodies[new URL(String(input), 'http://localhost').pathname] ?? null, { status: 200 }),
    );

afterEach(() => jest.restoreAllMocks());

describe('PrivacyPanel', () => {
  it('names every kind of data the export holds, with how many records each has', async () => {
    answer({ [ACCOUNT_EXPORT_PATH]: EXPORT, [ACCOUNT_ACCESS_LOG_PATH]: [] });
    renderWithRouter([{ path: '/account/privacy', element: <PrivacyPanel /> }], { route: '/account/privacy' });

    expect(await screen.findByText('jordan@example.com, since November 20, 2026')).toBeInTheDocument();
    const shown = screen.getAllByRole('term').map((term) => [term.textContent, term.nextElementSibling?.textContent]);
    expect(shown).toEqual([
      ['Account', 'jordan@example.com, since November 20, 2026'],
      ...(Object.keys(COUNTS) as PersonalDataName[]).map((name) => [PERSONAL_DATA_LABELS[name], COUNTS[name]]),
    ]);
  });

  it("lists who of the staff viewed or changed the data, with the day and in the client's words", async () => {
    const lines: AccessLogLine[] = [
      { at: '2026-11-27T15:00:00.000Z', staffName: 'Jordan Morgan', what: 'Updated your inquiry' },
      { at: '2026-11-26T15:00:00.000Z', staffName: 'Jordan Morgan', what: 'Viewed your inquiry' },
    ];
    answer({ [ACCOUNT_EXPORT_PATH]: EXPORT, [ACCOUNT_ACCESS_LOG_PATH]: lines });
    renderWithRouter([{ path: '/account/privacy', element: <PrivacyPanel /> }], { route: '/account/privacy' });

    expect(await screen.findByRole('heading', { name: 'Who of our staff viewed or changed your data' })).toBeInTheDocument();
    expect(await screen.findByText('November 27, 2026 — Jordan Morgan: Updated your inquiry')).toBeInTheDocument();
    expect(screen.getByText('November 26, 2026 — Jordan Morgan: Viewed your inquiry')).toBeInTheDocument();
  });

  it('says when no staff member has viewed or changed the data', async () => {
    answer({ [ACCOUNT_EXPORT_PATH]: EXPORT, [ACCOUNT_ACCESS_LOG_PATH]: [] });
    renderWithRouter([{ path: '/account/privacy', element: <PrivacyPanel /> }], { route: '/account/privacy' });
    expect(await screen.findByText('No staff member has viewed or changed your data yet.')).toBeInTheDocument();
  });
});
