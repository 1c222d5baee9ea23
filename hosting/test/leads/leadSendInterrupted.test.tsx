import { configure, screen, waitFor, within } from '@testing-library/react';
import { LEAD_SEND_INTERRUPTED } from '@estate/domain';
import { ContactForm } from '@/features/leads/components/ContactForm';
import { PopupLeadForm } from '@/features/leads/components/PopupLeadForm';
import { fastUserEvent } from '../support/leadFormHarness';
import { renderWithProviders } from '../support/renderWithProviders';

// Role queries skip the visibility check, slow in jsdom under antd's styles.
configure({ defaultHidden: true });
const userEvent = fastUserEvent();

afterEach(() => jest.restoreAllMocks());

const FAILURE_TOAST = 'Something went wrong';
const SUCCESS_TOAST = 'Message Sent!';

/** What POST /api/leads answers, call after call: a status, or a lost connection. */
function answering(...answers: (number | 'offline')[]) {
  return jest.spyOn(globalThis, 'fetch').mockImplementation(async () => {
    const answer = answers.shift();
    if (answer === undefined) throw new Error('The test expected no more requests');
    if (answer === 'offline') throw new TypeError('Failed to fetch');
    return new Response(JSON.stringify({ message: answer < 300 ? 'Lead received' : 'No' }), { status: answer });
  });
}

const keyOf = (fetch: jest.SpyInstance, call: number) =>
  ((fetch.mock.calls[call] as Parameters<typeof globalThis.fetch>)[1]?.headers as Record<string, string>)['Idempotency-Key'];

/** The notice above the button, when it shows. */
const notice = () => screen.queryByText(LEAD_SEND_INTERRUPTED.title)?.closest<HTMLElement>('[role="alert"]') ?? null;

async function fillContactForm() {
  await userEvent.type(screen.getByLabelText('Name'), 'Jordan Price');
  await userEvent.type(screen.getByLabelText('Email'), 'jordan@example.com');
  await userEvent.type(screen.getByLabelText('Message'), 'Please call me about selling my condo.');
}

describe('a lead form whose send is interrupted', () => {
  it('keeps what was typed, says so, and tries again with the same key until it is sent', async () => {
    const fetch = answering(503, 201, 201);
    renderWithProviders(<ContactForm />);
    await fillContactForm();
    await userEvent.click(screen.getByRole('button', { name: 'Send Message' }));

    expect(await screen.findByText(FAILURE_TOAST)).toBeInTheDocument();
    expect(notice()).not.toBeNull();
    expect(within(notice()!).getByText(LEAD_SEND_INTERRUPTED.description)).toBeInTheDocument();
    expect(screen.getByLabelText('Name')).toHaveValue('Jordan Price');
    expect(screen.getByLabelText('Email')).toHaveValue('jordan@example.com');
    expect(screen.getByLabelText('Message')).toHaveValue('Please call me about selling my condo.');
    expect(screen.queryByRole('button', { name: 'Send Message' })).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: LEAD_SEND_INTERRUPTED.retry }));
    expect(await screen.findByText(SUCCESS_TOAST)).toBeInTheDocument();
    expect(fetch).toHaveBeenCalledTimes(2);
    expect(keyOf(fetch, 1)).toBe(keyOf(fetch, 0));
    expect(JSON.parse(String(fetch.mock.calls[1]![1]?.body))).toEqual(JSON.parse(String(fetch.mock.calls[0]![1]?.body)));
    expect(screen.getByLabelText('Name')).toHaveValue('');
    expect(screen.getByLabelText('Message')).toHaveValue('');
    expect(notice()).toBeNull();
    expect(screen.getByRole('button', { name: 'Send Message' })).toBeInTheDocument();

    // The next lead is another one: a key of its own.
    await fillContactForm();
    await userEvent.click(screen.getByRole('button', { name: 'Send Message' }));
    await waitFor(() => expect(fetch).toHaveBeenCalledTimes(3));
    expect(keyOf(fetch, 2)).not.toBe(keyOf(fetch, 0));
  });

  it('sends a lead changed after the interruption with a key of its own: the first may have been stored', async () => {
    const fetch = answering('offline', 201);
    renderWithProviders(<ContactForm />);
    await fillContactForm();
    await userEvent.click(screen.getByRole('button', { name: 'Send Message' }));
    await waitFor(() => expect(notice()).not.toBeNull());

    await userEvent.type(screen.getByLabelText('Message'), ' Evenings are best.');
    await userEvent.click(screen.getByRole('button', { name: LEAD_SEND_INTERRUPTED.retry }));
    expect(await screen.findByText(SUCCESS_TOAST)).toBeInTheDocument();
    expect(JSON.parse(String(fetch.mock.calls[1]![1]?.body))).toMatchObject({
      message: 'Please call me about selling my condo. Evenings are best.',
    });
    expect(keyOf(fetch, 1)).not.toBe(keyOf(fetch, 0));
  });

  it.each([502, 504, 'offline'] as const)('shows the notice and offers to try again after %s', async (answer) => {
    answering(answer);
    renderWithProviders(<ContactForm />);
    await fillContactForm();
    await userEvent.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(await screen.findByText(FAILURE_TOAST)).toBeInTheDocument();
    expect(notice()).not.toBeNull();
    expect(screen.getByRole('button', { name: LEAD_SEND_INTERRUPTED.retry })).toBeInTheDocument();
  });

  it.each([400, 429, 500])('shows only the failure toast after a %s: the lead itself, not the connection', async (status) => {
    answering(status);
    renderWithProviders(<ContactForm />);
    await fillContactForm();
    await userEvent.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(await screen.findByText(FAILURE_TOAST)).toBeInTheDocument();
    expect(notice()).toBeNull();
    expect(screen.getByRole('button', { name: 'Send Message' })).toBeInTheDocument();
  });

  it('hides the notice while the lead is sent again', async () => {
    let answer: (response: Response) => void = () => {};
    jest
      .spyOn(globalThis, 'fetch')
      .mockImplementationOnce(async () => new Response('{}', { status: 503 }))
      .mockImplementationOnce(() => new Promise((resolve) => (answer = resolve)));
    renderWithProviders(<PopupLeadForm onSubmitted={() => {}} />);
    await userEvent.type(screen.getByLabelText('Name'), 'Dana');
    await userEvent.type(screen.getByLabelText('Email'), 'dana@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Get My Free Report' }));
    await waitFor(() => expect(notice()).not.toBeNull());

    await userEvent.click(screen.getByRole('button', { name: LEAD_SEND_INTERRUPTED.retry }));
    expect(await screen.findByRole('button', { name: 'Submitting...' })).toBeDisabled();
    expect(notice()).toBeNull();
    answer(new Response('{}', { status: 201 }));
    await waitFor(() => expect(screen.getByLabelText('Name')).toHaveValue(''));
    expect(notice()).toBeNull();
  });
});
