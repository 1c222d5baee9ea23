import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { FEEDBACK_TEXTS, type FeedbackPreview } from '@estate/domain';
import FeedbackPage from '@/pages/FeedbackPage';
import { mockApi } from '../support/fixtures/contentPages';
import { renderWithProviders } from '../support/renderWithProviders';

/** docs/product/showings.md#feedback: the page a feedback email's links open. */
const TOKEN = 'f1.payload.signature';
const API = `/api/feedback?token=${encodeURIComponent(TOKEN)}`;
const PREVIEW: FeedbackPreview = {
  visitKind: 'openHouse',
  listingId: 'hyde-park-estate',
  listingTitle: 'Hyde Park Estate',
  visitedAt: '2030-05-06T19:00:00.000Z',
};

afterEach(() => jest.restoreAllMocks());

const renderPage = (query: string) =>
  renderWithProviders(
    <Routes>
      <Route path="/feedback" element={<FeedbackPage />} />
    </Routes>,
    { route: `/feedback?token=${encodeURIComponent(TOKEN)}${query}` },
  );

const posts = (fetch: jest.SpyInstance) =>
  fetch.mock.calls
    .filter(([, init]) => (init as RequestInit | undefined)?.method === 'POST')
    .map(([url, init]) => [String(url), JSON.parse(String((init as RequestInit).body))]);

describe('the feedback page', () => {
  it('names the visit, has the rating tapped in the email chosen, and sends it with the comment only on Send', async () => {
    const fetch = mockApi({ [API]: { body: PREVIEW } });
    renderPage('&rating=4');
    expect(await screen.findByText('Your open house of Hyde Park Estate on May 6, 2030. How did it go?')).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: '4 Very good' })).toBeChecked();
    expect(posts(fetch)).toEqual([]);

    fetch.mockRestore();
    const answered = mockApi({ [API]: { body: { message: FEEDBACK_TEXTS.thanks } } });
    await userEvent.click(screen.getByRole('radio', { name: '5 Excellent' }));
    await userEvent.type(screen.getByLabelText('Anything to add? (Optional)'), 'Wonderful garden');
    await userEvent.click(screen.getByRole('button', { name: 'Send feedback' }));

    expect(await screen.findByText(FEEDBACK_TEXTS.thanks)).toBeInTheDocument();
    expect(
      screen.getByText('Your open house of Hyde Park Estate on May 6, 2030: 5 of 5 (Excellent), “Wonderful garden”.'),
    ).toBeInTheDocument();
    expect(posts(answered)).toEqual([[API, { rating: 5, comment: 'Wonderful garden' }]]);
  });

  it('asks for a rating before sending anything', async () => {
    const fetch = mockApi({ [API]: { body: PREVIEW } });
    renderPage('');
    await userEvent.click(await screen.findByRole('button', { name: 'Send feedback' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(FEEDBACK_TEXTS.ratingRequired);
    expect(posts(fetch)).toEqual([]);
  });

  it('shows the answer already given, and the message of a link that no longer works', async () => {
    mockApi({ [API]: { body: { ...PREVIEW, answer: { rating: 3 } } } });
    const { unmount } = renderPage('&rating=1');
    expect(await screen.findByText(FEEDBACK_TEXTS.alreadyAnswered)).toBeInTheDocument();
    expect(screen.getByText('Your open house of Hyde Park Estate on May 6, 2030: 3 of 5 (Good).')).toBeInTheDocument();
    unmount();
    jest.restoreAllMocks();

    mockApi({ [API]: { status: 400, body: { message: FEEDBACK_TEXTS.invalidLink } } });
    renderPage('');
    expect(await screen.findByRole('alert')).toHaveTextContent(FEEDBACK_TEXTS.invalidLink);
  });
});
