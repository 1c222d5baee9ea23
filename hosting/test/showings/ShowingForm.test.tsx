import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel, type UserEvent } from '@testing-library/user-event';
import { SHOWING_TIME_SLOTS, type Property, type SlotUnavailability } from '@estate/domain';
import { ShowingForm } from '@/features/showings/components/ShowingForm';
import { hydeParkHome } from '../support/fixtures/contentPages';
import { mlsListing } from '../support/fixtures/homeContent';
import { renderWithProviders } from '../support/renderWithProviders';

const condo: Property = {
  ...hydeParkHome,
  id: 'hyde-park-square-condo',
  title: 'Condo on Hyde Park Square',
  address: '3435 Edwards Rd, Cincinnati, OH 45208',
};
const estate = hydeParkHome;
const optionLabel = (property: Property) => `${property.title} - ${property.address}`;

// Wednesday 18 November 2026, 10:00 local time: the 17th is past, the 22nd a Sunday, the 23rd a Monday.
const NOW = new Date(2026, 10, 18, 10);

// antd's select and calendar popups are slow to render in jsdom; a whole form takes a while.

let user: UserEvent;
beforeEach(() => {
  jest.useFakeTimers({ now: NOW, advanceTimers: true });
  // Skipping the pointer-events check spares a getComputedStyle per ancestor on every click (antd's styles make it slow).
  user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime, pointerEventsCheck: PointerEventsCheckLevel.Never });
});
afterEach(() => {
  jest.useRealTimers();
  jest.restoreAllMocks();
});

/** The day's slots as GET /api/showings/slots answers them: every one free but those given a reason. */
const slotsAnswer = (reasons: Record<string, SlotUnavailability> = {}) =>
  JSON.stringify({
    propertyId: 'any',
    date: '2026-11-23',
    slots: SHOWING_TIME_SLOTS.map((time) => ({
      time,
      start: '2026-11-23T14:00:00.000Z',
      available: !reasons[time],
      ...(reasons[time] ? { reason: reasons[time] } : {}),
    })),
  });

/** GET /api/properties answers the two listings, GET /api/showings/slots `slots()`; POST /api/showings answers `lead()`. */
function mockApi(
  lead: () => Promise<Response> = async () => new Response('{"id":"lead-1"}', { status: 201 }),
  slots: () => string = () => slotsAnswer(),
) {
  return jest.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    if (String(input) === '/api/showings' && init?.method === 'POST') return lead();
    if (String(input).startsWith('/api/showings/slots')) return new Response(slots(), { status: 200 });
    return new Response(JSON.stringify([estate, condo]), { status: 200, headers: { 'Content-Type': 'application/json' } });
  });
}

/** The submit button by its text (role queries are slow over antd's styled DOM). */
const submitButton = (label = 'Schedule Showing') => screen.getByText(label).closest('button')!;

/** The requests the form sent to its own route (docs/product/showings.md#schedule-a-showing). */
const leadCalls = (fetch: jest.SpyInstance) =>
  fetch.mock.calls.filter(([url, init]) => String(url) === '/api/showings' && init?.method === 'POST');

/** Opens an antd select and clicks one of its options (the popup is tied to the control's id). */
async function choose(label: string, option: string) {
  const control = screen.getByLabelText(label);
  await user.click(control);
  const popup = await waitFor(() => {
    const list = document.getElementById(`${control.id}_list`)?.closest<HTMLElement>('.ant-select-dropdown');
    if (!list) throw new Error(`${label} did not open`);
    return list;
  });
  await user.click(await within(popup).findByTitle(option));
}

/** Opens an antd select and answers the titles of its options, once `expected` is among them. */
async function optionTitles(label: string, expected: string) {
  const control = screen.getByLabelText(label);
  await user.click(control);
  const popup = await waitFor(() => document.getElementById(`${control.id}_list`)!.closest<HTMLElement>('.ant-select-dropdown')!);
  await within(popup).findByTitle(expected);
  const titles = [...popup.querySelectorAll('.ant-select-item-option')].map((option) => option.getAttribute('title'));
  await user.keyboard('{Escape}');
  return titles;
}

/** Opens the date picker and answers its cell for a day ('YYYY-MM-DD'). */
async function calendarCell(day: string) {
  await user.click(screen.getByLabelText('Preferred Date'));
  return waitFor(() => {
    const cell = document.querySelector<HTMLElement>(`.ant-picker-dropdown td[title="${day}"]`);
    if (!cell) throw new Error(`no calendar cell for ${day}`);
    return cell;
  });
}

async function fill(label: string, text: string) {
  await user.click(screen.getByLabelText(label));
  await user.paste(text);
}

async function fillContact() {
  await fill('Full Name', 'Dana Whitfield');
  await fill('Phone Number', '5135550199');
  await fill('Email Address', 'dana@example.com');
}

async function pickDateAndTime() {
  await user.click(await calendarCell('2026-11-23'));
  await choose('Preferred Time', '2:00 PM');
}

describe('ShowingForm', () => {
  it('shows each documented message on submit, focuses the first invalid field and sends nothing', async () => {
    const fetch = mockApi();
    renderWithProviders(<ShowingForm />);
    await user.click(submitButton());

    expect(await screen.findByText('Name is required')).toBeInTheDocument();
    expect(screen.getByText('Valid phone number is required')).toBeInTheDocument();
    expect(screen.getByText('Invalid email address')).toBeInTheDocument();
    expect(screen.getByText('Please select a date')).toBeInTheDocument();
    expect(screen.getByText('Please select a time')).toBeInTheDocument();
    expect(screen.getByLabelText('Full Name')).toHaveFocus();
    for (const label of ['Preferred Date', 'Preferred Time']) {
      expect(screen.getByLabelText(label)).toHaveAttribute('aria-invalid', 'true');
    }
    expect(screen.getByLabelText('Preferred Date')).toHaveAccessibleDescription('Please select a date');
    expect(leadCalls(fetch)).toHaveLength(0);
  });

  it('re-validates on change after the first submit', async () => {
    mockApi();
    renderWithProviders(<ShowingForm />);
    await user.click(submitButton());
    expect(await screen.findByText('Please select a time')).toBeInTheDocument();
    await choose('Preferred Time', '9:00 AM');
    await waitFor(() => expect(screen.queryByText('Please select a time')).not.toBeInTheDocument());
  });

  it('offers every property as title and address, the 9 hourly slots, and a blank choice for a general consultation', async () => {
    mockApi();
    renderWithProviders(<ShowingForm />);
    expect(screen.getByText('General consultation')).toBeInTheDocument();
    // Ordered by title.
    expect(await optionTitles('Property of Interest (Optional)', optionLabel(estate))).toEqual([optionLabel(condo), optionLabel(estate)]);
    expect(await optionTitles('Preferred Time', '5:00 PM')).toEqual([...SHOWING_TIME_SLOTS]);
  });

  it('disables past days and Sundays in the calendar', async () => {
    mockApi();
    renderWithProviders(<ShowingForm />);
    expect(await calendarCell('2026-11-17')).toHaveClass('ant-picker-cell-disabled');
    expect(await calendarCell('2026-11-22')).toHaveClass('ant-picker-cell-disabled');
    expect(await calendarCell('2026-11-18')).not.toHaveClass('ant-picker-cell-disabled');
    expect(await calendarCell('2026-11-23')).not.toHaveClass('ant-picker-cell-disabled');
    expect(await calendarCell('2026-11-28')).not.toHaveClass('ant-picker-cell-disabled');
  });

  it('refuses a Sunday typed into the date box, and takes a Monday', async () => {
    mockApi();
    renderWithProviders(<ShowingForm />);
    await fill('Preferred Date', '2026-11-22');
    await user.keyboard('{Enter}');
    await user.click(submitButton());
    expect(await screen.findByText('Please select a date')).toBeInTheDocument();

    await user.clear(screen.getByLabelText('Preferred Date'));
    await fill('Preferred Date', '2026-11-23');
    await user.keyboard('{Enter}');
    await waitFor(() => expect(screen.queryByText('Please select a date')).not.toBeInTheDocument());
    expect(screen.getByLabelText('Preferred Date')).toHaveValue('November 23, 2026');
  });

  it('sends the documented payload to POST /api/showings with the composed message and an idempotency key, shows the pending label, then resets and toasts', async () => {
    let answer: (response: Response) => void = () => {};
    const fetch = mockApi(() => new Promise((resolve) => (answer = resolve)));
    renderWithProviders(<ShowingForm />);
    await fillContact();
    await choose('Property of Interest (Optional)', optionLabel(condo));
    await pickDateAndTime();
    await fill('Additional Information (Optional)', 'We have a dog.');
    await user.click(submitButton());

    expect(await screen.findByText('Submitting...')).toBeInTheDocument();
    expect(submitButton('Submitting...')).toBeDisabled();
    const [[url, init]] = leadCalls(fetch);
    expect(url).toBe('/api/showings');
    expect(init?.method).toBe('POST');
    expect(JSON.parse(String(init?.body))).toEqual({
      name: 'Dana Whitfield',
      email: 'dana@example.com',
      phone: '5135550199',
      message:
        'Property: hyde-park-square-condo\nPreferred date: 2026-11-23\nPreferred time: 2:00 PM\nAdditional information: We have a dog.',
      interest: 'buying',
      propertyId: 'hyde-park-square-condo',
      preferredDate: '2026-11-23',
      preferredTime: '2:00 PM',
      website: '',
    });
    expect((init?.headers as Record<string, string>)['Idempotency-Key']).toMatch(/^[0-9a-f-]{36}$/);

    answer(new Response('{"id":"lead-1"}', { status: 201 }));
    expect(await screen.findByText('Showing Scheduled!')).toBeInTheDocument();
    expect(screen.getByText("We'll confirm your appointment shortly via email and phone.")).toBeInTheDocument();
    expect(screen.getByLabelText('Full Name')).toHaveValue('');
    expect(screen.getByLabelText('Preferred Date')).toHaveValue('');
    expect(screen.getByLabelText('Additional Information (Optional)')).toHaveValue('');
  });

  it('sends no propertyId and "Not specified" for a general consultation', async () => {
    const fetch = mockApi();
    renderWithProviders(<ShowingForm />);
    await fillContact();
    await pickDateAndTime();
    await user.click(submitButton());

    expect(await screen.findByText('Showing Scheduled!')).toBeInTheDocument();
    const payload = JSON.parse(String(leadCalls(fetch)[0]![1]?.body)) as Record<string, unknown>;
    expect(payload).not.toHaveProperty('propertyId');
    expect(payload.message).toBe(
      'Property: Not specified\nPreferred date: 2026-11-23\nPreferred time: 2:00 PM\nAdditional information: None',
    );
  });

  it('preselects the property it is given', async () => {
    mockApi();
    renderWithProviders(<ShowingForm propertyId={condo.id} />);
    const select = screen.getByLabelText('Property of Interest (Optional)').closest<HTMLElement>('.ant-select')!;
    expect(await within(select).findByText(optionLabel(condo))).toBeInTheDocument();
  });

  it("lists the agency's own homes, and adds the MLS listing it was opened from, preselected", async () => {
    const fetch = jest.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
      const body = String(input) === `/api/properties/${encodeURIComponent(mlsListing.id)}` ? mlsListing : [estate, condo];
      return new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json' } });
    });
    renderWithProviders(<ShowingForm propertyId={mlsListing.id} />);
    const select = screen.getByLabelText('Property of Interest (Optional)').closest<HTMLElement>('.ant-select')!;
    expect(await within(select).findByText(optionLabel(mlsListing))).toBeInTheDocument();
    expect(fetch.mock.calls.map(([url]) => String(url))).toEqual([
      '/api/properties?source=agency&limit=50',
      `/api/properties/${encodeURIComponent(mlsListing.id)}`,
    ]);
    expect(await optionTitles('Property of Interest (Optional)', optionLabel(estate))).toEqual([
      optionLabel(mlsListing),
      optionLabel(condo),
      optionLabel(estate),
    ]);
  });

  it('keeps the values and the idempotency key after a failure, and shows the documented failure toast', async () => {
    const fetch = mockApi(async () => new Response('{"message":"boom"}', { status: 500 }));
    renderWithProviders(<ShowingForm />);
    await fillContact();
    await pickDateAndTime();
    await user.click(submitButton());

    expect(await screen.findByText('Something went wrong')).toBeInTheDocument();
    expect(screen.getByText('Please try again later or contact us directly.')).toBeInTheDocument();
    expect(screen.getByLabelText('Full Name')).toHaveValue('Dana Whitfield');

    await user.click(submitButton());
    await waitFor(() => expect(leadCalls(fetch)).toHaveLength(2));
    const key = (call: number) => (leadCalls(fetch)[call]![1]?.headers as Record<string, string>)['Idempotency-Key'];
    expect(key(1)).toBe(key(0));
  });

  it("greys out the times the listing's agent cannot take on the chosen day, each with its reason for screen readers", async () => {
    const fetch = mockApi(undefined, () => slotsAnswer({ '10:00 AM': 'booked', '5:00 PM': 'outside_hours' }));
    renderWithProviders(<ShowingForm propertyId={condo.id} />);
    await user.click(await calendarCell('2026-11-23'));
    expect(await screen.findByText('Times shown greyed out are taken or outside the agent’s showing hours.')).toBeInTheDocument();
    const slotCalls = fetch.mock.calls.filter(([url]) => String(url).startsWith('/api/showings/slots'));
    expect(String(slotCalls.at(-1)![0])).toBe('/api/showings/slots?propertyId=hyde-park-square-condo&date=2026-11-23');

    const control = screen.getByLabelText('Preferred Time');
    await user.click(control);
    const popup = await waitFor(() => document.getElementById(`${control.id}_list`)!.closest<HTMLElement>('.ant-select-dropdown')!);
    expect(await within(popup).findByTitle('10:00 AM')).toHaveClass('ant-select-item-option-disabled');
    expect(within(popup).getByTitle('11:00 AM')).not.toHaveClass('ant-select-item-option-disabled');
    // The listbox screen readers read names each slot, with the reason after an unavailable one.
    const listbox = document.getElementById(`${control.id}_list`)!;
    expect(within(listbox).getByLabelText('10:00 AM, unavailable: already booked')).toBeInTheDocument();
  });

  it('shows a slot refused when sending (just taken) under the time, and reads the slots again', async () => {
    let taken = false;
    const fetch = mockApi(
      async () => {
        taken = true;
        return new Response('{"message":"This time was just taken. Please choose another."}', { status: 409 });
      },
      () => slotsAnswer(taken ? { '2:00 PM': 'booked' } : {}),
    );
    renderWithProviders(<ShowingForm propertyId={condo.id} />);
    await fillContact();
    await pickDateAndTime();
    await user.click(submitButton());
    expect(await screen.findByText('This time was just taken. Please choose another.')).toBeInTheDocument();
    expect(screen.getByText('Something went wrong')).toBeInTheDocument();
    await waitFor(() =>
      expect(fetch.mock.calls.filter(([url]) => String(url).startsWith('/api/showings/slots')).length).toBeGreaterThan(1),
    );
  });
});
