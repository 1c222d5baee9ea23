import { configure, screen, waitFor } from '@testing-library/react';
import { InvestorForm } from '@/features/leads/components/InvestorForm';
import { answerLeads, fastUserEvent } from '../support/leadFormHarness';
import { renderWithProviders } from '../support/renderWithProviders';

const SUBMIT = 'Request Investment Consultation';

// Role queries skip the visibility check, slow in jsdom under antd's styles.
configure({ defaultHidden: true });
const userEvent = fastUserEvent();

afterEach(() => jest.restoreAllMocks());

async function fillValidForm() {
  await userEvent.type(screen.getByLabelText('Name'), 'Morgan Ellis');
  await userEvent.type(screen.getByLabelText('Email'), 'morgan@example.com');
  await userEvent.type(screen.getByLabelText('Phone'), '5135550199');
  await userEvent.type(screen.getByLabelText('Investment Goals'), 'Two duplexes in Oakley within a year.');
}

describe('InvestorForm', () => {
  it('shows every documented message on submit, focuses the first invalid field and sends nothing', async () => {
    const fetch = answerLeads(201);
    renderWithProviders(<InvestorForm />);
    await userEvent.type(screen.getByLabelText('Email'), 'not-an-email');
    await userEvent.type(screen.getByLabelText('Phone'), '513');
    await userEvent.type(screen.getByLabelText('Investment Goals'), 'Flats');
    await userEvent.click(screen.getByRole('button', { name: SUBMIT }));

    expect(await screen.findByText('Name is required')).toBeInTheDocument();
    expect(screen.getByText('Invalid email address')).toBeInTheDocument();
    expect(screen.getByText('Valid phone number is required')).toBeInTheDocument();
    expect(screen.getByText('Please describe your investment goals')).toBeInTheDocument();
    expect(screen.getByLabelText('Name')).toHaveFocus();
    expect(fetch).not.toHaveBeenCalled();
  });

  it('focuses the first invalid field when earlier ones are valid', async () => {
    answerLeads(201);
    renderWithProviders(<InvestorForm />);
    await userEvent.type(screen.getByLabelText('Name'), 'Morgan Ellis');
    await userEvent.type(screen.getByLabelText('Email'), 'morgan@example.com');
    await userEvent.click(screen.getByRole('button', { name: SUBMIT }));
    expect(await screen.findByText('Valid phone number is required')).toBeInTheDocument();
    expect(screen.getByLabelText('Phone')).toHaveFocus();
  });

  it('sends the documented payload with an idempotency key, shows the pending label, then resets and toasts', async () => {
    let answer: (response: Response) => void = () => {};
    const fetch = jest.spyOn(globalThis, 'fetch').mockImplementation(() => new Promise((resolve) => (answer = resolve)));
    renderWithProviders(<InvestorForm />);
    await fillValidForm();
    await userEvent.click(screen.getByRole('button', { name: SUBMIT }));

    expect(await screen.findByRole('button', { name: 'Submitting...' })).toBeDisabled();
    expect(fetch).toHaveBeenCalledTimes(1);
    const [url, init] = fetch.mock.calls[0]!;
    expect(url).toBe('/api/leads');
    expect(init?.method).toBe('POST');
    expect(JSON.parse(String(init?.body))).toEqual({
      name: 'Morgan Ellis',
      email: 'morgan@example.com',
      phone: '5135550199',
      investmentGoals: 'Two duplexes in Oakley within a year.',
      interest: 'investing',
      source: 'investor_form',
      website: '',
    });
    expect((init?.headers as Record<string, string>)['Idempotency-Key']).toMatch(/^[0-9a-f-]{36}$/);

    answer(new Response('{}', { status: 201 }));
    expect(await screen.findByText('Success!')).toBeInTheDocument();
    expect(screen.getByText('Your investment inquiry has been received. Our team will contact you soon.')).toBeInTheDocument();
    expect(screen.getByLabelText('Name')).toHaveValue('');
    expect(screen.getByLabelText('Investment Goals')).toHaveValue('');
    expect(screen.getByRole('button', { name: SUBMIT })).toBeEnabled();
  });

  it('keeps the values and the idempotency key after a failure, and shows the documented failure toast', async () => {
    const fetch = answerLeads(500);
    renderWithProviders(<InvestorForm />);
    await fillValidForm();
    await userEvent.click(screen.getByRole('button', { name: SUBMIT }));
    expect(await screen.findByText('Something went wrong')).toBeInTheDocument();
    expect(screen.getByText('Please try again later.')).toBeInTheDocument();
    expect(screen.getByLabelText('Name')).toHaveValue('Morgan Ellis');

    await userEvent.click(screen.getByRole('button', { name: SUBMIT }));
    await waitFor(() => expect(fetch).toHaveBeenCalledTimes(2));
    const key = (call: number) => (fetch.mock.calls[call]![1]?.headers as Record<string, string>)['Idempotency-Key'];
    expect(key(1)).toBe(key(0));
  });
});
