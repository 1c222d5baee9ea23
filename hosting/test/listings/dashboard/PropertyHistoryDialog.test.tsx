import { configure, screen, waitFor, within } from '@testing-library/react';
import type { ListingEvent } from '@estate/domain';
import {
  buttonIn,
  callsTo,
  clickWhenListed,
  dialogTitled,
  estate,
  json,
  renderTab,
  stubListingsApi,
  tudor,
  tudorEvents,
  user,
} from '../../support/listingsHarness';

// Role queries skip the visibility check, slow in jsdom under antd's styles.
configure({ defaultHidden: true });

afterEach(() => jest.restoreAllMocks());

const EVENTS_CALLS = /^\/api\/properties\/[^/]+\/events$/;
const CORRECTION_CALLS = /^\/api\/properties\/[^/]+\/history\/[^/]+\/corrections$/;
const LIST_CALLS = /^\/api\/properties\?/;

/** The estate's history: its listing entry alone. */
const estateEvents: ListingEvent[] = [{ ...tudorEvents[0]!, id: 'estate-listed', date: '2026-11-18', listPrice: 2450000 }];

function stubHistories(options: Parameters<typeof stubListingsApi>[0] = {}) {
  return stubListingsApi({ events: { [tudor.id]: tudorEvents, [estate.id]: estateEvents }, ...options });
}

async function openHistory(title: string) {
  await clickWhenListed(`History of ${title}`);
  return waitFor(() => dialogTitled(`History: ${title}`));
}

/** The history's rows, each as its cells' texts. */
async function historyRows(dialog: HTMLElement) {
  await waitFor(() => expect(dialog.querySelectorAll('tbody tr[data-row-key]').length).toBeGreaterThan(0));
  return [...dialog.querySelectorAll('tbody tr[data-row-key]')].map((row) =>
    [...row.querySelectorAll('td')].map((cell) => cell.textContent),
  );
}

async function openCorrection(name: string) {
  await user.click(screen.getByLabelText(name));
  return waitFor(() =>
    [...document.querySelectorAll<HTMLElement>('.ant-modal')].find((modal) => modal.textContent?.includes('Record correction'))!,
  );
}

describe('History', () => {
  it('lists every entry in recorded order: day, event, price, who, and what each correction changed and why', async () => {
    const fetch = stubHistories();
    renderTab();
    const dialog = await openHistory(tudor.title);
    expect(await historyRows(dialog)).toEqual([
      ['September 1, 2026', 'Listed', '$1,250,000', 'System', '', 'Correct'],
      ['October 1, 2026', 'Price reduced', '$1,195,000', 'Avery Sinclair', '', 'Correct'],
      ['October 20, 2026', 'Under contract', '$1,195,000', 'Avery Sinclair', '', 'Correct'],
      // The sale as its correction left it: the close price, on the corrected day.
      ['November 21, 2026', 'SoldCorrected', '$1,180,000', 'Avery Sinclair', '', 'Correct'],
      [
        'November 24, 2026',
        'Record corrected',
        '',
        'Avery Sinclair',
        'Corrects Sold of November 20, 2026: date from November 20, 2026 to November 21, 2026. Reason: The closing moved a day',
        '',
      ],
    ]);
    expect(callsTo(fetch, 'GET', EVENTS_CALLS).map(([url]) => url)).toEqual([`/api/properties/${tudor.id}/events`]);
    expect(screen.getByLabelText('Correct Sold of November 21, 2026').tagName).toBe('BUTTON');
  });

  it('offers to void only the latest entry, and never the listing entry', async () => {
    stubHistories();
    renderTab();
    await openHistory(tudor.title);
    await historyRows(dialogTitled(`History: ${tudor.title}`));

    let correction = await openCorrection('Correct Sold of November 21, 2026');
    expect(within(correction).getByLabelText('Void this entry')).toBeInTheDocument();
    expect(within(correction).getByLabelText('Corrected price')).toHaveValue('1180000');
    await user.click(buttonIn(correction, 'Cancel'));

    correction = await openCorrection('Correct Price reduced of October 1, 2026');
    expect(within(correction).queryByLabelText('Void this entry')).not.toBeInTheDocument();
    await user.click(buttonIn(correction, 'Cancel'));

    correction = await openCorrection('Correct Under contract of October 20, 2026');
    expect(within(correction).queryByLabelText('Void this entry')).not.toBeInTheDocument();
    // A move carries no price of its own to correct.
    expect(within(correction).queryByLabelText('Corrected price')).not.toBeInTheDocument();
  });

  it('never offers to void a listing entry, even when it is the only one', async () => {
    stubHistories();
    renderTab();
    const dialog = await openHistory(estate.title);
    expect(await historyRows(dialog)).toEqual([['November 18, 2026', 'Listed', '$2,450,000', 'System', '', 'Correct']]);
    const correction = await openCorrection('Correct Listed of November 18, 2026');
    expect(within(correction).queryByLabelText('Void this entry')).not.toBeInTheDocument();
    expect(within(correction).getByLabelText('Corrected date')).toBeInTheDocument();
  });

  it('corrects a sale price with a reason: POSTs what changed, toasts, and reloads the history and the list', async () => {
    const fetch = stubHistories();
    renderTab();
    await openHistory(tudor.title);
    await historyRows(dialogTitled(`History: ${tudor.title}`));
    const correction = await openCorrection('Correct Sold of November 21, 2026');
    expect(correction).toHaveTextContent('EntrySold, November 21, 2026, $1,180,000');

    await user.click(buttonIn(correction, 'Record correction'));
    expect(await within(correction).findByText('Say why the entry is corrected')).toBeInTheDocument();
    expect(within(correction).getByLabelText('Reason')).toHaveFocus();

    const price = within(correction).getByLabelText('Corrected price');
    await user.clear(price);
    await user.paste('1175000');
    await user.click(within(correction).getByLabelText('Reason'));
    await user.paste('The signed closing statement says $1,175,000');
    await user.click(buttonIn(correction, 'Record correction'));

    expect(await screen.findByText('Correction recorded')).toBeInTheDocument();
    expect(callsTo(fetch, 'POST', CORRECTION_CALLS)).toEqual([
      [`/api/properties/${tudor.id}/history/e4/corrections`, { price: 1175000, reason: 'The signed closing statement says $1,175,000' }],
    ]);
    await waitFor(() => expect(callsTo(fetch, 'GET', EVENTS_CALLS)).toHaveLength(2));
    await waitFor(() => expect(callsTo(fetch, 'GET', LIST_CALLS)).toHaveLength(2));
  });

  it('voids the latest entry: the day and price give way, and only the void and the reason are sent', async () => {
    const fetch = stubHistories();
    renderTab();
    await openHistory(tudor.title);
    await historyRows(dialogTitled(`History: ${tudor.title}`));
    const correction = await openCorrection('Correct Sold of November 21, 2026');
    const voids = within(correction).getByLabelText('Void this entry');
    expect(voids).toHaveAccessibleDescription(expect.stringContaining('Puts back what the entry changed'));
    await user.click(voids);
    expect(within(correction).queryByLabelText('Corrected date')).not.toBeInTheDocument();
    expect(within(correction).queryByLabelText('Corrected price')).not.toBeInTheDocument();
    await user.click(within(correction).getByLabelText('Reason'));
    await user.paste('Recorded on the wrong listing');
    await user.click(buttonIn(correction, 'Record correction'));

    expect(await screen.findByText('Entry voided')).toBeInTheDocument();
    expect(callsTo(fetch, 'POST', CORRECTION_CALLS)).toEqual([
      [`/api/properties/${tudor.id}/history/e4/corrections`, { voids: true, reason: 'Recorded on the wrong listing' }],
    ]);
  });

  it("says what to correct when nothing changed, and shows the API's refusal word for word", async () => {
    const refusal = 'The close date cannot be before the purchase contract date';
    const fetch = stubHistories({ onCorrect: () => json(400, { message: refusal }) });
    renderTab();
    await openHistory(tudor.title);
    await historyRows(dialogTitled(`History: ${tudor.title}`));
    const correction = await openCorrection('Correct Sold of November 21, 2026');
    await user.click(within(correction).getByLabelText('Reason'));
    await user.paste('Typo');
    await user.click(buttonIn(correction, 'Record correction'));
    expect(await within(correction).findByRole('alert')).toHaveTextContent('Say what to correct: the date, the price, or void the entry');
    expect(callsTo(fetch, 'POST', CORRECTION_CALLS)).toEqual([]);

    await user.clear(within(correction).getByLabelText('Corrected date'));
    await user.click(within(correction).getByLabelText('Corrected date'));
    await user.paste('2026-10-01');
    await user.keyboard('{Enter}');
    await user.click(buttonIn(correction, 'Record correction'));
    await waitFor(() => expect(within(correction).getByRole('alert')).toHaveTextContent(refusal));
    expect(callsTo(fetch, 'POST', CORRECTION_CALLS)).toEqual([
      [`/api/properties/${tudor.id}/history/e4/corrections`, { date: '2026-10-01', reason: 'Typo' }],
    ]);
    expect(screen.queryByText('Correction recorded')).not.toBeInTheDocument();
  });

  it('ends with what visitors said after showings and open houses, or that nobody has yet', async () => {
    stubHistories({
      feedback: {
        [tudor.id]: {
          count: 2,
          averageRating: 4.5,
          answers: [
            {
              visit: { kind: 'openHouse', id: 'oh-1' },
              listingId: tudor.id,
              name: 'Morgan Reed',
              rating: 5,
              comment: 'Wonderful garden',
              answeredAt: '2026-11-20T15:00:00.000Z',
            },
            {
              visit: { kind: 'showing', id: 's-1' },
              listingId: tudor.id,
              name: 'Jordan Lee',
              rating: 4,
              answeredAt: '2026-11-19T15:00:00.000Z',
            },
          ],
        },
      },
    });
    renderTab();
    const dialog = await openHistory(tudor.title);
    expect(await within(dialog).findByText(/Average/)).toHaveTextContent('Average 4.5 of 5 from 2 answers');
    expect(within(dialog).getByText('Morgan Reed, after the open house, November 20, 2026')).toBeInTheDocument();
    expect(within(dialog).getByText('“Wonderful garden”')).toBeInTheDocument();
    expect(within(dialog).getByText('Jordan Lee, after the showing, November 19, 2026')).toBeInTheDocument();
  });

  it('says when no visitor has rated the home yet', async () => {
    stubHistories();
    renderTab();
    const dialog = await openHistory(estate.title);
    expect(await within(dialog).findByText('No visitor has rated a showing or an open house of this home yet.')).toBeInTheDocument();
  });

  it('says when the history cannot be loaded, and loads it on Retry', async () => {
    let fail = true;
    stubHistories({ onEvents: () => (fail ? new Response('', { status: 503 }) : undefined) });
    renderTab();
    const dialog = await openHistory(tudor.title);
    expect(await within(dialog).findByText('Failed to load the history. Please try again later.')).toBeInTheDocument();
    fail = false;
    await user.click(buttonIn(within(dialog).getByRole('alert'), 'Retry'));
    expect(await historyRows(dialog)).toHaveLength(5);
  });
});
