import { screen } from '@testing-library/react';
import { PERSONAL_DATA_LABELS, type ClientAccount, type PersonalDataName } from '@estate/domain';
import { PrivacyPanel } from '@/features/clients/account/components/PrivacyPanel';
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
};

afterEach(() => jest.restoreAllMocks());

describe('PrivacyPanel', () => {
  it('names every kind of data the export holds, with how many records each has', async () => {
    jest
      .spyOn(globalThis, 'fetch')
      .mockResolvedValue(new Response(JSON.stringify(EXPORT), { status: 200, headers: { 'Content-Type': 'application/json' } }));
    renderWithRouter([{ path: '/account/privacy', element: <PrivacyPanel /> }], { route: '/account/privacy' });

    expect(await screen.findByText('jordan@example.com, since November 20, 2026')).toBeInTheDocument();
    const shown = screen.getAllByRole('term').map((term) => [term.textContent, term.nextElementSibling?.textContent]);
    expect(shown).toEqual([
      ['Account', 'jordan@example.com, since November 20, 2026'],
      ...(Object.keys(COUNTS) as PersonalDataName[]).map((name) => [PERSONAL_DATA_LABELS[name], COUNTS[name]]),
    ]);
  });
});
