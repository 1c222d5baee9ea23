import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { DEFAULT_SHOWING_HOURS, type ShowingAvailability, type WeeklyHours } from '@estate/domain';
import ShowingsTab from '@/features/showings/dashboard/components/ShowingsTab';
import { fastUserEvent } from '../../support/leadFormHarness';
import { answerApi, buttonIn, callsTo, json, renderStaff, SIGNED_IN_AGENT } from '../../support/staffHarness';

/** docs/product/dashboard.md#showings-tab: My showing hours, the member's weekly openings. */
configure({ defaultHidden: true });
const userEvent = fastUserEvent();
afterEach(() => jest.restoreAllMocks());

const AVAILABILITY = '/api/showings/availability';
const HOURS = `${AVAILABILITY}/hours`;
const DEFAULT_RULE =
  'Until you save your own hours, these apply, in Cincinnati time: Monday to Saturday, 9:00 AM to 6:00 PM; ' +
  'the last showing starts at 5:00 PM. Each showing lasts an hour and must fit inside an opening.';

/** The Showings tab of an agent whose availability is `availability`; `more` adds or overrides answers. */
function renderTab(availability: ShowingAvailability, more: Parameters<typeof answerApi>[0] = {}) {
  const fetch = answerApi({
    'GET /api/user': () => json(SIGNED_IN_AGENT),
    'GET /api/showings': () => json([]),
    'GET /api/calendar/feed': () => json({ url: 'http://localhost/api/calendar/token.ics' }),
    [`GET ${AVAILABILITY}`]: () => json(availability),
    ...more,
  });
  renderStaff(<ShowingsTab />);
  return fetch;
}

const editor = () => screen.findByRole('form', { name: 'Weekly showing hours' });
const day = (form: HTMLElement, name: string) => within(form).getByRole('group', { name });
const time = (form: HTMLElement, which: 'From' | 'To', dayName: string, opening: number) =>
  within(form).getByLabelText(`${which} (${dayName}, opening ${opening})`);

describe('the showing hours editor', () => {
  it('states the default rule from the same hours its fields show, the opening hours and the last showing', async () => {
    renderTab({ hours: DEFAULT_SHOWING_HOURS, blocked: [], customHours: false });
    const form = await editor();
    expect(within(form).getByText(DEFAULT_RULE)).toBeInTheDocument();
    for (const name of ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday']) {
      expect(time(form, 'From', name, 1)).toHaveValue('09:00');
      expect(time(form, 'To', name, 1)).toHaveValue('18:00');
    }
    expect(within(day(form, 'Sunday')).getByText('No showings')).toBeInTheDocument();
    const legends = within(form)
      .getAllByRole('group')
      .map((group) => group.querySelector('legend')?.textContent);
    expect(legends).toEqual(['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday']);
  });

  it("states a member's own hours as saved", async () => {
    const hours: WeeklyHours = { ...DEFAULT_SHOWING_HOURS, saturday: [{ from: '10:00', to: '14:00' }] };
    renderTab({ hours, blocked: [], customHours: true });
    const form = await editor();
    expect(
      within(form).getByText(
        'Your hours, in Cincinnati time: Monday to Friday, 9:00 AM to 6:00 PM (the last showing starts at 5:00 PM); ' +
          'Saturday, 10:00 AM to 2:00 PM (the last showing starts at 1:00 PM). Each showing lasts an hour and must fit inside an opening.',
      ),
    ).toBeInTheDocument();
    expect(time(form, 'To', 'Saturday', 1)).toHaveValue('14:00');
  });

  it('edits the openings, saves them with PUT /api/showings/availability/hours and says so', async () => {
    const fetch = renderTab(
      { hours: DEFAULT_SHOWING_HOURS, blocked: [], customHours: false },
      { [`PUT ${HOURS}`]: (body) => json({ ...(body as object), blocked: [], customHours: true }) },
    );
    const form = await editor();
    await userEvent.click(buttonIn(within(day(form, 'Saturday')), 'Remove'));
    expect(within(day(form, 'Saturday')).getByText('No showings')).toBeInTheDocument();
    await userEvent.click(buttonIn(within(day(form, 'Sunday')), 'Add opening'));
    fireEvent.change(time(form, 'From', 'Sunday', 1), { target: { value: '12:00' } });
    fireEvent.change(time(form, 'To', 'Sunday', 1), { target: { value: '16:00' } });
    await userEvent.click(buttonIn(within(day(form, 'Monday')), 'Add opening'));
    fireEvent.change(time(form, 'From', 'Monday', 2), { target: { value: '19:00' } });
    fireEvent.change(time(form, 'To', 'Monday', 2), { target: { value: '21:00' } });
    fireEvent.change(time(form, 'From', 'Monday', 1), { target: { value: '08:30' } });

    await userEvent.click(buttonIn(within(form), 'Save hours'));
    expect(await screen.findByText('Showing hours saved')).toBeInTheDocument();
    expect(screen.getByText('The showing form offers these hours from now on.')).toBeInTheDocument();
    const weekday = [{ from: '09:00', to: '18:00' }];
    expect(callsTo(fetch, 'PUT', HOURS)).toEqual([
      [
        HOURS,
        {
          hours: {
            sunday: [{ from: '12:00', to: '16:00' }],
            monday: [
              { from: '08:30', to: '18:00' },
              { from: '19:00', to: '21:00' },
            ],
            tuesday: weekday,
            wednesday: weekday,
            thursday: weekday,
            friday: weekday,
            saturday: [],
          },
        },
      ],
    ]);
  });

  it('offers Add opening until a day has four', async () => {
    renderTab({ hours: DEFAULT_SHOWING_HOURS, blocked: [], customHours: false });
    const monday = day(await editor(), 'Monday');
    for (let count = 1; count < 4; count += 1) await userEvent.click(buttonIn(within(monday), 'Add opening'));
    expect(within(monday).getAllByText('Remove')).toHaveLength(4);
    expect(within(monday).queryByText('Add opening')).not.toBeInTheDocument();
  });

  it("refuses an opening that ends before it starts and overlapping openings with the schema's messages, at their day", async () => {
    const fetch = renderTab({ hours: DEFAULT_SHOWING_HOURS, blocked: [], customHours: false });
    const form = await editor();
    fireEvent.change(time(form, 'To', 'Tuesday', 1), { target: { value: '08:00' } });
    await userEvent.click(buttonIn(within(day(form, 'Thursday')), 'Add opening'));
    await userEvent.click(buttonIn(within(form), 'Save hours'));

    const tuesday = day(form, 'Tuesday');
    expect(await within(tuesday).findByText('Each opening must end after it starts')).toBeInTheDocument();
    expect(tuesday).toHaveAccessibleDescription('Each opening must end after it starts');
    expect(day(form, 'Thursday')).toHaveAccessibleDescription("Thursday's openings must not overlap");
    await waitFor(() => expect(time(form, 'From', 'Tuesday', 1)).toHaveFocus());
    expect(callsTo(fetch, 'PUT', HOURS)).toEqual([]);

    // Checked again on each change once submitted: mending Tuesday clears its message.
    fireEvent.change(time(form, 'To', 'Tuesday', 1), { target: { value: '17:00' } });
    await waitFor(() => expect(within(tuesday).queryByText('Each opening must end after it starts')).not.toBeInTheDocument());
  });

  it('says a time left unfinished at its field', async () => {
    renderTab({ hours: DEFAULT_SHOWING_HOURS, blocked: [], customHours: false });
    const form = await editor();
    fireEvent.change(time(form, 'From', 'Wednesday', 1), { target: { value: '' } });
    await userEvent.click(buttonIn(within(form), 'Save hours'));
    await waitFor(() =>
      expect(time(form, 'From', 'Wednesday', 1)).toHaveAccessibleDescription('Times must be written as HH:mm, from 00:00 to 24:00'),
    );
    expect(time(form, 'From', 'Wednesday', 1)).toHaveFocus();
  });

  it("toasts 'Failed to save the showing hours' with the server's reason", async () => {
    renderTab(
      { hours: DEFAULT_SHOWING_HOURS, blocked: [], customHours: false },
      { [`PUT ${HOURS}`]: () => json({ message: 'Weekly hours are missing' }, 400) },
    );
    await userEvent.click(buttonIn(within(await editor()), 'Save hours'));
    expect(await screen.findByText('Failed to save the showing hours')).toBeInTheDocument();
    expect(screen.getByText('Weekly hours are missing')).toBeInTheDocument();
  });
});
