import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { DEFAULT_SHOWING_HOURS } from '@estate/domain';
import ShowingsTab from '@/features/showings/dashboard/components/ShowingsTab';
import { fastUserEvent } from '../../support/leadFormHarness';
import { answerApi, buttonIn, callsTo, json, renderStaff, SIGNED_IN_AGENT } from '../../support/staffHarness';

/** docs/product/dashboard.md#showings-tab: Blocked times, typed in Cincinnati time, each field with its own message. */
configure({ defaultHidden: true });
const userEvent = fastUserEvent();
afterEach(() => jest.restoreAllMocks());

const BLOCKED = '/api/showings/availability/blocked';

function renderTab() {
  return answerApi({
    'GET /api/user': () => json(SIGNED_IN_AGENT),
    'GET /api/showings': () => json([]),
    'GET /api/calendar/feed': () => json({ url: 'http://localhost/api/calendar/token.ics' }),
    'GET /api/showings/availability': () => json({ hours: DEFAULT_SHOWING_HOURS, blocked: [], customHours: false }),
    [`POST ${BLOCKED}`]: (body) => json({ id: 'away-1', ...(body as object) }, 201),
  });
}

describe('Blocked times', () => {
  it("tells a missing start at its field and focuses it, then adds the time as Cincinnati's instants", async () => {
    const fetch = renderTab();
    renderStaff(<ShowingsTab />);
    const form = await screen.findByRole('form', { name: 'Add a blocked time' });
    fireEvent.change(within(form).getByLabelText('To (Cincinnati time)'), { target: { value: '2030-05-06T12:00' } });
    await userEvent.click(buttonIn(within(form), 'Add blocked time'));
    const from = within(form).getByLabelText('From (Cincinnati time)');
    await waitFor(() => expect(from).toHaveAccessibleDescription('Please choose when the blocked time starts'));
    expect(from).toHaveFocus();
    expect(callsTo(fetch, 'POST', BLOCKED)).toEqual([]);

    fireEvent.change(from, { target: { value: '2030-05-06T10:00' } });
    await userEvent.type(within(form).getByLabelText('Note (optional)'), 'Closing in Mason');
    await userEvent.click(buttonIn(within(form), 'Add blocked time'));
    expect(await screen.findByText('Blocked time added')).toBeInTheDocument();
    expect(from).not.toHaveAccessibleDescription();
    expect(callsTo(fetch, 'POST', BLOCKED)).toEqual([
      [BLOCKED, { start: '2030-05-06T14:00:00.000Z', end: '2030-05-06T16:00:00.000Z', note: 'Closing in Mason' }],
    ]);
  });
});
