import { configure, screen, waitFor, within } from '@testing-library/react';
import { agencyToday } from '@estate/domain';
import {
  bungalow,
  buttonIn,
  callsTo,
  clickWhenListed,
  condo,
  cottage,
  dialogTitled,
  estate,
  json,
  renderTab,
  stubListingsApi,
  user,
} from '../../support/listingsHarness';

// Role queries skip the visibility check, slow in jsdom under antd's styles.
configure({ defaultHidden: true });

afterEach(() => jest.restoreAllMocks());

const STATUS_CALLS = /^\/api\/properties\/[^/]+\/status$/;
const LIST_CALLS = /^\/api\/properties\?/;

/** Opens Change status for this listing and answers its dialog. */
async function openMove(title: string) {
  await clickWhenListed(`Change status of ${title}`);
  return waitFor(() => dialogTitled(`Change status: ${title}`));
}

/** The moves offered, by their labels, in order. */
const choices = (dialog: HTMLElement) =>
  [...dialog.querySelectorAll<HTMLInputElement>('input[type="radio"]')].map((radio) => radio.closest('label')!.textContent);

/** Types a day into the date box, replacing the one there. */
async function typeDate(label: string, day: string) {
  await user.clear(screen.getByLabelText(label));
  await user.click(screen.getByLabelText(label));
  await user.paste(day);
  await user.keyboard('{Enter}');
}

describe('Change status', () => {
  it("offers the listing's possible moves by name, dated today in Cincinnati, with the date's name following the move", async () => {
    stubListingsApi();
    renderTab();
    const dialog = await openMove(estate.title);
    expect(within(dialog).getByRole('radiogroup', { name: 'New status' })).toBeInTheDocument();
    expect(choices(dialog)).toEqual(['Under contract', 'Pending', 'Sold', 'Withdrawn', 'Expired', 'Canceled']);
    expect(dialog).toHaveTextContent('Status nowActive');
    expect(dialog).toHaveTextContent('Listing dateNovember 18, 2026');
    expect(screen.getByLabelText('Date')).toBeInTheDocument();
    expect(screen.queryByLabelText('Close price')).not.toBeInTheDocument();

    await user.click(screen.getByLabelText('Under contract'));
    expect(screen.getByLabelText('Purchase contract date')).toHaveValue(
      new Date(`${agencyToday()}T12:00:00Z`).toLocaleDateString('en-US', { month: 'long', day: 'numeric', year: 'numeric' }),
    );
    await user.click(screen.getByLabelText('Sold'));
    expect(screen.getByLabelText('Close date')).toBeInTheDocument();
    expect(screen.getByLabelText('Close price')).toBeInTheDocument();
    await user.click(screen.getByLabelText('Withdrawn'));
    expect(screen.getByLabelText('Date')).toBeInTheDocument();
    expect(screen.queryByLabelText('Close price')).not.toBeInTheDocument();
  });

  it.each([
    [bungalow.title, ['On the market', 'Withdrawn', 'Canceled'], 'On the market', 'On-market date'],
    [cottage.title, ['Back on the market', 'Expired', 'Canceled'], 'Back on the market', 'On-market date'],
    [condo.title, ['Back on the market', 'Pending', 'Sold', 'Withdrawn', 'Canceled'], 'Pending', 'Purchase contract date'],
  ])('names the moves of %s', async (title, expected, choice, dateLabel) => {
    stubListingsApi({ listings: [estate, condo, cottage, bungalow] });
    renderTab();
    const dialog = await openMove(title);
    expect(choices(dialog)).toEqual(expected);
    await user.click(screen.getByLabelText(choice));
    expect(screen.getByLabelText(dateLabel)).toBeInTheDocument();
  });

  it('moves a listing under contract: POSTs the status and the day, toasts, closes and reloads the list', async () => {
    const fetch = stubListingsApi();
    renderTab();
    const dialog = await openMove(estate.title);
    await user.click(screen.getByLabelText('Under contract'));
    await typeDate('Purchase contract date', '2026-11-24');
    await user.click(buttonIn(dialog, 'Change status'));

    expect(await screen.findByText('Status changed to Under Contract')).toBeInTheDocument();
    expect(callsTo(fetch, 'POST', STATUS_CALLS)).toEqual([
      [`/api/properties/${estate.id}/status`, { StandardStatus: 'Active Under Contract', date: '2026-11-24' }],
    ]);
    await waitFor(() => expect(callsTo(fetch, 'GET', LIST_CALLS)).toHaveLength(2));
    await waitFor(() => expect(document.querySelector('.ant-modal-title')).toBeNull());
  });

  it("refuses a sale without its close price, with the API's message, then sends the close price", async () => {
    const fetch = stubListingsApi();
    renderTab();
    const dialog = await openMove(estate.title);
    await user.click(screen.getByLabelText('Sold'));
    await user.click(buttonIn(dialog, 'Change status'));

    expect(await within(dialog).findByText('A sale needs its close price')).toBeInTheDocument();
    expect(screen.getByLabelText('Close price')).toHaveAccessibleDescription('A sale needs its close price');
    expect(screen.getByLabelText('Close price')).toHaveFocus();
    expect(callsTo(fetch, 'POST', STATUS_CALLS)).toEqual([]);

    await user.click(screen.getByLabelText('Close price'));
    await user.paste('2400000');
    await user.click(buttonIn(dialog, 'Change status'));
    expect(await screen.findByText('Status changed to Sold')).toBeInTheDocument();
    expect(callsTo(fetch, 'POST', STATUS_CALLS)).toEqual([
      [`/api/properties/${estate.id}/status`, { StandardStatus: 'Closed', date: agencyToday(), ClosePrice: 2400000 }],
    ]);
  });

  it('asks for a move before sending, and refuses a close date before the listing date with the same message as the API', async () => {
    const fetch = stubListingsApi();
    renderTab();
    const dialog = await openMove(estate.title);
    await user.click(buttonIn(dialog, 'Change status'));
    expect(await within(dialog).findByText('Choose the status to move to')).toBeInTheDocument();
    expect(within(dialog).getByRole('radiogroup')).toHaveAccessibleDescription('Choose the status to move to');

    await user.click(screen.getByLabelText('Sold'));
    await user.click(screen.getByLabelText('Close price'));
    await user.paste('2400000');
    await typeDate('Close date', '2026-11-17');
    await user.click(buttonIn(dialog, 'Change status'));
    expect(await within(dialog).findByText('The close date cannot be before the listing date')).toBeInTheDocument();
    expect(callsTo(fetch, 'POST', STATUS_CALLS)).toEqual([]);
  });

  it("shows the API's refusal in the dialog word for word, and stays open", async () => {
    const refusal = 'A sold listing cannot change its status; an admin can correct the sale';
    const fetch = stubListingsApi({ onMove: () => json(400, { message: refusal }) });
    renderTab();
    const dialog = await openMove(estate.title);
    await user.click(screen.getByLabelText('Withdrawn'));
    await user.click(buttonIn(dialog, 'Change status'));

    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent(refusal);
    expect(callsTo(fetch, 'POST', STATUS_CALLS)).toEqual([
      [`/api/properties/${estate.id}/status`, { StandardStatus: 'Withdrawn', date: agencyToday() }],
    ]);
    expect(dialogTitled(`Change status: ${estate.title}`)).toBeInTheDocument();
    expect(screen.queryByText('Status changed to Withdrawn')).not.toBeInTheDocument();
  });
});
