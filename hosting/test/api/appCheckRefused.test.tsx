import { configure, screen, waitFor, within } from '@testing-library/react';
import { APP_CHECK_HEADER, APP_CHECK_REFUSALS, APP_CHECK_TEXTS, LEAD_SEND_INTERRUPTED } from '@estate/domain';
import { SignInRequestForm } from '@/features/clients/account/components/SignInRequestForm';
import { ContactForm } from '@/features/leads/components/ContactForm';
import { CheckInScreen } from '@/features/openHouses/components/CheckInScreen';
import { RsvpForm } from '@/features/openHouses/components/RsvpForm';
import { FAKE_APP_CHECK_TOKENS } from '../support/fakeAppCheck';
import { fastUserEvent } from '../support/leadFormHarness';
import { renderWithProviders } from '../support/renderWithProviders';

/**
 * docs/product/leads.md#app-check: when the API refuses a form's App Check token (twice: the client
 * tries once more with a fresh one), the form says what happened and what to do, and keeps
 * what the visitor typed.
 */
configure({ defaultHidden: true });
const userEvent = fastUserEvent();

afterEach(() => {
  jest.restoreAllMocks();
  window.localStorage.clear();
});

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status });
const refused = () => json(401, { message: APP_CHECK_TEXTS.refused, code: APP_CHECK_REFUSALS.invalid });

/** Each answer once, in turn. */
const inTurn =
  (...answers: (() => Response)[]) =>
  () => {
    const next = answers.shift();
    if (!next) throw new Error('The test expected no more requests');
    return next();
  };

/** fetch answers every POST with `post()` (GETs with `read`), and records what each POST carried. */
function answeringPosts(post: () => Response, read: (url: string) => Response = () => json(404, { message: 'Not found' })) {
  const sent: { url: string; token: string | null; key: string | null }[] = [];
  jest.spyOn(globalThis, 'fetch').mockImplementation(async (url, init) => {
    if ((init?.method ?? 'GET') === 'GET') return read(String(url));
    const headers = new Headers(init?.headers);
    sent.push({ url: String(url), token: headers.get(APP_CHECK_HEADER), key: headers.get('Idempotency-Key') });
    return post();
  });
  return sent;
}

describe('a lead form App Check refuses', () => {
  it('explains, keeps what was typed, and sends the same lead again on the next try', async () => {
    const sent = answeringPosts(inTurn(refused, refused, () => json(201, { id: 'lead-1', message: 'Lead received' })));
    renderWithProviders(<ContactForm />);
    await userEvent.type(screen.getByLabelText('Name'), 'Jordan Price');
    await userEvent.type(screen.getByLabelText('Email'), 'jordan@example.com');
    await userEvent.type(screen.getByLabelText('Message'), 'Please call me about selling my condo.');
    await userEvent.click(screen.getByRole('button', { name: 'Send Message' }));

    const notice = (await screen.findByText(APP_CHECK_TEXTS.title)).closest<HTMLElement>('[role="alert"]')!;
    expect(within(notice).getByText(APP_CHECK_TEXTS.description)).toBeInTheDocument();
    expect(screen.queryByText(LEAD_SEND_INTERRUPTED.title)).not.toBeInTheDocument();
    expect(screen.getByLabelText('Name')).toHaveValue('Jordan Price');
    expect(screen.getByLabelText('Email')).toHaveValue('jordan@example.com');
    expect(screen.getByLabelText('Message')).toHaveValue('Please call me about selling my condo.');
    expect(sent.map(({ token }) => token)).toEqual([FAKE_APP_CHECK_TOKENS.kept, FAKE_APP_CHECK_TOKENS.fresh]);

    await userEvent.click(screen.getByRole('button', { name: LEAD_SEND_INTERRUPTED.retry }));
    expect(await screen.findByText('Message Sent!')).toBeInTheDocument();
    expect(new Set(sent.map(({ key }) => key)).size).toBe(1);
    expect(screen.queryByText(APP_CHECK_TEXTS.title)).not.toBeInTheDocument();
    expect(screen.getByLabelText('Name')).toHaveValue('');
  });
});

describe('the RSVP form App Check refuses', () => {
  it("shows the API's explanation and keeps the reply", async () => {
    answeringPosts(inTurn(refused, refused));
    renderWithProviders(<RsvpForm openHouseId="oh-1" />);
    await userEvent.type(screen.getByLabelText('Full Name'), 'Jordan Hale');
    await userEvent.type(screen.getByLabelText('Email Address'), 'jordan@example.com');
    await userEvent.type(screen.getByLabelText('Phone Number'), '513-555-0199');
    await userEvent.click(screen.getByRole('button', { name: /RSVP/ }));
    expect(await screen.findByRole('alert')).toHaveTextContent(APP_CHECK_TEXTS.refused);
    expect(screen.getByLabelText('Full Name')).toHaveValue('Jordan Hale');
    expect(screen.getByLabelText('Email Address')).toHaveValue('jordan@example.com');
  });
});

describe('the sign-in form App Check refuses', () => {
  it("shows the API's explanation and keeps the address", async () => {
    answeringPosts(inTurn(refused, refused));
    renderWithProviders(<SignInRequestForm />);
    await userEvent.type(screen.getByLabelText('Email'), 'client@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Email me a sign-in link' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(APP_CHECK_TEXTS.refused);
    expect(screen.getByLabelText('Email')).toHaveValue('client@example.com');
  });
});

describe('a check-in App Check refuses', () => {
  const door = { listing: { title: 'Erie Avenue Colonial' }, clock: { day: '2030-05-06', start: '13:00', end: '15:00' } };

  it('keeps it on the device, says so, and sends it once App Check passes', async () => {
    // Refused however often the queue tries, until the test lets App Check pass.
    let passes = false;
    const sent = answeringPosts(
      () => (passes ? json(201, { id: 'c1', leadId: 'l1', message: 'Welcome, Jordan Hale! You’re checked in.' }) : refused()),
      () => json(200, door),
    );
    renderWithProviders(<CheckInScreen openHouseId="oh-1" door="door-code" />);
    await userEvent.type(await screen.findByLabelText('Full Name'), 'Jordan Hale');
    await userEvent.type(screen.getByLabelText('Email Address'), 'jordan@example.com');
    await userEvent.type(screen.getByLabelText('Phone Number'), '513-555-0199');
    await userEvent.click(screen.getByRole('button', { name: 'Check in' }));

    expect(await screen.findByText(APP_CHECK_TEXTS.checkInKept)).toBeInTheDocument();
    expect(screen.getByTestId('check-ins-waiting')).toHaveTextContent('1 check-in waiting to be sent');
    expect(window.localStorage.getItem('qce.openHouseCheckIns')).toContain('Jordan Hale');

    // The queue's next try (the connection's return, or its timer) sends the same check-in.
    passes = true;
    window.dispatchEvent(new Event('online'));
    expect(await screen.findByText('Welcome, Jordan Hale! You’re checked in.')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('check-ins-waiting')).toHaveTextContent('Every check-in is sent.'));
    expect(new Set(sent.map(({ key }) => key)).size).toBe(1);
  });
});
