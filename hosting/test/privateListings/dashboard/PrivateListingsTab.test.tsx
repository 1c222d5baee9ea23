import { configure, screen, waitFor, within } from '@testing-library/react';
import type { ListingAccessPanel, PrivateListingSummary, Property } from '@estate/domain';
import PrivateListingsTab from '@/features/privateListings/dashboard/components/PrivateListingsTab';
import { fastUserEvent } from '../../support/leadFormHarness';
import { answerApi, buttonIn, callsTo, json, renderStaff, SIGNED_IN_AGENT } from '../../support/staffHarness';

// Role queries skip the visibility check, slow in jsdom under antd's styles.
configure({ defaultHidden: true });
const userEvent = fastUserEvent();
afterEach(() => jest.restoreAllMocks());

const LISTING = {
  id: 'p1',
  title: 'Observatory Hill Colonial',
  address: '3 Observatory Ave, Cincinnati, OH 45208',
  visibility: 'invited',
  ListAgentKey: SIGNED_IN_AGENT.id,
} as Property;

const PANEL: ListingAccessPanel = {
  access: [
    { propertyId: 'p1', uid: 'c1', email: 'jordan@example.com', status: 'requested', requestedAt: '2026-11-20T15:05:00.000Z' },
    { propertyId: 'p1', uid: 'c2', email: 'riley@example.com', status: 'approved', decidedAt: '2026-11-19T15:05:00.000Z' },
  ],
  views: [{ propertyId: 'p1', uid: 'c2', email: 'riley@example.com', viewedAt: '2026-11-21T15:05:00.000Z' }],
};

function answerTab(listings: PrivateListingSummary[]) {
  return answerApi({
    'GET /api/user': () => json(SIGNED_IN_AGENT),
    'GET /api/private-listings': () => json(listings),
    'GET /api/properties/p1/access': () => json(PANEL),
    'PUT /api/properties/p1/access/c1': () => json({ ...PANEL.access[0], status: 'approved' }),
    'DELETE /api/properties/p1/access/c2': () => json({ ...PANEL.access[1], status: 'declined' }),
  });
}

describe('PrivateListingsTab (docs/product/private-collection.md#private-collection)', () => {
  it("lists the agent's private listings with the requests waiting, and answers them from the listing's panel", async () => {
    const fetch = answerTab([{ listing: LISTING, openRequests: 1 }]);
    renderStaff(<PrivateListingsTab />);
    const card = within((await screen.findByText('Observatory Hill Colonial')).closest<HTMLElement>('.ant-card')!);
    expect(card.getByText('Invited: clients the agent approves')).toBeInTheDocument();
    expect(card.getByText('3 Observatory Ave, Cincinnati, OH 45208')).toBeInTheDocument();

    await userEvent.click(buttonIn(card, 'Manage access'));
    const requests = within(await screen.findByLabelText('Requests'));
    expect(requests.getByText('jordan@example.com')).toBeInTheDocument();
    expect(within(screen.getByLabelText('Invited clients')).getByText('riley@example.com')).toBeInTheDocument();
    expect(within(screen.getByLabelText('Views')).getByText('November 21, 2026 at 10:05 AM')).toBeInTheDocument();

    await userEvent.click(buttonIn(requests, 'Approve'));
    await waitFor(() => expect(callsTo(fetch, 'PUT', '/api/properties/p1/access/c1')).toHaveLength(1));
    expect(await screen.findByText('jordan@example.com may see this home')).toBeInTheDocument();

    await userEvent.click(buttonIn(within(screen.getByLabelText('Invited clients')), 'Revoke'));
    await waitFor(() => expect(callsTo(fetch, 'DELETE', '/api/properties/p1/access/c2')).toHaveLength(1));
  });

  it('says so when no private listing is theirs', async () => {
    answerTab([]);
    renderStaff(<PrivateListingsTab />);
    expect(await screen.findByText(/No private listing is yours/)).toBeInTheDocument();
  });
});
