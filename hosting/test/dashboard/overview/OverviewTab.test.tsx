import { configure, screen, waitFor, within } from '@testing-library/react';
import { App } from 'antd';
import { LEAD_SOURCE_LABELS, type LeadStats, type Property, type User } from '@estate/domain';
import OverviewTab from '@/features/dashboard/overview/components/OverviewTab';
import { AuthProvider } from '@/features/staff/session/AuthProvider';
import { RequireStaff } from '@/features/staff/session/components/RequireStaff';
import { onJestClock } from '../../support/jestClock';
import { fastUserEvent } from '../../support/leadFormHarness';
import { inbox, jsonResponse, lead } from '../../support/fixtures/adminLeads';
import { leadPage, pagedLeads } from '../../support/fixtures/leadPages';
import { blogPosts, hydePark, hydeParkHome, oakley } from '../../support/fixtures/contentPages';
import { testimonial } from '../../support/fixtures/homeContent';
import { renderWithRouter } from '../../support/renderWithRouter';
import { SIGNED_IN_ADMIN, SIGNED_IN_AGENT } from '../../support/staffHarness';

// Role queries skip the visibility check, slow in jsdom under antd's styles.
configure({ defaultHidden: true });
const user = fastUserEvent();

const listings = (count: number, from = 0): Property[] =>
  Array.from({ length: count }, (_, index) => ({ ...hydeParkHome, id: `listing-${from + index}` }));

type Answer = (url: URL) => Response | Promise<Response>;

/**
 * The five lists: 53 properties over two pages, 2 neighborhoods, 4 testimonials, 3 blog posts,
 * 7 leads (paged as the server pages them).
 */
const LISTS: Record<string, Answer> = {
  '/api/properties': (url) =>
    url.searchParams.get('cursor') === 'page-2'
      ? jsonResponse(listings(3, 50))
      : jsonResponse(listings(50), { headers: { 'X-Next-Cursor': 'page-2' } }),
  '/api/neighborhoods': () => jsonResponse([hydePark, oakley]),
  '/api/testimonials': () => jsonResponse([1, 2, 3, 4].map((n) => ({ ...testimonial, id: `testimonial-${n}` }))),
  '/api/blog-posts': () => jsonResponse(blogPosts),
  '/api/debug/leads': (url) => pagedLeads(inbox(7), url),
};

/** The lists, and GET /api/user answering `user` (the admin unless told). */
function answerApi(overrides: Record<string, Answer> = {}, user: User = SIGNED_IN_ADMIN) {
  const answers: Record<string, Answer> = { '/api/user': () => jsonResponse(user), ...LISTS, ...overrides };
  return jest.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
    const url = new URL(String(input), 'http://localhost');
    const answer = answers[url.pathname];
    return answer ? answer(url) : jsonResponse({ message: 'Not found' }, { status: 404 });
  });
}

const requestedUrls = (fetch: jest.SpyInstance) => fetch.mock.calls.map(([url]) => String(url));

/** The Overview behind the staff guard, once the guard has let it through. */
async function renderOverview() {
  const rendered = renderWithRouter(
    [
      {
        path: '/admin/:tab?',
        element: (
          <App>
            <AuthProvider>
              <RequireStaff>
                <OverviewTab />
              </RequireStaff>
            </AuthProvider>
          </App>
        ),
      },
    ],
    { route: '/admin' },
  );
  await screen.findByRole('heading', { level: 1, name: 'Overview' });
  return rendered;
}

/** A count card's link, found by its title (role queries by name are slow over antd's styled DOM). */
const countCard = (label: string) => screen.getByText(label, { selector: '.ant-statistic-title' }).closest('a')!;
const recentLeads = () => screen.getByText('Recent Leads').closest<HTMLElement>('.ant-card')!;

afterEach(() => jest.restoreAllMocks());

describe('OverviewTab', () => {
  it('counts every list, all pages of properties included, each card linking to its tab', async () => {
    const fetch = answerApi();
    await renderOverview();
    expect(screen.getByRole('heading', { level: 1, name: 'Overview' })).toBeInTheDocument();
    const counts = { Properties: 53, Neighborhoods: 2, Testimonials: 4, 'Blog Posts': blogPosts.length, Leads: 7 };
    for (const [label, count] of Object.entries(counts)) {
      await waitFor(() => expect(countCard(label)).toHaveTextContent(`${label}${count}`));
    }
    expect(countCard('Properties')).toHaveAccessibleName('Properties 53');
    expect(
      screen
        .getAllByRole('link')
        .slice(0, 5)
        .map((link) => link.getAttribute('href')),
    ).toEqual(['/admin/properties', '/admin/neighborhoods', '/admin/testimonials', '/admin/blog-posts', '/admin/leads']);
    expect(requestedUrls(fetch).sort()).toEqual(
      [
        '/api/admin/lead-stats',
        '/api/blog-posts?limit=999',
        '/api/debug/leads?limit=5',
        '/api/neighborhoods',
        '/api/properties?source=agency&status=all&limit=50',
        '/api/properties?source=agency&status=all&limit=50&cursor=page-2',
        '/api/testimonials',
        '/api/user',
      ].sort(),
    );
  });

  it("counts the leads with the list's X-Total-Count, from one page of 5", async () => {
    const fetch = answerApi({ '/api/debug/leads': () => leadPage(inbox(5), { total: 20_000, nextCursor: 'after-5' }) });
    await renderOverview();
    await waitFor(() => expect(countCard('Leads')).toHaveTextContent('Leads20,000'));
    expect(requestedUrls(fetch).filter((url) => url.startsWith('/api/debug/leads'))).toEqual(['/api/debug/leads?limit=5']);
  });

  it('opens a tab from its count card, with the keyboard too', async () => {
    answerApi();
    const { router } = await renderOverview();
    await waitFor(() => expect(countCard('Leads')).toHaveTextContent('Leads7'));
    countCard('Testimonials').focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/testimonials'));
  });

  it('lists the 5 newest leads with their name, email, source label and date', async () => {
    answerApi({
      '/api/debug/leads': (url) => pagedLeads([lead(1, { source: 'investor_form' }), ...inbox(7).slice(1)], url),
    });
    await renderOverview();
    await within(recentLeads()).findByText('Lead Person 1');
    const rows = [...recentLeads().querySelectorAll('tr.ant-table-row')];
    expect(rows.map((row) => row.querySelector('td')?.textContent)).toEqual([
      'Lead Person 1',
      'Lead Person 2',
      'Lead Person 3',
      'Lead Person 4',
      'Lead Person 5',
    ]);
    expect(rows[0]).toHaveTextContent('person1@example.com');
    expect(rows[0]).toHaveTextContent(LEAD_SOURCE_LABELS.investor_form);
    expect(rows[0]).toHaveTextContent('November 19, 2026');
    expect(rows[1]).toHaveTextContent(LEAD_SOURCE_LABELS.contact_form);
    expect(within(recentLeads()).queryByText('Lead Person 6')).not.toBeInTheDocument();
  });

  it("opens a lead in the Leads tab with 'View'", async () => {
    answerApi();
    const { router } = await renderOverview();
    await user.click(await screen.findByRole('button', { name: 'View Lead Person 3' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/leads'));
    expect(router.state.location.search).toBe('?lead=lead-3');
  });

  it("says 'No leads found' when there are none", async () => {
    answerApi({ '/api/debug/leads': () => leadPage([]) });
    await renderOverview();
    expect(await within(recentLeads()).findByText('No leads found')).toBeInTheDocument();
    await waitFor(() => expect(countCard('Leads')).toHaveTextContent('Leads0'));
  });

  it('shows skeletons while the lists load', async () => {
    const pending = () => new Promise<Response>(() => {});
    answerApi(Object.fromEntries(Object.keys(LISTS).map((path) => [path, pending])));
    await renderOverview();
    expect(countCard('Properties').querySelector('.ant-skeleton')).toBeInTheDocument();
    expect(recentLeads().querySelector('.ant-skeleton')).toBeInTheDocument();
  });

  it('says which lists failed to load, after retrying the leads list once', () =>
    onJestClock(async () => {
      const failure = () => jsonResponse({ message: 'boom' }, { status: 500 });
      const fetch = answerApi({
        '/api/properties': failure,
        '/api/neighborhoods': failure,
        '/api/testimonials': failure,
        '/api/blog-posts': failure,
        '/api/debug/leads': failure,
      });
      await renderOverview();
      expect(await screen.findByText('Failed to load properties. Please try again later.')).toBeInTheDocument();
      expect(screen.getByText('Failed to load neighborhoods. Please try again later.')).toBeInTheDocument();
      expect(screen.getByText('Failed to load testimonials. Please try again later.')).toBeInTheDocument();
      expect(screen.getByText('Failed to load blog posts. Please try again later.')).toBeInTheDocument();
      const leadsFailure = 'Failed to load leads. Please try again later.';
      expect(await within(recentLeads()).findByText(leadsFailure)).toBeInTheDocument();
      expect(within(countCard('Leads')).getByText(leadsFailure)).toBeInTheDocument();
      expect(requestedUrls(fetch).filter((url) => url.startsWith('/api/debug/leads'))).toEqual([
        '/api/debug/leads?limit=5',
        '/api/debug/leads?limit=5',
      ]);
    }));
});

describe('OverviewTab for an agent', () => {
  // The API's figures over the agent's own leads.
  const AGENT_STATS: LeadStats = {
    firstResponse: {
      last7Days: { medianMinutes: 12, received: 3, answered: 2 },
      last30Days: { medianMinutes: 30, received: 4, answered: 3 },
    },
    overdue: 1,
    weekly: [],
    byStatus: { New: 1, Contacted: 3, Qualified: 0, 'Showing scheduled': 0, Offer: 0, Won: 0, Lost: 0 },
  };

  it('counts only the leads they see, with their speed to lead and recent leads, and reads no other list', async () => {
    const fetch = answerApi(
      { '/api/debug/leads': (url) => pagedLeads(inbox(4), url), '/api/admin/lead-stats': () => jsonResponse(AGENT_STATS) },
      SIGNED_IN_AGENT,
    );
    await renderOverview();
    await waitFor(() => expect(countCard('Leads')).toHaveTextContent('Leads4'));
    const cards = within(screen.getByRole('list', { name: 'Records per tab' })).getAllByRole('listitem');
    expect(cards.map((card) => card.textContent)).toEqual(['Leads4']);
    expect(countCard('Leads')).toHaveAttribute('href', '/admin/leads');
    expect(await screen.findByText('Figures for the leads assigned to you.')).toBeInTheDocument();
    expect(screen.getByText('2 of 3 leads answered')).toBeInTheDocument();
    expect(await within(recentLeads()).findByText('Lead Person 4')).toBeInTheDocument();
    expect(requestedUrls(fetch).sort()).toEqual(['/api/admin/lead-stats', '/api/debug/leads?limit=5', '/api/user']);
  });
});
