import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SIGN_IN_EMAIL_MISMATCH_MESSAGE, SIGN_IN_LINK_INVALID_MESSAGE } from '@estate/domain';
import { SignInCompletion } from '@/features/clients/account/components/SignInCompletion';
import { SIGN_IN_EMAIL_KEY } from '@/features/clients';
import { renderWithRouter } from '../../support/renderWithRouter';

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/** POST /api/account/session answers `answer(email)`. */
function mockSession(answer: (email: string) => Response) {
  return jest.spyOn(globalThis, 'fetch').mockImplementation(async (_input, init) => {
    const { email } = JSON.parse(String(init?.body)) as { email: string };
    return answer(email);
  });
}

const renderCompletion = () =>
  renderWithRouter(
    [
      { path: '/account/sign-in', element: <SignInCompletion code="the-code" /> },
      { path: '/account', element: <h1>Your account</h1> },
      { path: '/properties/:id', element: <h1>The home</h1> },
    ],
    { route: '/account/sign-in?code=the-code' },
  );

afterEach(() => {
  localStorage.clear();
  jest.restoreAllMocks();
});

describe('SignInCompletion', () => {
  it('signs in at once in the browser that asked for the link, and goes where the visitor was', async () => {
    localStorage.setItem(SIGN_IN_EMAIL_KEY, 'jordan@example.com');
    const fetch = mockSession(() => json({ account: { email: 'jordan@example.com' }, next: '/properties/hyde-park-estate' }));
    const { router } = renderCompletion();
    await waitFor(() => expect(router.state.location.pathname).toBe('/properties/hyde-park-estate'));
    expect(JSON.parse(String(fetch.mock.calls[0]![1]!.body))).toEqual({ email: 'jordan@example.com', code: 'the-code' });
    expect(localStorage.getItem(SIGN_IN_EMAIL_KEY)).toBeNull();
  });

  it('asks another browser to confirm the address first, and again after a wrong one', async () => {
    mockSession((email) =>
      email === 'jordan@example.com' ? json({ account: { email } }) : json({ message: SIGN_IN_EMAIL_MISMATCH_MESSAGE }, 400),
    );
    const { router } = renderCompletion();
    expect(screen.getByText(/This link was opened in another browser/)).toBeInTheDocument();

    await userEvent.type(screen.getByLabelText('Email'), 'someone@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Confirm and sign in' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(SIGN_IN_EMAIL_MISMATCH_MESSAGE);

    await userEvent.clear(screen.getByLabelText('Email'));
    await userEvent.type(screen.getByLabelText('Email'), 'jordan@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Confirm and sign in' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/account'));
  });

  it('offers a new link when this one was used or expired', async () => {
    localStorage.setItem(SIGN_IN_EMAIL_KEY, 'jordan@example.com');
    mockSession(() => json({ message: SIGN_IN_LINK_INVALID_MESSAGE }, 400));
    renderCompletion();
    expect(await screen.findByRole('alert')).toHaveTextContent(SIGN_IN_LINK_INVALID_MESSAGE);
    expect(screen.getByRole('button', { name: 'Email me a sign-in link' })).toBeInTheDocument();
  });
});
