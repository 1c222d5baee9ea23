import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { Route, Routes } from 'react-router-dom';
import {
  AGENT_OPINIONS_PATH,
  APP_CHECK_HEADER,
  HOME_VALUE_TEXTS,
  HOMEOWNER_REPORT_PAGE_TITLE,
  HOMEOWNER_REPORT_TEXTS as TEXTS,
} from '@estate/domain';
import HomeReportPage from '@/pages/HomeReportPage';
import { EMAIL_LINK_RETRY } from '@/components/emailLink/EmailLinkAction';
import { FAKE_APP_CHECK_TOKENS } from '../support/fakeAppCheck';
import { renderWithProviders } from '../support/renderWithProviders';

/** docs/product/site.md#homeowner-report-pages: the pages the monthly report's links open. */
const TOKEN = 'o1.payload+signature';
const UNSUBSCRIBE_API = `/api/home-reports/unsubscribe?token=${encodeURIComponent(TOKEN)}`;

type Answer = { status?: number; body: unknown } | 'offline';
interface Call {
  url: string;
  method: string;
  body?: unknown;
  headers: Headers;
}

/** The API answering each call in turn from `answers` (the last one again once they run out), every call remembered. */
function api(...answers: Answer[]) {
  const calls: Call[] = [];
  jest.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    calls.push({
      url: String(input),
      method: init?.method ?? 'GET',
      headers: new Headers(init?.headers),
      ...(init?.body ? { body: JSON.parse(String(init.body)) } : {}),
    });
    const answer = answers[Math.min(calls.length, answers.length) - 1]!;
    if (answer === 'offline') throw new TypeError('Failed to fetch');
    return new Response(JSON.stringify(answer.body), { status: answer.status ?? 200, headers: { 'Content-Type': 'application/json' } });
  });
  return calls;
}

afterEach(() => jest.restoreAllMocks());

const renderAt = (path: string, page: ReactElement) =>
  renderWithProviders(
    <Routes>
      <Route path={path} element={page} />
    </Routes>,
    { route: `${path}?token=${encodeURIComponent(TOKEN)}` },
  );

describe('/home-value/agent', () => {
  const renderPage = () => renderAt('/home-value/agent', <HomeReportPage />);

  it('says what the button does and asks nothing until it is pressed; then posts the token with App Check and says it is done', async () => {
    const calls = api({ body: { message: HOME_VALUE_TEXTS.opinionAsked } });
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: TEXTS.agentHeading })).toBeInTheDocument();
    expect(screen.getByText(HOMEOWNER_REPORT_PAGE_TITLE)).toBeInTheDocument();
    expect(await screen.findByText(TEXTS.agentPreview)).toBeInTheDocument();
    expect(calls).toEqual([]);

    await userEvent.click(screen.getByRole('button', { name: TEXTS.agentButton }));
    expect(await screen.findByRole('status')).toHaveTextContent(HOME_VALUE_TEXTS.opinionAsked);
    expect(calls).toEqual([{ url: AGENT_OPINIONS_PATH, method: 'POST', body: { token: TOKEN }, headers: expect.any(Headers) }]);
    expect(calls[0]!.headers.get(APP_CHECK_HEADER)).toBe(FAKE_APP_CHECK_TOKENS.kept);
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it.each([
    ['not genuine (400)', 400, HOME_VALUE_TEXTS.opinionLinkInvalid],
    ['of a lead no longer on file (404)', 404, HOME_VALUE_TEXTS.opinionLeadGone],
  ])('says so when the link is %s, and offers no button', async (_case, status, message) => {
    api({ status, body: { message } });
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: TEXTS.agentButton }));
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('keeps the button after a failure, and a second press is sent', async () => {
    const calls = api('offline', { body: { message: HOME_VALUE_TEXTS.opinionAsked } });
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: TEXTS.agentButton }));
    expect(await screen.findByRole('alert')).toHaveTextContent(EMAIL_LINK_RETRY);
    expect(screen.getByText(TEXTS.agentPreview)).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: TEXTS.agentButton }));
    expect(await screen.findByRole('status')).toHaveTextContent(HOME_VALUE_TEXTS.opinionAsked);
    expect(calls).toHaveLength(2);
  });
});

describe('/home-value/unsubscribe', () => {
  const renderPage = () => renderAt('/home-value/unsubscribe', <HomeReportPage />);

  it('says what the link stops, changes nothing until the button is pressed, then says it is done', async () => {
    const calls = api({ body: { message: TEXTS.unsubscribePreview } }, { body: { message: TEXTS.unsubscribeDone } });
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: TEXTS.unsubscribeHeading })).toBeInTheDocument();
    expect(await screen.findByText(TEXTS.unsubscribePreview)).toBeInTheDocument();
    expect(calls.map(({ url, method }) => [method, url])).toEqual([['GET', UNSUBSCRIBE_API]]);

    await userEvent.click(screen.getByRole('button', { name: TEXTS.unsubscribeButton }));
    expect(await screen.findByRole('status')).toHaveTextContent(TEXTS.unsubscribeDone);
    expect(calls.map(({ url, method }) => [method, url])).toEqual([
      ['GET', UNSUBSCRIBE_API],
      ['POST', UNSUBSCRIBE_API],
    ]);
  });

  it.each([
    ['not genuine (400)', 400, TEXTS.unsubscribeInvalid],
    ['of a report no longer on file (404)', 404, TEXTS.unsubscribeGone],
  ])('says so when the link is %s, and offers no button', async (_case, status, message) => {
    const calls = api({ status, body: { message } });
    renderPage();
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    expect(calls).toHaveLength(1);
  });

  it('says the link could not be read when the answer has no message', async () => {
    api({ status: 502, body: {} });
    renderPage();
    expect(await screen.findByRole('alert')).toHaveTextContent(TEXTS.linkUnreadable);
  });

  it('keeps the button after a failed press, with the server’s message, and a second press is sent', async () => {
    const calls = api(
      { body: { message: TEXTS.unsubscribePreview } },
      { status: 503, body: { message: 'The service is unavailable. Please try again shortly.' } },
      { body: { message: TEXTS.unsubscribeDone } },
    );
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: TEXTS.unsubscribeButton }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The service is unavailable. Please try again shortly.');
    await userEvent.click(screen.getByRole('button', { name: TEXTS.unsubscribeButton }));
    expect(await screen.findByRole('status')).toHaveTextContent(TEXTS.unsubscribeDone);
    expect(calls.filter(({ method }) => method === 'POST')).toHaveLength(2);
  });
});
