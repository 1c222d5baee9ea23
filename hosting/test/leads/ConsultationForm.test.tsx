import { screen, waitFor, within } from '@testing-library/react';
import { CONTACT_REASONS } from '@estate/domain';
import { ConsultationForm } from '@/features/leads/components/ConsultationForm';
import { answerLeads, fastUserEvent } from '../support/leadFormHarness';
import { renderWithProviders } from '../support/renderWithProviders';

const userEvent = fastUserEvent();

afterEach(() => jest.restoreAllMocks());

const submit = () => userEvent.click(screen.getByRole('button', { name: 'Schedule Consultation' }));
const interest = () => screen.getByRole('combobox', { name: 'Interest' });

/** Types a whole value at once, as a paste. */
async function enter(label: string, value: string) {
  await userEvent.click(screen.getByLabelText(label));
  await userEvent.paste(value);
}

async function fillIn({ interestLabel = "I'm an investor" } = {}) {
  await enter('Name', 'Dana Whitfield');
  await enter('Email', 'dana@example.com');
  await enter('Phone', '(513) 555-0199');
  await userEvent.selectOptions(interest(), interestLabel);
}

describe('ConsultationForm', () => {
  it('offers the contact reasons as interests, and asks for one until it is chosen', async () => {
    renderWithProviders(<ConsultationForm />);
    expect(interest()).toHaveValue('');
    expect(interest()).toHaveDisplayValue('Select an interest');
    expect(within(interest()).getByRole('option', { name: 'Select an interest' })).toBeDisabled();
    for (const reason of CONTACT_REASONS) expect(within(interest()).getByRole('option', { name: reason.label })).toBeEnabled();

    await userEvent.selectOptions(interest(), "I'm looking to buy");
    expect(interest()).toHaveValue('buying');
    expect(within(interest()).queryByRole('option', { name: 'Select an interest' })).not.toBeInTheDocument();
  });

  it('shows every documented message on submit, focuses the first invalid field and sends nothing', async () => {
    const fetch = answerLeads(201);
    renderWithProviders(<ConsultationForm />);
    await enter('Email', 'not-an-email');
    await enter('Phone', '555-01');
    await submit();

    expect(await screen.findByText('Name is required')).toBeInTheDocument();
    expect(screen.getByText('Invalid email address')).toBeInTheDocument();
    expect(screen.getByText('Valid phone number is required')).toBeInTheDocument();
    expect(screen.getByText('Please select an interest')).toBeInTheDocument();
    expect(screen.getByLabelText('Name')).toHaveFocus();
    expect(screen.getByLabelText('Name')).toHaveAttribute('aria-invalid', 'true');
    expect(fetch).not.toHaveBeenCalled();
  });

  it('focuses the first invalid field in form order, the interest select included', async () => {
    answerLeads(201);
    renderWithProviders(<ConsultationForm />);
    await enter('Name', 'Dana Whitfield');
    await enter('Email', 'dana@example.com');
    await enter('Phone', '5135550199');
    await submit();
    expect(await screen.findByText('Please select an interest')).toBeInTheDocument();
    expect(screen.queryByText('Name is required')).not.toBeInTheDocument();
    expect(interest()).toHaveFocus();
  });

  it('re-validates on change after the first submit', async () => {
    answerLeads(201);
    renderWithProviders(<ConsultationForm />);
    await submit();
    expect(await screen.findByText('Valid phone number is required')).toBeInTheDocument();
    await enter('Phone', '5135550199');
    await waitFor(() => expect(screen.queryByText('Valid phone number is required')).not.toBeInTheDocument());
  });

  it('sends the documented payload with an idempotency key, shows the pending label, then resets and toasts', async () => {
    let answer: (response: Response) => void = () => {};
    const fetch = jest.spyOn(globalThis, 'fetch').mockImplementation(() => new Promise((resolve) => (answer = resolve)));
    renderWithProviders(<ConsultationForm />);
    await fillIn();
    await submit();

    expect(await screen.findByRole('button', { name: 'Submitting...' })).toBeDisabled();
    const [url, init] = fetch.mock.calls[0]!;
    expect(url).toBe('/api/leads');
    expect(init?.method).toBe('POST');
    expect(JSON.parse(String(init?.body))).toEqual({
      name: 'Dana Whitfield',
      email: 'dana@example.com',
      phone: '(513) 555-0199',
      interest: 'investing',
      source: 'consultation_form',
      website: '',
    });
    expect((init?.headers as Record<string, string>)['Idempotency-Key']).toMatch(/^[0-9a-f-]{36}$/);

    answer(new Response('{}', { status: 201 }));
    expect(await screen.findByText('Request Received!')).toBeInTheDocument();
    expect(screen.getByText("We'll contact you shortly to schedule your consultation.")).toBeInTheDocument();
    expect(screen.getByLabelText('Name')).toHaveValue('');
    expect(screen.getByLabelText('Phone')).toHaveValue('');
    expect(interest()).toHaveDisplayValue('Select an interest');
    expect(screen.getByRole('button', { name: 'Schedule Consultation' })).toBeEnabled();
  });

  it('keeps the values and the same idempotency key after a failure, and shows the documented failure toast', async () => {
    const fetch = answerLeads(500);
    renderWithProviders(<ConsultationForm />);
    await fillIn({ interestLabel: "I'm looking to sell" });
    await submit();
    expect(await screen.findByText('Something went wrong')).toBeInTheDocument();
    expect(screen.getByText('Please try again later.')).toBeInTheDocument();
    expect(screen.getByLabelText('Name')).toHaveValue('Dana Whitfield');

    await submit();
    await waitFor(() => expect(fetch).toHaveBeenCalledTimes(2));
    const key = (call: number) => (fetch.mock.calls[call]![1]?.headers as Record<string, string>)['Idempotency-Key'];
    expect(key(1)).toBe(key(0));
    expect(JSON.parse(String(fetch.mock.calls[1]![1]?.body))).toMatchObject({ interest: 'selling' });
  });
});
