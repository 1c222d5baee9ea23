import { waitFor } from '@testing-library/react';
import { SITE_HEALTH_EVENTS_PER_VIEW, type SiteHealthBeacon, type SitePageType } from '@estate/domain';
import { startPageReports } from '@/features/siteHealth';
import { pageViewReport } from '@/features/siteHealth/pageReports/pageViewReport';

const BEACONS_URL = '/api/site-health/beacons';

/** A page view reporting through a fake sendBeacon, on the page type `page` says. */
function reporting(page: { type: SitePageType }) {
  const sent: { url: string; beacon: SiteHealthBeacon }[] = [];
  const send = jest.fn((url: string, body: string) => {
    sent.push({ url, beacon: JSON.parse(body) as SiteHealthBeacon });
    return true;
  });
  return { sent, send, report: pageViewReport({ pageType: () => page.type, openedOn: page.type, send }) };
}

function hidePage() {
  Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
  document.dispatchEvent(new Event('visibilitychange', { bubbles: true }));
  Object.defineProperty(document, 'visibilityState', { value: 'visible', configurable: true });
}

const throwUncaught = (error: Error) => window.dispatchEvent(new ErrorEvent('error', { error, message: error.message }));

describe("a page view's reports (docs/product/dashboard.md#site-health)", () => {
  it('sends nothing while the page is shown, then one beacon when it is hidden, naming pages by their route pattern', () => {
    const page: { type: SitePageType } = { type: '/properties/:id' };
    const { sent, report } = reporting(page);
    report.vital('LCP', 1840);
    page.type = '/contact';
    report.error('uncaught', new TypeError('Cannot send to jordan.ellis@example.com at (513) 555-0100'));
    report.error('rejection', new Error('Load failed for /api/leads?email=a@b.co'));
    report.vital('CLS', 0.02);
    expect(sent).toEqual([]);

    hidePage();
    expect(sent).toEqual([
      {
        url: BEACONS_URL,
        beacon: {
          // The metrics belong to the page the document opened on; each error to the page shown when it came.
          vitals: [
            { page: '/properties/:id', metric: 'LCP', value: 1840 },
            { page: '/properties/:id', metric: 'CLS', value: 0.02 },
          ],
          errors: [
            { page: '/contact', kind: 'uncaught', message: 'TypeError: Cannot send to [email] at [number]' },
            { page: '/contact', kind: 'rejection', message: 'Error: Load failed for /api/leads' },
          ],
        },
      },
    ]);
  });

  it('carries nothing of the address or the visitor', () => {
    window.history.pushState({}, '', '/properties/Xk2rT9bQ0pLmN4vZ8wYa?search=Hyde+Park&email=jordan@example.com');
    const { sent, report } = reporting({ type: '/properties/:id' });
    report.error('uncaught', new Error(`Bad listing ${window.location.href}`));
    report.vital('LCP', 900);
    window.dispatchEvent(new Event('pagehide'));
    const body = JSON.stringify(sent);
    expect(body).not.toMatch(/Xk2rT9bQ0pLmN4vZ8wYa|Hyde|jordan|search=/);
    expect(sent[0]?.beacon.errors).toEqual([
      { page: '/properties/:id', kind: 'uncaught', message: 'Error: Bad listing http://localhost/properties/[id]' },
    ]);
    window.history.pushState({}, '', '/');
  });

  it('reports each error once per page view, at most SITE_HEALTH_EVENTS_PER_VIEW events in all, and only what is new at the next hiding', () => {
    const { sent, report } = reporting({ type: '/' });
    for (let n = 0; n < 5; n += 1) report.error('uncaught', new Error('Same failure'));
    report.vital('LCP', 1200);
    hidePage();
    expect(sent.map(({ beacon }) => [beacon.vitals.length, beacon.errors.length])).toEqual([[1, 1]]);

    hidePage();
    expect(sent).toHaveLength(1);

    for (let n = 0; n < 40; n += 1) report.error('boundary', new Error(`Failure ${String.fromCharCode(97 + (n % 26))}${n}`));
    window.dispatchEvent(new Event('pagehide'));
    expect(sent).toHaveLength(2);
    expect(sent[1]!.beacon.errors).toHaveLength(SITE_HEALTH_EVENTS_PER_VIEW - 2);
  });

  it('keeps what the browser would not queue for the next time the page is hidden', () => {
    const { send, report } = reporting({ type: '/' });
    send.mockReturnValueOnce(false);
    report.vital('INP', 180);
    hidePage();
    hidePage();
    expect(send.mock.calls.map(([, body]) => JSON.parse(body) as SiteHealthBeacon)).toEqual([
      { vitals: [{ page: '/', metric: 'INP', value: 180 }], errors: [] },
      { vitals: [{ page: '/', metric: 'INP', value: 180 }], errors: [] },
    ]);
  });

  it('drops a measurement out of range rather than have the batch refused', () => {
    const { sent, report } = reporting({ type: '/' });
    report.vital('LCP', -1);
    report.vital('CLS', 12);
    report.vital('LCP', 2100);
    hidePage();
    expect(sent[0]!.beacon.vitals).toEqual([{ page: '/', metric: 'LCP', value: 2100 }]);
  });
});

describe('sampling a page view', () => {
  it('reports nothing of a page view outside the sample', () => {
    const send = jest.fn(() => true);
    const options = startPageReports({
      siteOrigin: 'https://www.queencityestates.com',
      random: () => 0.99,
      pageType: () => '/',
      send,
    });
    expect(options).toEqual({ hydration: {}, render: {} });
    // Without its error (a cross-origin script's 'Script error.'): jsdom rethrows an error no listener took.
    window.dispatchEvent(new ErrorEvent('error', { message: 'Not sampled' }));
    hidePage();
    expect(send).not.toHaveBeenCalled();
  });

  it('listens for errors from the start: those before the report has loaded are sent with the page they came on', async () => {
    const send = jest.fn((_url: string, _body: string) => true);
    const page: { type: SitePageType } = { type: '/sold' };
    startPageReports({ siteOrigin: 'http://localhost:5000', random: () => 0.99, pageType: () => page.type, send });
    throwUncaught(new Error('Early failure'));
    window.dispatchEvent(Object.assign(new Event('unhandledrejection'), { reason: 'Refused' }));
    page.type = '/search';
    // The report comes with its lazy chunk: until then a hidden page has nothing to send.
    await waitFor(() => {
      hidePage();
      expect(send).toHaveBeenCalled();
    });
    throwUncaught(new Error('Later failure'));
    hidePage();
    expect(send.mock.calls.map(([, body]) => (JSON.parse(body) as SiteHealthBeacon).errors)).toEqual([
      [
        { page: '/sold', kind: 'uncaught', message: 'Error: Early failure' },
        { page: '/sold', kind: 'rejection', message: 'Refused' },
      ],
      [{ page: '/search', kind: 'uncaught', message: 'Error: Later failure' }],
    ]);
  });

  it('reports hydration errors as their own kind and errors an error boundary caught, still writing them to the console', async () => {
    const send = jest.fn((_url: string, _body: string) => true);
    const log = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const options = startPageReports({ siteOrigin: 'http://localhost:5000', random: () => 0.99, pageType: () => '/about', send });
    const hydrationError = new Error('Hydration failed because the server rendered text did not match the client');
    options.hydration.onRecoverableError?.(hydrationError, {});
    options.render.onCaughtError?.(new Error('Gallery failed'), { componentStack: '' });
    await waitFor(() => {
      hidePage();
      expect(send).toHaveBeenCalled();
    });
    expect((JSON.parse(send.mock.calls[0]![1]) as SiteHealthBeacon).errors).toEqual([
      { page: '/about', kind: 'hydration', message: 'Error: Hydration failed because the server rendered text did not match the client' },
      { page: '/about', kind: 'boundary', message: 'Error: Gallery failed' },
    ]);
    expect(log).toHaveBeenCalledWith(hydrationError);
    log.mockRestore();
  });
});
