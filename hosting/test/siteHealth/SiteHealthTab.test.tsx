import { configure, screen, within } from '@testing-library/react';
import type { SiteHealthReport, SiteHealthWindow } from '@estate/domain';
import SiteHealthTab from '@/features/siteHealth/components/SiteHealthTab';
import { answerApi, json, never, renderStaff, SIGNED_IN_ADMIN } from '../support/staffHarness';

// Role queries skip the visibility check, slow in jsdom under antd's styles.
configure({ defaultHidden: true });
afterEach(() => jest.restoreAllMocks());

const URL = '/api/admin/site-health';
const NO_ERRORS = { total: 0, byKind: { uncaught: 0, rejection: 0, hydration: 0, boundary: 0 }, top: [] };

const LAST_7: SiteHealthWindow = {
  days: 7,
  since: '2026-05-04',
  pages: [
    {
      pageType: '/properties/:id',
      vitals: {
        LCP: { p75: 2460, samples: 120, rating: 'good' },
        INP: { p75: 340, samples: 41, rating: 'needs-improvement' },
        CLS: { p75: 0.31, samples: 118, rating: 'poor' },
      },
    },
    { pageType: '/', vitals: { LCP: { p75: 1830, samples: 1, rating: 'good' } } },
  ],
  errors: {
    total: 5,
    byKind: { uncaught: 4, rejection: 0, hydration: 1, boundary: 0 },
    top: [
      {
        kind: 'uncaught',
        message: "TypeError: Cannot read properties of undefined (reading 'photos')",
        count: 4,
        pageTypes: ['/properties/:id', '/'],
      },
      { kind: 'hydration', message: 'Minified React error #418; visit https://react.dev/errors/418', count: 1, pageTypes: ['/blog/:slug'] },
    ],
  },
};

const REPORT: SiteHealthReport = {
  windows: [LAST_7, { ...LAST_7, days: 28, since: '2026-04-13', pages: [], errors: NO_ERRORS }],
  health: {
    days: [
      { day: '2026-05-10', checks: 288, failures: 2, slowestMs: 1890 },
      { day: '2026-05-09', checks: 0, failures: 0, slowestMs: null },
    ],
    failingHours: [{ hour: '2026-05-10T13', failures: 2, dependencies: ['mail'] }],
  },
};

const answerReport = (answer: () => Response | Promise<Response>) =>
  answerApi({ 'GET /api/user': () => json(SIGNED_IN_ADMIN), [`GET ${URL}`]: answer });

/** The section of one period, or of the health checks, by its heading. */
const section = async (heading: string) => within((await screen.findByRole('heading', { level: 2, name: heading })).closest('section')!);
const rowOf = (scope: ReturnType<typeof within>, text: string) => within(scope.getByText(text).closest('tr')!);

describe('SiteHealthTab (docs/product/dashboard.md#site-health)', () => {
  it("shows each page type's p75 with its rating in words and its samples, against Google's thresholds", async () => {
    answerReport(() => json(REPORT));
    renderStaff(<SiteHealthTab />);
    const week = await section('Last 7 days');
    expect(week.getByText('Core Web Vitals since 2026-05-04')).toBeInTheDocument();
    const vitals = within(week.getAllByRole('table')[0]!);
    expect(vitals.getAllByRole('columnheader').map((header) => header.textContent)).toEqual([
      'Page type',
      'LCP (p75)good up to 2.5 s, poor over 4.0 s',
      'INP (p75)good up to 200 ms, poor over 500 ms',
      'CLS (p75)good up to 0.10, poor over 0.25',
    ]);
    const listing = rowOf(vitals, '/properties/:id');
    expect(listing.getByText('2.5 s')).toBeInTheDocument();
    expect(listing.getByText('Good')).toBeInTheDocument();
    expect(listing.getByText('120 samples')).toBeInTheDocument();
    expect(listing.getByText('340 ms')).toBeInTheDocument();
    expect(listing.getByText('Needs improvement')).toBeInTheDocument();
    expect(listing.getByText('0.31')).toBeInTheDocument();
    expect(listing.getByText('Poor')).toBeInTheDocument();

    const home = rowOf(vitals, '/');
    expect(home.getByText('1.8 s')).toBeInTheDocument();
    expect(home.getByText('1 sample')).toBeInTheDocument();
    expect(home.getAllByText('Not measured')).toHaveLength(2);
  });

  it('lists the errors by kind and the messages reported most, with their page types', async () => {
    answerReport(() => json(REPORT));
    renderStaff(<SiteHealthTab />);
    const week = await section('Last 7 days');
    expect(week.getByRole('heading', { level: 3, name: 'Errors (5)' })).toBeInTheDocument();
    const kinds = within(week.getByRole('list', { name: 'Errors by kind' }));
    expect(kinds.getByText('Uncaught error:').closest('li')).toHaveTextContent('Uncaught error: 4');
    expect(kinds.getByText('Hydration error:').closest('li')).toHaveTextContent('Hydration error: 1');
    const typeError = rowOf(week, "TypeError: Cannot read properties of undefined (reading 'photos')");
    expect(typeError.getByText('Uncaught error')).toBeInTheDocument();
    expect(typeError.getByText('4')).toBeInTheDocument();
    expect(typeError.getByText('/properties/:id')).toBeInTheDocument();
    expect(rowOf(week, 'Minified React error #418; visit https://react.dev/errors/418').getByText('/blog/:slug')).toBeInTheDocument();
  });

  it("says 'No measurements yet' and 'No errors reported' for a period without reports", async () => {
    answerReport(() => json(REPORT));
    renderStaff(<SiteHealthTab />);
    const month = await section('Last 28 days');
    expect(month.getByText('No measurements yet')).toBeInTheDocument();
    expect(month.getByText('No errors reported')).toBeInTheDocument();
    expect(month.getByRole('heading', { level: 3, name: 'Errors (0)' })).toBeInTheDocument();
  });

  it("shows the health checks' history: each day, and the hours with failures", async () => {
    answerReport(() => json(REPORT));
    renderStaff(<SiteHealthTab />);
    const checks = await section('Health checks');
    const today = rowOf(checks, '2026-05-10');
    expect(today.getByText('288')).toBeInTheDocument();
    expect(today.getByText('1890 ms')).toBeInTheDocument();
    expect(rowOf(checks, '2026-05-09').getByText('—')).toBeInTheDocument();
    expect(checks.getByRole('list', { name: 'Hours with failed checks' })).toHaveTextContent('2026-05-10 13:00 UTC: 2 failed (mail)');
  });

  it('shows a placeholder while the figures load, and a retry when they fail', async () => {
    answerReport(never);
    const { container, unmount } = renderStaff(<SiteHealthTab />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Site Health' })).toBeInTheDocument();
    expect(container.querySelector('.ant-skeleton')).toBeInTheDocument();
    unmount();

    answerReport(() => json({ message: 'Something went wrong on our side. Please try again later.' }, 500));
    renderStaff(<SiteHealthTab />);
    expect(await screen.findByText('Site health could not be loaded')).toBeInTheDocument();
    expect(screen.getByText('Retry')).toBeInTheDocument();
  });
});
