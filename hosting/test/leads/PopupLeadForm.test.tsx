import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PopupLeadForm } from '@/features/leads/components/PopupLeadForm';
import { answerLeads } from '../support/leadFormHarness';
import { renderWithProviders } from '../support/renderWithProviders';

afterEach(() => jest.restoreAllMocks());

describe('PopupLeadForm', () => {
  it('shows the documented messages on submit, focuses the first invalid field and sends nothing', async () => {
    const fetch = answerLeads(201);
    renderWithProviders(<PopupLeadForm onSubmitted={() => {}} />);
    await userEvent.type(screen.getByLabelText('Email'), 'not-an-email');
    await userEvent.click(screen.getByRole('button', { name: 'Get My Free Report' }));

    expect(await screen.findByText('Name is required')).toBeInTheDocument();
    expect(screen.getByText('Invalid email address')).toBeInTheDocument();
    expect(screen.getByLabelText('Name')).toHaveFocus();
    expect(fetch).not.toHaveBeenCalled();
  });

  it('re-validates on change after the first submit', async () => {
    answerLeads(201);
    renderWithProviders(<PopupLeadForm onSubmitted={() => {}} />);
    await userEvent.click(screen.getByRole('button', { name: 'Get My Free Report' }));
    expect(await screen.findByText('Name is required')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Name'), 'Dana');
    await waitFor(() => expect(screen.queryByText('Name is required')).not.toBeInTheDocument());
  });

  it('sends the documented payload with an idempotency key, shows the pending label, then resets and toasts', async () => {
    let answer: (response: Response) => void = () => {};
    const fetch = jest.spyOn(globalThis, 'fetch').mockImplementation(() => new Promise((resolve) => (answer = resolve)));
    const onSubmitted = jest.fn();
    renderWithProviders(<PopupLeadForm onSubmitted={onSubmitted} />);
    await userEvent.type(screen.getByLabelText('Name'), 'Dana Whitfield');
    await userEvent.type(screen.getByLabelText('Email'), 'dana@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Get My Free Report' }));

    expect(await screen.findByRole('button', { name: 'Submitting...' })).toBeDisabled();
    const [url, init] = fetch.mock.calls[0]!;
    expect(url).toBe('/api/leads');
    expect(JSON.parse(String(init?.body))).toEqual({
      name: 'Dana Whitfield',
      email: 'dana@example.com',
      source: 'popup_lead_form',
      website: '',
    });
    expect((init?.headers as Record<string, string>)['Idempotency-Key']).toMatch(/^[0-9a-f-]{36}$/);

    answer(new Response('{}', { status: 201 }));
    expect(await screen.findByText('Success!')).toBeInTheDocument();
    expect(screen.getByText('Your market report will be emailed to you shortly.')).toBeInTheDocument();
    expect(screen.getByLabelText('Name')).toHaveValue('');
    expect(onSubmitted).toHaveBeenCalled();
  });

  it('keeps the values and the same idempotency key after a failure, and shows the documented failure toast', async () => {
    const fetch = answerLeads(500);
    renderWithProviders(<PopupLeadForm onSubmitted={() => {}} />);
    await userEvent.type(screen.getByLabelText('Name'), 'Dana Whitfield');
    await userEvent.type(screen.getByLabelText('Email'), 'dana@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Get My Free Report' }));
    expect(await screen.findByText('Something went wrong')).toBeInTheDocument();
    expect(screen.getByText('Please try again later.')).toBeInTheDocument();
    expect(screen.getByLabelText('Name')).toHaveValue('Dana Whitfield');

    await userEvent.click(screen.getByRole('button', { name: 'Get My Free Report' }));
    await waitFor(() => expect(fetch).toHaveBeenCalledTimes(2));
    const key = (call: number) => (fetch.mock.calls[call]![1]?.headers as Record<string, string>)['Idempotency-Key'];
    expect(key(1)).toBe(key(0));
  });
});
