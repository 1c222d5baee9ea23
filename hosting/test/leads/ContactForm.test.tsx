import { act, configure, screen, waitFor } from '@testing-library/react';
import { TEXT_LIMITS } from '@estate/domain';
import { ContactForm } from '@/features/leads/components/ContactForm';
import { answerLeads, fastUserEvent } from '../support/leadFormHarness';
import { renderWithProviders } from '../support/renderWithProviders';

const SUBMIT = 'Send Message';

// Role queries skip the visibility check, slow in jsdom under antd's styles.
configure({ defaultHidden: true });
const userEvent = fastUserEvent();

afterEach(() => jest.restoreAllMocks());

async function fillValidForm() {
  await userEvent.type(screen.getByLabelText('Name'), 'Jordan Price');
  await userEvent.type(screen.getByLabelText('Email'), 'jordan@example.com');
  await userEvent.type(screen.getByLabelText('Message'), 'Please call me about selling my condo.');
}

describe('ContactForm', () => {
  it('shows every documented message on submit, focuses the first invalid field and sends nothing', async () => {
    const fetch = answerLeads(201);
    renderWithProviders(<ContactForm />);
    await userEvent.type(screen.getByLabelText('Name'), 'J');
    await userEvent.type(screen.getByLabelText('Email'), 'jordan@');
    await userEvent.type(screen.getByLabelText('Message'), 'Hi');
    await userEvent.click(screen.getByRole('button', { name: SUBMIT }));

    expect(await screen.findByText('Name must be at least 2 characters')).toBeInTheDocument();
    expect(screen.getByText('Please enter a valid email address')).toBeInTheDocument();
    expect(screen.getByText('Message must be at least 10 characters')).toBeInTheDocument();
    expect(screen.getByLabelText('Name')).toHaveFocus();
    expect(fetch).not.toHaveBeenCalled();
  });

  it("stops typing at the server's limits, and counts the message's characters", async () => {
    renderWithProviders(<ContactForm />);
    expect(screen.getByLabelText('Name')).toHaveAttribute('maxlength', String(TEXT_LIMITS.name));
    expect(screen.getByLabelText('Email')).toHaveAttribute('maxlength', String(TEXT_LIMITS.email));
    expect(screen.getByLabelText('Message')).toHaveAttribute('maxlength', String(TEXT_LIMITS.message));
    await userEvent.type(screen.getByLabelText('Message'), 'Hello there');
    expect(screen.getByText(`11 / ${TEXT_LIMITS.message}`)).toBeInTheDocument();
  });

  it('starts with the interest Other inquiry, and re-validates on change', async () => {
    answerLeads(201);
    renderWithProviders(<ContactForm />);
    expect(screen.getByLabelText('Interest')).toHaveDisplayValue('Other inquiry');

    await userEvent.click(screen.getByRole('button', { name: SUBMIT }));
    expect(await screen.findByText('Message must be at least 10 characters')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Message'), 'A long enough message');
    await waitFor(() => expect(screen.queryByText('Message must be at least 10 characters')).not.toBeInTheDocument());
  });

  it('makes exactly one call, POST /api/leads with the documented payload and an idempotency key, then resets and toasts', async () => {
    let answer: (response: Response) => void = () => {};
    const fetch = jest.spyOn(globalThis, 'fetch').mockImplementation(() => new Promise((resolve) => (answer = resolve)));
    renderWithProviders(<ContactForm />);
    await fillValidForm();
    await userEvent.click(screen.getByRole('button', { name: SUBMIT }));

    expect(await screen.findByRole('button', { name: 'Sending...' })).toBeDisabled();
    const [url, init] = fetch.mock.calls[0]!;
    expect(url).toBe('/api/leads');
    expect(init?.method).toBe('POST');
    expect(JSON.parse(String(init?.body))).toEqual({
      name: 'Jordan Price',
      email: 'jordan@example.com',
      phone: '',
      message: 'Please call me about selling my condo.',
      source: 'contact_form',
      website: '',
    });
    expect((init?.headers as Record<string, string>)['Idempotency-Key']).toMatch(/^[0-9a-f-]{36}$/);

    answer(new Response(JSON.stringify({ id: 'lead-1', message: 'Lead received' }), { status: 201 }));
    expect(await screen.findByText('Message Sent!')).toBeInTheDocument();
    expect(screen.getByText("Thank you for contacting us. We'll get back to you shortly.")).toBeInTheDocument();
    expect(screen.getByLabelText('Name')).toHaveValue('');
    expect(screen.getByLabelText('Message')).toHaveValue('');
    // A defect of the first design, not copied: no GET /api/debug/leads (every lead) after a visitor's message.
    // A request the success started would be on its way once React's pending work is flushed.
    await act(async () => {});
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('sends the phone when given', async () => {
    const fetch = answerLeads(201);
    renderWithProviders(<ContactForm />);
    await fillValidForm();
    await userEvent.type(screen.getByLabelText('Phone (optional)'), '(513) 555-0100');
    await userEvent.click(screen.getByRole('button', { name: SUBMIT }));
    expect(await screen.findByText('Message Sent!')).toBeInTheDocument();
    expect(JSON.parse(String(fetch.mock.calls[0]![1]?.body))).toMatchObject({ phone: '(513) 555-0100' });
  });

  it('keeps the values and the idempotency key after a failure, and shows the documented failure toast', async () => {
    const fetch = answerLeads(500);
    renderWithProviders(<ContactForm />);
    await fillValidForm();
    await userEvent.click(screen.getByRole('button', { name: SUBMIT }));
    expect(await screen.findByText('Something went wrong')).toBeInTheDocument();
    expect(screen.getByText('Please try again later or contact us directly by phone.')).toBeInTheDocument();
    expect(screen.getByLabelText('Name')).toHaveValue('Jordan Price');

    await userEvent.click(screen.getByRole('button', { name: SUBMIT }));
    await waitFor(() => expect(fetch).toHaveBeenCalledTimes(2));
    const key = (call: number) => (fetch.mock.calls[call]![1]?.headers as Record<string, string>)['Idempotency-Key'];
    expect(key(1)).toBe(key(0));
  });
});
