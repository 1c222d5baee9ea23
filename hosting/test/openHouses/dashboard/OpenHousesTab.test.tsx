import { configure, screen, waitFor, within } from '@testing-library/react';
import type { OpenHouse } from '@estate/domain';
import OpenHousesTab from '@/features/openHouses/dashboard/components/OpenHousesTab';
import { fastUserEvent } from '../../support/leadFormHarness';
import { answerApi, buttonIn, callsTo, json, renderStaff, SIGNED_IN_AGENT } from '../../support/staffHarness';

// Role queries skip the visibility check, slow in jsdom under antd's styles.
configure({ defaultHidden: true });
const userEvent = fastUserEvent();
afterEach(() => jest.restoreAllMocks());

const LISTING = { id: 'p1', title: 'Observatory Hill Colonial', address: '3 Observatory Ave', neighborhood: 'Hyde Park' };

const openHouse = (changes: Partial<OpenHouse>): OpenHouse => ({
  OpenHouseKey: 'oh1',
  ListingKey: 'p1',
  OpenHouseDate: '2026-12-06',
  // 1 to 3 PM in Cincinnati (EST).
  OpenHouseStartTime: '2026-12-06T18:00:00.000Z',
  OpenHouseEndTime: '2026-12-06T20:00:00.000Z',
  OpenHouseType: 'Public',
  OpenHouseStatus: 'Active',
  ShowingAgentKey: SIGNED_IN_AGENT.id,
  capacity: 20,
  going: 12,
  waitlisted: 2,
  invitations: 0,
  ModificationTimestamp: '2026-11-20T15:00:00.000Z',
  listing: LISTING,
  ...changes,
});

const cardOf = async (title: string) => within((await screen.findByText(title)).closest<HTMLElement>('.ant-card')!);

function answerTab(list: () => Response) {
  return answerApi({
    'GET /api/user': () => json(SIGNED_IN_AGENT),
    'GET /api/admin/open-houses': list,
    'POST /api/admin/open-houses/oh1/cancel': () => json(openHouse({ OpenHouseStatus: 'Cancelled' })),
  });
}

describe('OpenHousesTab (docs/product/open-houses.md#open-houses)', () => {
  it('shows each open house with its kind, status, time in Cincinnati and who is coming', async () => {
    answerTab(() =>
      json([
        openHouse({}),
        openHouse({
          OpenHouseKey: 'oh2',
          OpenHouseType: 'By Invitation',
          capacity: undefined,
          going: 3,
          waitlisted: 0,
          invitations: 5,
          listing: { ...LISTING, id: 'p2', title: 'Indian Hill Estate' },
        }),
        openHouse({ OpenHouseKey: 'oh3', OpenHouseStatus: 'Cancelled', listing: { ...LISTING, id: 'p3', title: 'Mount Adams Loft' } }),
      ]),
    );
    renderStaff(<OpenHousesTab />);

    const open = await cardOf('Observatory Hill Colonial');
    expect(open.getByText('Public')).toBeInTheDocument();
    expect(open.getByText('Active')).toBeInTheDocument();
    expect(open.getByText(/December 6/)).toHaveTextContent(/1:00.*3:00 PM/);
    expect(open.getByText('12 coming of 20, 2 waitlisted')).toBeInTheDocument();
    expect(open.getByText('Edit')).toBeInTheDocument();

    const invited = await cardOf('Indian Hill Estate');
    expect(invited.getByText('By invitation')).toBeInTheDocument();
    expect(invited.getByText('3 coming, 0 waitlisted, 5 invited')).toBeInTheDocument();

    // A cancelled open house keeps its guests and report, and can no longer be edited or cancelled.
    const cancelled = await cardOf('Mount Adams Loft');
    expect(cancelled.getByText('Cancelled')).toBeInTheDocument();
    expect(cancelled.queryByText('Edit')).toBeNull();
    expect(cancelled.queryByText('Cancel')).toBeNull();
    expect(cancelled.getByText('Guests and report')).toBeInTheDocument();
  });

  it('cancels an open house only once the agent confirms, and says its guests are told', async () => {
    const fetch = answerTab(() => json([openHouse({})]));
    const confirm = jest.spyOn(window, 'confirm').mockReturnValueOnce(false).mockReturnValueOnce(true);
    renderStaff(<OpenHousesTab />);
    const card = await cardOf('Observatory Hill Colonial');

    await userEvent.click(buttonIn(card, 'Cancel'));
    expect(confirm).toHaveBeenLastCalledWith('Cancel the open house of Observatory Hill Colonial? Every guest is told by email.');
    expect(callsTo(fetch, 'POST', '/api/admin/open-houses/oh1/cancel')).toHaveLength(0);

    await userEvent.click(buttonIn(card, 'Cancel'));
    await waitFor(() => expect(callsTo(fetch, 'POST', '/api/admin/open-houses/oh1/cancel')).toHaveLength(1));
    expect(await screen.findByText('Open house cancelled')).toBeInTheDocument();
    expect(screen.getByText('Its guests are told by email.')).toBeInTheDocument();
  });

  it('invites the first open house when there is none, and offers a retry when the list fails', async () => {
    answerTab(() => json([]));
    const { unmount } = renderStaff(<OpenHousesTab />);
    expect(await screen.findByText('No open house yet. Schedule one for a listing of yours.')).toBeInTheDocument();
    expect(screen.getByText('Schedule an open house')).toBeInTheDocument();
    unmount();
    jest.restoreAllMocks();

    answerTab(() => json({ message: 'Service unavailable' }, 503));
    renderStaff(<OpenHousesTab />);
    expect(await screen.findByText('The open houses could not be loaded')).toBeInTheDocument();
  });
});
