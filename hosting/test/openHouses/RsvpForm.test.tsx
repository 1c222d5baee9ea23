import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { OPEN_HOUSE_TEXTS, type RsvpAnswer } from '@estate/domain';
import { RsvpForm } from '@/features/openHouses/components/RsvpForm';
import { renderWithProviders } from '../support/renderWithProviders';

/** docs/product/open-houses.md#open-houses: a visitor's RSVP, going or waitlisted, counted once however often it is sent. */
const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

afterEach(() => jest.restoreAllMocks());

const fill = async (partySize = '2') => {
  await userEvent.type(screen.getByLabelText('Full Name'), 'Jordan Hale');
  await userEvent.type(screen.getByLabelText('Email Address'), 'jordan@example.com');
  await userEvent.type(screen.getByLabelText('Phone Number'), '513-555-0199');
  const party = screen.getByLabelText(/^Party size/);
  await userEvent.clear(party);
  await userEvent.type(party, partySize);
};

const sent = (fetch: jest.SpyInstance) =>
  fetch.mock.calls.map(([url, init]) => ({
    url: String(url),
    key: new Headers((init as RequestInit).headers).get('Idempotency-Key'),
    body: JSON.parse(String((init as RequestInit).body)),
  }));

describe('the RSVP form', () => {
  it('sends the reply with a key, says the guest is on the waitlist when it is full, and replaces the form', async () => {
    const answer: RsvpAnswer = { id: 'r1', status: 'waitlisted', partySize: 2, message: OPEN_HOUSE_TEXTS.waitlisted };
    const fetch = jest.spyOn(globalThis, 'fetch').mockResolvedValue(json(201, answer));
    renderWithProviders(<RsvpForm openHouseId="oh-1" />);
    await fill();
    await userEvent.click(screen.getByRole('button', { name: /RSVP/ }));
    expect(await screen.findByRole('status')).toHaveTextContent(OPEN_HOUSE_TEXTS.waitlisted);
    expect(screen.queryByRole('form', { name: 'RSVP' })).not.toBeInTheDocument();
    expect(sent(fetch)).toEqual([
      {
        url: '/api/open-houses/oh-1/rsvps',
        key: expect.stringMatching(/^[0-9a-f-]{36}$/),
        body: { name: 'Jordan Hale', email: 'jordan@example.com', phone: '513-555-0199', partySize: 2 },
      },
    ]);
  });

  it('keeps the same key when a failed reply is sent again, and shows the server’s message', async () => {
    const fetch = jest
      .spyOn(globalThis, 'fetch')
      .mockResolvedValueOnce(json(503, { message: 'The service is busy. Please try again shortly.' }))
      .mockResolvedValueOnce(json(201, { id: 'r1', status: 'going', partySize: 2, message: OPEN_HOUSE_TEXTS.going('jordan@example.com') }));
    renderWithProviders(<RsvpForm openHouseId="oh-1" />);
    await fill();
    await userEvent.click(screen.getByRole('button', { name: /RSVP/ }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The service is busy. Please try again shortly.');
    await userEvent.click(screen.getByRole('button', { name: /RSVP/ }));
    expect(await screen.findByRole('status')).toHaveTextContent(OPEN_HOUSE_TEXTS.going('jordan@example.com'));
    const [first, second] = sent(fetch);
    expect(second!.key).toBe(first!.key);
  });

  it('refuses a party larger than allowed before sending anything', async () => {
    const fetch = jest.spyOn(globalThis, 'fetch');
    renderWithProviders(<RsvpForm openHouseId="oh-1" />);
    await fill('11');
    await userEvent.click(screen.getByRole('button', { name: /RSVP/ }));
    await waitFor(() => expect(screen.getByText(OPEN_HOUSE_TEXTS.partySize)).toBeInTheDocument());
    expect(fetch).not.toHaveBeenCalled();
  });
});
