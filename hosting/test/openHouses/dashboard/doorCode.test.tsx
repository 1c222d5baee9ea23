/**
 * @jest-environment-options {"browserTimeZone": "Pacific/Honolulu"}
 */
import { configure, screen } from '@testing-library/react';
import type { OpenHouse } from '@estate/domain';
import { OpenHousePanel } from '@/features/openHouses/dashboard/components/OpenHousePanel';
import { answerApi, json, renderStaff, SIGNED_IN_AGENT } from '../../support/staffHarness';

// A staff member's browser in Honolulu (UTC-10) reads the door code's expiry on Cincinnati's clocks.
configure({ defaultHidden: true });
afterEach(() => jest.restoreAllMocks());

const OPEN_HOUSE: OpenHouse = {
  OpenHouseKey: 'oh1',
  ListingKey: 'p1',
  OpenHouseDate: '2026-12-06',
  // 1 to 3 PM in Cincinnati (EST); the door's code lasts four hours more, until 7 PM there.
  OpenHouseStartTime: '2026-12-06T18:00:00.000Z',
  OpenHouseEndTime: '2026-12-06T20:00:00.000Z',
  OpenHouseType: 'Public',
  OpenHouseStatus: 'Active',
  ShowingAgentKey: SIGNED_IN_AGENT.id,
  capacity: 20,
  going: 0,
  waitlisted: 0,
  invitations: 0,
  ModificationTimestamp: '2026-11-20T15:00:00.000Z',
  listing: { id: 'p1', title: 'Observatory Hill Colonial', address: '3 Observatory Ave', neighborhood: 'Hyde Park' },
};

describe("the door's check-in code (docs/product/open-houses.md#open-houses)", () => {
  it("says until when it is valid in Cincinnati time, whatever the staff browser's zone", async () => {
    // The test's browser is in Honolulu: the same instant is 2 PM there.
    expect(new Date('2026-12-07T00:00:00.000Z').getHours()).toBe(14);
    answerApi({
      'GET /api/user': () => json(SIGNED_IN_AGENT),
      'GET /api/admin/open-houses/oh1/door': () =>
        json({ url: 'http://localhost/open-houses/oh1/check-in?door=t', expiresAt: '2026-12-07T00:00:00.000Z' }),
    });
    renderStaff(<OpenHousePanel openHouse={OPEN_HOUSE} />);

    expect(await screen.findByText(/^Valid until/)).toHaveTextContent('Valid until December 6, 2026 at 7:00 PM (Cincinnati time)');
  });
});
