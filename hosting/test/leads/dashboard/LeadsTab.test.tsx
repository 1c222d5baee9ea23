import { act, configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { App } from 'antd';
import { LEAD_SOURCE_LABELS, LEAD_SOURCES, type Lead, type LeadExport, type User } from '@estate/domain';
import LeadsTab from '@/features/leads/dashboard/components/LeadsTab';
import { AuthProvider } from '@/features/staff/session/AuthProvider';
import { RequireStaff } from '@/features/staff/session/components/RequireStaff';
import { inbox, jsonResponse, lead } from '../../support/fixtures/adminLeads';
import { leadPage, pagedLeads } from '../../support/fixtures/leadPages';
import { onJestClock } from '../../support/jestClock';
import { fastUserEvent } from '../../support/leadFormHarness';
import { renderWithRouter } from '../../support/renderWithRouter';
import { SIGNED_IN_ADMIN, SIGNED_IN_AGENT, STAFF } from '../../support/staffHarness';

// Role queries skip the visibility check, slow in jsdom under antd's styles.
configure({ defaultHidden: true });
// antd's tables, menus and dialogs render slowly in jsdom.
const user = fastUserEvent();

interface Call {
  method: string;
  url: string;
  body?: unknown;
}

interface ApiOptions {
  leads?: Lead[];
  /** Answers a DELETE instead of the stateful default (which removes the leads). */
  remove?: () => Response;
  /** Answers POST /api/leads/exports instead of an export ready at once. */
  askExport?: (url: URL) => Response | Promise<Response>;
  /** Answers the ready export's file instead of a one-lead CSV. */
  exportFile?: () => Response | Promise<Response>;
  list?: (url: URL) => Response | Promise<Response>;
  /** Who is signed in (GET /api/user); an admin unless told. */
  user?: User;
  /** Answers POST /api/leads/{id}/claim instead of the stateful default (the lead becomes the caller's). */
  claim?: () => Response;
}

const CSV_HEADERS = { 'Content-Type': 'text/csv; charset=utf-8', 'Content-Disposition': 'attachment; filename="leads-2026-11-20.csv"' };
const EXPORT_ID = 'export-1';
const READY_EXPORT: LeadExport = {
  id: EXPORT_ID,
  status: 'ready',
  requestedAt: '2026-11-20T10:00:00.000Z',
  fileName: 'leads-2026-11-20.csv',
  rows: 1,
};

/**
 * A leads API over an inbox, for `user` (GET /api/user) with the staff of STAFF: GET lists it a
 * page at a time (filters aside), PATCH changes a lead, a claim makes it the user's, DELETE
 * removes from it, the export answers a CSV. Answers the leads calls made, in order.
 */
function mockLeadsApi({ leads = inbox(3), remove, askExport, exportFile, list, user = SIGNED_IN_ADMIN, claim }: ApiOptions = {}) {
  let stored = leads;
  const calls: Call[] = [];
  const change = (id: string, fields: Partial<Lead>) => {
    stored = stored.map((candidate) => (candidate.id === id ? { ...candidate, ...fields } : candidate));
    return jsonResponse(stored.find((candidate) => candidate.id === id));
  };
  jest.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const method = init?.method ?? 'GET';
    const url = new URL(String(input), 'http://localhost');
    if (url.pathname === '/api/user') return jsonResponse(user);
    if (url.pathname === '/api/staff') return jsonResponse(STAFF);
    const body = typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined;
    calls.push({ method, url: String(input), ...(body === undefined ? {} : { body }) });
    if (url.pathname === '/api/leads/exports') return askExport ? askExport(url) : jsonResponse(READY_EXPORT, { status: 202 });
    if (url.pathname === `/api/leads/exports/${EXPORT_ID}`) return jsonResponse(READY_EXPORT);
    if (url.pathname === `/api/leads/exports/${EXPORT_ID}/file`)
      return exportFile ? exportFile() : new Response('"id"\r\n"lead-1"', { headers: CSV_HEADERS });
    if (method === 'GET') return list ? list(url) : pagedLeads(stored, url);
    const id = decodeURIComponent(url.pathname.split('/')[3] ?? '');
    if (method === 'PATCH') return change(id, body as Partial<Lead>);
    if (method === 'POST' && url.pathname.endsWith('/claim')) return claim ? claim() : change(id, { ownerId: user.id });
    if (remove) return remove();
    const ids = url.pathname === '/api/leads' ? (body as { ids: string[] }).ids : [decodeURIComponent(url.pathname.split('/').pop()!)];
    stored = stored.filter((candidate) => !ids.includes(candidate.id));
    return jsonResponse({ message: 'Lead deleted' });
  });
  return calls;
}

const listCalls = (calls: Call[]) =>
  calls.filter((call) => call.method === 'GET' && call.url.startsWith('/api/debug/leads')).map((call) => call.url);

function renderLeads(route = '/admin/leads') {
  return renderWithRouter(
    [
      {
        path: '/admin/:tab?',
        element: (
          <App>
            <AuthProvider>
              <RequireStaff>
                <LeadsTab />
              </RequireStaff>
            </AuthProvider>
          </App>
        ),
      },
    ],
    { route },
  );
}

const rows = () => [...document.querySelectorAll<HTMLElement>('tr.ant-table-row')];
const rowOf = (name: string) => screen.getByText(name, { selector: 'td' }).closest<HTMLElement>('tr')!;
// A label query over the whole tab reads every control's labels over the whole document, slow in
// jsdom under a page of rows: the checkboxes are looked up where they are.
/** A lead's checkbox, in its row. */
const leadBox = (name: string) => within(rowOf(name)).getByLabelText(`Select ${name}`);
/** The 'Select all' checkbox above the table, in its label. */
const selectAllBox = (label: string) => within(screen.getByText(label).closest('label')!).getByLabelText(label);
const buttonNamed = (text: string) => screen.getByText(text, { selector: 'button span' }).closest('button')!;
/** Waits for the element the selector finds (a popup or dialog, rendered outside the tab). */
const appeared = (selector: string) =>
  waitFor(() => {
    const element = document.querySelector<HTMLElement>(selector);
    if (!element) throw new Error(`${selector} did not appear`);
    return element;
  });
const confirmDialog = () => appeared('.ant-modal-confirm');
const openMenu = () => appeared('.ant-dropdown:not(.ant-dropdown-hidden) .ant-dropdown-menu');

/** Opens an antd select and answers its popup (tied to the control's id). */
async function openSelect(label: string) {
  const control = await screen.findByLabelText(label);
  await user.click(control);
  return waitFor(() => document.getElementById(`${control.id}_list`)!.closest<HTMLElement>('.ant-select-dropdown')!);
}

async function choose(label: string, option: string) {
  await user.click(await within(await openSelect(label)).findByTitle(option));
}

/** Opens a lead's row menu and clicks one of its items. */
async function rowAction(name: string, item: 'View details' | 'Export CSV' | 'Delete') {
  await user.click(within(rowOf(name)).getByLabelText(`Actions for ${name}`));
  await user.click(within(await openMenu()).getByText(item));
}

beforeEach(() => {
  // jsdom lays nothing out, yet computing a style under antd's sheets takes ~0.3 s, and a popup
  // (menu, select) reads a few dozen to place itself: the element's own style stands in.
  jest.spyOn(window, 'getComputedStyle').mockImplementation((element) => (element as HTMLElement).style);
});
afterEach(() => jest.restoreAllMocks());

describe('LeadsTab list', () => {
  it('lists the leads with name, email, phone, source label, interest and date', async () => {
    const calls = mockLeadsApi({
      leads: [
        lead(1, { source: 'investor_form', interest: 'investing' }),
        lead(2, { source: 'popup_lead_form', phone: undefined, interest: undefined }),
      ],
    });
    renderLeads();
    expect(await screen.findByRole('heading', { level: 1, name: 'Leads' })).toBeInTheDocument();
    await screen.findByText('Lead Person 1');
    expect(rows().map((row) => [...row.querySelectorAll('td')].slice(1, 7).map((cell) => cell.textContent))).toEqual([
      ['Lead Person 1', 'person1@example.com', '513-555-0101', 'Investor form', 'investing', 'November 19, 2026'],
      ['Lead Person 2', 'person2@example.com', '—', 'Market report popup', '—', 'November 18, 2026'],
    ]);
    expect(listCalls(calls)).toEqual(['/api/debug/leads']);
  });

  it('sends the filters of the URL, and shows them in the controls', async () => {
    const calls = mockLeadsApi();
    renderLeads('/admin/leads?search=oakley&source=investor_form&sortOrder=asc');
    await screen.findByText('Lead Person 1');
    expect(listCalls(calls)).toEqual(['/api/debug/leads?search=oakley&source=investor_form&sortOrder=asc']);
    expect(screen.getByLabelText('Search')).toHaveValue('oakley');
    expect(screen.getByLabelText('Source').closest('.ant-select')).toHaveTextContent('Investor form');
    expect(screen.getByLabelText('Sort').closest('.ant-select')).toHaveTextContent('Oldest first');
  });

  it('re-queries as the search (after a pause in typing), source and sort change, keeping them in the URL', () =>
    onJestClock(async () => {
      const calls = mockLeadsApi();
      const { router } = renderLeads();
      await screen.findByText('Lead Person 1');
      expect(screen.getByLabelText('Sort').closest('.ant-select')).toHaveTextContent('Newest first');

      await user.type(screen.getByLabelText('Search'), 'Oakley condo');
      await waitFor(() => expect(listCalls(calls).at(-1)).toBe('/api/debug/leads?search=Oakley+condo'));
      expect(listCalls(calls)).toHaveLength(2);

      await choose('Source', 'Showing request (legacy)');
      await waitFor(() => expect(listCalls(calls).at(-1)).toBe('/api/debug/leads?search=Oakley+condo&source=showing_request'));

      await choose('Sort', 'Oldest first');
      await waitFor(() =>
        expect(listCalls(calls).at(-1)).toBe('/api/debug/leads?search=Oakley+condo&source=showing_request&sortOrder=asc'),
      );
      expect(router.state.location.search).toBe('?search=Oakley+condo&source=showing_request&sortOrder=asc');

      await choose('Source', 'All sources');
      await waitFor(() => expect(router.state.location.search).toBe('?search=Oakley+condo&sortOrder=asc'));
    }));

  it('offers every source in the filter, each by its label', async () => {
    mockLeadsApi();
    renderLeads();
    const popup = await openSelect('Source');
    await within(popup).findByTitle('All sources');
    const titles = [...popup.querySelectorAll('.ant-select-item-option')].map((option) => option.getAttribute('title'));
    expect(titles).toEqual(['All sources', ...LEAD_SOURCES.map((source) => LEAD_SOURCE_LABELS[source])]);
    expect(titles).not.toContain('Unknown');
  });

  it('asks for the list once and never again by itself: updates come from the live inbox, not polling', () =>
    onJestClock(async () => {
      const calls = mockLeadsApi();
      renderLeads();
      expect(await screen.findByText('Lead Person 1')).toBeInTheDocument();
      expect(listCalls(calls)).toEqual(['/api/debug/leads']);
      await act(() => jest.advanceTimersByTimeAsync(30 * 60_000));
      document.dispatchEvent(new Event('visibilitychange'));
      window.dispatchEvent(new Event('online'));
      await act(() => jest.advanceTimersByTimeAsync(60_000));
      expect(listCalls(calls)).toEqual(['/api/debug/leads']);
    }));

  it("says 'No leads found' when nothing matches", async () => {
    mockLeadsApi({ leads: [] });
    renderLeads('/admin/leads?search=nobody');
    expect(await screen.findByText('No leads found')).toBeInTheDocument();
  });

  it('shows a skeleton while loading, and the failure once the one retry failed too', () =>
    onJestClock(async () => {
      const calls = mockLeadsApi({ list: () => jsonResponse({ message: 'boom' }, { status: 500 }) });
      renderLeads();
      await screen.findByRole('heading', { level: 1, name: 'Leads' });
      expect(document.querySelector('.ant-skeleton')).toBeInTheDocument();
      expect(await screen.findByText('Failed to load leads. Please try again later.')).toBeInTheDocument();
      expect(listCalls(calls)).toEqual(['/api/debug/leads', '/api/debug/leads']);
    }));

  it('asks again with Retry after a failure, and shows the leads once the API answers', () =>
    onJestClock(async () => {
      let down = true;
      const calls = mockLeadsApi({
        list: (url) =>
          down
            ? jsonResponse(
                { message: 'The service is briefly unavailable. Nothing was lost: please try again in a few seconds.' },
                { status: 503 },
              )
            : pagedLeads(inbox(2), url),
      });
      renderLeads();
      const failure = await screen.findByRole('alert');
      expect(failure).toHaveTextContent('Failed to load leads. Please try again later.');
      down = false;
      await user.click(within(failure).getByRole('button', { name: 'Retry' }));
      expect(await screen.findByRole('table')).toBeInTheDocument();
      expect(screen.queryByText('Failed to load leads. Please try again later.')).not.toBeInTheDocument();
      expect(listCalls(calls)).toEqual(['/api/debug/leads', '/api/debug/leads', '/api/debug/leads']);
    }));
});

describe('LeadsTab deletion', () => {
  it("selects every loaded lead, then 'Delete (n)' bulk-deletes them after confirmation and clears the selection", async () => {
    const leads = inbox(12);
    const calls = mockLeadsApi({ leads });
    renderLeads();
    await screen.findByText('Lead Person 1');
    expect(rows()).toHaveLength(12);
    expect(screen.queryByText(/^Delete \(/)).not.toBeInTheDocument();

    await user.click(selectAllBox('Select all 12 leads'));
    expect(leadBox('Lead Person 1')).toBeChecked();
    await user.click(leadBox('Lead Person 1'));
    expect(selectAllBox('Select all 12 leads')).not.toBeChecked();
    expect(buttonNamed('Delete (11)')).toBeInTheDocument();
    await user.click(leadBox('Lead Person 1'));
    expect(selectAllBox('Select all 12 leads')).toBeChecked();

    await user.click(buttonNamed('Delete (12)'));
    const dialog = await confirmDialog();
    expect(dialog).toHaveTextContent('Delete 12 leads?');
    expect(dialog).toHaveTextContent('The 12 selected leads will be permanently deleted.');
    await user.click(within(dialog).getByText('Delete').closest('button')!);

    expect(await screen.findByText('Selected leads deleted successfully')).toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'DELETE')).toEqual([
      { method: 'DELETE', url: '/api/leads', body: { ids: leads.map((candidate) => candidate.id) } },
    ]);
    expect(await screen.findByText('No leads found')).toBeInTheDocument();
    expect(screen.queryByText(/^Delete \(/)).not.toBeInTheDocument();
  });

  it('deletes a single selected lead with DELETE /api/leads/{id}, and leaves the others', async () => {
    const calls = mockLeadsApi({ leads: inbox(3) });
    renderLeads();
    await screen.findByText('Lead Person 2');
    await user.click(leadBox('Lead Person 2'));
    await user.click(buttonNamed('Delete (1)'));
    const dialog = await confirmDialog();
    expect(dialog).toHaveTextContent('Delete this lead?');
    expect(dialog).toHaveTextContent('The lead from Lead Person 2 (person2@example.com) will be permanently deleted.');
    await user.click(within(dialog).getByText('Delete').closest('button')!);

    expect(await screen.findByText('Lead deleted successfully')).toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'DELETE')).toEqual([{ method: 'DELETE', url: '/api/leads/lead-2' }]);
    await waitFor(() =>
      expect(rows().map((row) => row.querySelector('td:nth-child(2)')?.textContent)).toEqual(['Lead Person 1', 'Lead Person 3']),
    );
    expect(screen.queryByText(/^Delete \(/)).not.toBeInTheDocument();
  });

  it('deletes one lead from its row menu after confirmation; Cancel deletes nothing', async () => {
    const calls = mockLeadsApi({ leads: inbox(2) });
    renderLeads();
    await screen.findByText('Lead Person 1');
    await rowAction('Lead Person 1', 'Delete');
    await user.click(
      within(await confirmDialog())
        .getByText('Cancel')
        .closest('button')!,
    );
    await waitFor(() => expect(document.querySelector('.ant-modal-confirm')).not.toBeInTheDocument());
    expect(calls.some((call) => call.method === 'DELETE')).toBe(false);

    await rowAction('Lead Person 1', 'Delete');
    await user.click(
      within(await confirmDialog())
        .getByText('Delete')
        .closest('button')!,
    );
    expect(await screen.findByText('Lead deleted successfully')).toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'DELETE')).toEqual([{ method: 'DELETE', url: '/api/leads/lead-1' }]);
  });

  it("says 'Failed to delete lead(s)' with the server's message, and keeps the selection", async () => {
    mockLeadsApi({ remove: () => jsonResponse({ message: 'Firestore is unavailable' }, { status: 503 }) });
    renderLeads();
    await screen.findByText('Lead Person 1');
    await user.click(leadBox('Lead Person 1'));
    await user.click(leadBox('Lead Person 3'));
    await user.click(buttonNamed('Delete (2)'));
    await user.click(
      within(await confirmDialog())
        .getByText('Delete')
        .closest('button')!,
    );
    expect(await screen.findByText('Failed to delete lead(s)')).toBeInTheDocument();
    expect(screen.getByText('Firestore is unavailable')).toBeInTheDocument();
    expect(buttonNamed('Delete (2)')).toBeInTheDocument();
  });
});

describe('LeadsTab pages', () => {
  const shownCount = () => screen.getByText(/^Showing /);
  const rowNames = () => rows().map((row) => row.querySelector('td:nth-child(2)')?.textContent);

  it('says how many of all the matching leads are loaded', async () => {
    mockLeadsApi({ list: () => leadPage(inbox(3), { total: 20_000, nextCursor: 'after-3' }) });
    renderLeads();
    await screen.findByText('Lead Person 1');
    expect(shownCount()).toHaveTextContent('Showing 3 of 20,000 leads');
    expect(buttonNamed('Load more leads')).toBeInTheDocument();
    expect(selectAllBox('Select all 3 leads')).toBeInTheDocument();
  });

  it("'Load more leads' asks for the page after the last one's cursor and adds it under the loaded leads", async () => {
    const leads = inbox(120);
    let answerNextPage = () => {};
    const calls = mockLeadsApi({
      list: async (url) => {
        if (url.searchParams.has('cursor')) await new Promise<void>((resolve) => (answerNextPage = resolve));
        return pagedLeads(leads, url);
      },
    });
    renderLeads();
    await screen.findByText('Lead Person 1');
    expect(shownCount()).toHaveTextContent('Showing 50 of 120 leads');
    expect(rows()).toHaveLength(50);

    await user.click(buttonNamed('Load more leads'));
    await waitFor(() => expect(buttonNamed('Load more leads')).toHaveClass('ant-btn-loading'));
    answerNextPage();

    await waitFor(() => expect(shownCount()).toHaveTextContent('Showing 100 of 120 leads'));
    expect(listCalls(calls)).toEqual(['/api/debug/leads', '/api/debug/leads?cursor=after-50']);
    expect(rowNames()).toEqual(leads.slice(0, 100).map((candidate) => candidate.name));
    expect(buttonNamed('Load more leads')).not.toHaveClass('ant-btn-loading');
    expect(selectAllBox('Select all 100 leads')).toBeInTheDocument();
  });

  it("loads the last page with the keyboard, then hides 'Load more leads' and moves focus to the count", async () => {
    const calls = mockLeadsApi({ leads: inbox(60) });
    renderLeads();
    await screen.findByText('Lead Person 1');
    buttonNamed('Load more leads').focus();
    await user.keyboard('{Enter}');

    await waitFor(() => expect(shownCount()).toHaveTextContent('Showing 60 of 60 leads'));
    expect(screen.getByText('Lead Person 60', { selector: 'td' })).toBeInTheDocument();
    expect(screen.queryByText('Load more leads')).not.toBeInTheDocument();
    await waitFor(() => expect(shownCount()).toHaveFocus());
    expect(listCalls(calls)).toEqual(['/api/debug/leads', '/api/debug/leads?cursor=after-50']);
  });

  it("keeps the previous filter's leads on screen while the new one loads, without 'Load more leads'", () =>
    onJestClock(async () => {
      const leads = inbox(60);
      let answerSearch = () => {};
      const calls = mockLeadsApi({
        list: async (url) => {
          if (url.searchParams.has('search')) await new Promise<void>((resolve) => (answerSearch = resolve));
          return pagedLeads(url.searchParams.has('search') ? leads.slice(0, 2) : leads, url);
        },
      });
      renderLeads();
      await screen.findByText('Lead Person 1');
      await user.type(screen.getByLabelText('Search'), 'Person');

      await waitFor(() => expect(listCalls(calls).at(-1)).toBe('/api/debug/leads?search=Person'));
      expect(rows()).toHaveLength(50);
      expect(screen.queryByText('Load more leads')).not.toBeInTheDocument();
      answerSearch();
      await waitFor(() => expect(shownCount()).toHaveTextContent('Showing 2 of 2 leads'));
    }));

  it("shows no 'Load more leads' when the first page is the only one", async () => {
    mockLeadsApi({ leads: inbox(3) });
    renderLeads();
    await screen.findByText('Lead Person 1');
    expect(shownCount()).toHaveTextContent('Showing 3 of 3 leads');
    expect(screen.queryByText('Load more leads')).not.toBeInTheDocument();
  });

  it('says when the next page failed after its retry, keeping the loaded leads and the button', () =>
    onJestClock(async () => {
      const calls = mockLeadsApi({
        list: (url) => (url.searchParams.has('cursor') ? jsonResponse({ message: 'boom' }, { status: 500 }) : pagedLeads(inbox(60), url)),
      });
      renderLeads();
      await screen.findByText('Lead Person 1');
      await user.click(buttonNamed('Load more leads'));

      expect(await screen.findByText('Failed to load more leads. Please try again.')).toBeInTheDocument();
      expect(rows()).toHaveLength(50);
      expect(shownCount()).toHaveTextContent('Showing 50 of 60 leads');
      expect(buttonNamed('Load more leads')).toBeInTheDocument();
      expect(listCalls(calls)).toEqual(['/api/debug/leads', '/api/debug/leads?cursor=after-50', '/api/debug/leads?cursor=after-50']);
    }));

  it('refreshes every loaded page after a deletion', async () => {
    const calls = mockLeadsApi({ leads: inbox(60) });
    renderLeads();
    await screen.findByText('Lead Person 1');
    await user.click(buttonNamed('Load more leads'));
    await screen.findByText('Lead Person 51', { selector: 'td' });

    await rowAction('Lead Person 51', 'Delete');
    await user.click(
      within(await confirmDialog())
        .getByText('Delete')
        .closest('button')!,
    );
    expect(await screen.findByText('Lead deleted successfully')).toBeInTheDocument();
    await waitFor(() => expect(shownCount()).toHaveTextContent('Showing 59 of 59 leads'));
    expect(screen.queryByText('Lead Person 51', { selector: 'td' })).not.toBeInTheDocument();
    expect(rowNames().at(-1)).toBe('Lead Person 60');
    expect(listCalls(calls)).toEqual([
      '/api/debug/leads',
      '/api/debug/leads?cursor=after-50',
      '/api/debug/leads',
      '/api/debug/leads?cursor=after-50',
    ]);
  });
});

describe('LeadsTab detail dialog', () => {
  const showing = lead(4, {
    name: 'Taylor Reed',
    email: 'taylor@example.com',
    phone: '513-555-0104',
    source: 'schedule_form',
    interest: 'buying',
    message: 'Property: hyde-park-colonial\nPreferred date: 2030-05-06',
    investmentGoals: 'Two duplexes in Oakley',
    propertyId: 'hyde-park-colonial',
    preferredDate: '2030-05-06',
    preferredTime: '10:00 AM',
    createdAt: '2026-11-20T20:30:00.000Z',
  });

  const dialog = () => appeared('.ant-modal:not(.ant-modal-confirm)');
  const detail = (container: HTMLElement, label: string) =>
    within(container).getByText(label, { selector: 'th, th *' }).closest('tr')!.querySelector('td')!;

  it('opens from the URL (the Overview links there) with every field of the lead', async () => {
    const calls = mockLeadsApi({ leads: [lead(1), showing] });
    renderLeads('/admin/leads?lead=lead-4');
    const modal = await dialog();
    await within(modal).findByText('Lead: Taylor Reed');
    expect(listCalls(calls)).toEqual(['/api/debug/leads']);
    expect(detail(modal, 'Name')).toHaveTextContent('Taylor Reed');
    expect(within(detail(modal, 'Email')).getByText('taylor@example.com')).toHaveAttribute('href', 'mailto:taylor@example.com');
    expect(within(detail(modal, 'Phone')).getByText('513-555-0104')).toHaveAttribute('href', 'tel:513-555-0104');
    expect(detail(modal, 'Source')).toHaveTextContent('Showing request');
    expect(detail(modal, 'Interest')).toHaveTextContent('buying');
    expect(detail(modal, 'Message')).toHaveTextContent('Property: hyde-park-colonial Preferred date: 2030-05-06');
    expect(detail(modal, 'Investment goals')).toHaveTextContent('Two duplexes in Oakley');
    expect(within(detail(modal, 'Property')).getByText('hyde-park-colonial')).toHaveAttribute('href', '/properties/hyde-park-colonial');
    expect(detail(modal, 'Preferred date')).toHaveTextContent('May 6, 2030');
    expect(detail(modal, 'Preferred time')).toHaveTextContent('10:00 AM');
    expect(detail(modal, 'Received')).toHaveTextContent('November 20, 2026 at 3:30 PM');
  });

  it("opens with the row menu's 'View details', and Close removes it from the URL", async () => {
    mockLeadsApi({ leads: [lead(1, { source: 'popup_lead_form', phone: undefined, interest: undefined, message: undefined })] });
    const { router } = renderLeads('/admin/leads?source=popup_lead_form');
    await screen.findByText('Lead Person 1');
    await rowAction('Lead Person 1', 'View details');
    const modal = await dialog();
    await within(modal).findByText('Lead: Lead Person 1');
    expect(router.state.location.search).toBe('?source=popup_lead_form&lead=lead-1');
    expect(detail(modal, 'Phone')).toHaveTextContent('Not provided');
    expect(detail(modal, 'Investment goals')).toHaveTextContent('Not provided');
    expect(within(modal).queryByText('Preferred date')).not.toBeInTheDocument();

    await user.click(within(modal).getByText('Close').closest('button')!);
    await waitFor(() => expect(router.state.location.search).toBe('?source=popup_lead_form'));
  });

  it('opens from the row menu with the keyboard alone', async () => {
    mockLeadsApi({ leads: [lead(1)] });
    renderLeads();
    await screen.findByText('Lead Person 1');
    within(rowOf('Lead Person 1')).getByLabelText('Actions for Lead Person 1').focus();
    await user.keyboard('{Enter}');
    const menu = await openMenu();
    await waitFor(() => expect(menu).toContainElement(document.activeElement as HTMLElement));
    await user.keyboard('{ArrowDown}');
    expect(document.activeElement).toHaveTextContent('View details');
    // antd's menu reads the legacy `which` of Enter, which browsers set and user-event leaves at 0.
    fireEvent.keyDown(document.activeElement!, { key: 'Enter', code: 'Enter', keyCode: 13, which: 13 });
    expect(await within(await dialog()).findByText('Lead: Lead Person 1')).toBeInTheDocument();
  });

  it('reads a linked lead that is not among the loaded pages by its id', async () => {
    const calls = mockLeadsApi({ leads: inbox(60) });
    renderLeads('/admin/leads?lead=lead-55');
    const modal = await dialog();
    await within(modal).findByText('Lead: Lead Person 55');
    expect(detail(modal, 'Email')).toHaveTextContent('person55@example.com');
    expect(listCalls(calls)).toEqual(['/api/debug/leads', '/api/debug/leads?ids=lead-55']);
  });

  it('says when the lead of the URL is neither loaded nor found by its id', async () => {
    const calls = mockLeadsApi({ leads: [lead(1)] });
    renderLeads('/admin/leads?lead=gone');
    expect(await within(await dialog()).findByText('This lead was not found. It may have been deleted.')).toBeInTheDocument();
    expect(listCalls(calls)).toEqual(['/api/debug/leads', '/api/debug/leads?ids=gone']);
  });
});

describe('LeadsTab export', () => {
  let savedFiles: { name: string; href: string }[];
  beforeEach(() => {
    savedFiles = [];
    Object.assign(URL, { createObjectURL: jest.fn(() => 'blob:leads-csv'), revokeObjectURL: jest.fn() });
    jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      savedFiles.push({ name: this.download, href: this.href });
    });
  });

  it("asks for the CSV of the current filters, follows it while it is prepared, then downloads it, between 'Export Started' and 'Export Complete'", () =>
    onJestClock(async () => {
      let answer: (response: Response) => void = () => {};
      const calls = mockLeadsApi({
        askExport: () => jsonResponse({ ...READY_EXPORT, status: 'preparing', fileName: undefined }, { status: 202 }),
        exportFile: () => new Promise((resolve) => (answer = resolve)),
      });
      renderLeads('/admin/leads?search=oakley&source=contact_form&sortOrder=asc');
      await screen.findByText('Lead Person 1');
      await user.click(buttonNamed('Export CSV'));

      expect(await screen.findByText('Export Started')).toBeInTheDocument();
      // One poll of the export (a second) before its file is asked for.
      await waitFor(() => expect(calls.at(-1)).toEqual({ method: 'GET', url: `/api/leads/exports/${EXPORT_ID}/file` }), { timeout: 5_000 });
      expect(calls.slice(-3)).toEqual([
        { method: 'POST', url: '/api/leads/exports?search=oakley&source=contact_form&sortOrder=asc' },
        { method: 'GET', url: `/api/leads/exports/${EXPORT_ID}` },
        { method: 'GET', url: `/api/leads/exports/${EXPORT_ID}/file` },
      ]);
      answer(new Response('"id"\r\n"lead-1"', { headers: CSV_HEADERS }));

      expect(await screen.findByText('Export Complete')).toBeInTheDocument();
      expect(screen.getByText('leads-2026-11-20.csv has been downloaded.')).toBeInTheDocument();
      expect(savedFiles).toEqual([{ name: 'leads-2026-11-20.csv', href: 'blob:leads-csv' }]);
      expect(await (jest.mocked(URL.createObjectURL).mock.calls[0]![0] as Blob).text()).toBe('"id"\r\n"lead-1"');
    }));

  it('exports one lead from its row menu', async () => {
    const calls = mockLeadsApi();
    renderLeads();
    await screen.findByText('Lead Person 2');
    await rowAction('Lead Person 2', 'Export CSV');
    expect(await screen.findByText('Export Complete')).toBeInTheDocument();
    expect(calls.at(-2)).toEqual({ method: 'POST', url: '/api/leads/exports?ids=lead-2' });
    expect(savedFiles).toHaveLength(1);
  });

  it("says 'Export failed' with the server's message, and saves nothing", async () => {
    mockLeadsApi({ askExport: () => jsonResponse({ message: 'search must be at most 200 characters' }, { status: 400 }) });
    renderLeads();
    await screen.findByText('Lead Person 1');
    await user.click(buttonNamed('Export CSV'));
    expect(await screen.findByText('Export failed')).toBeInTheDocument();
    expect(screen.getByText('search must be at most 200 characters')).toBeInTheDocument();
    expect(savedFiles).toEqual([]);
  });

  it("says 'Export failed' with the reason when the export could not be prepared", async () => {
    mockLeadsApi({
      askExport: () =>
        jsonResponse(
          { ...READY_EXPORT, status: 'failed', fileName: undefined, message: 'The export could not be prepared. Please try again.' },
          { status: 202 },
        ),
    });
    renderLeads();
    await screen.findByText('Lead Person 1');
    await user.click(buttonNamed('Export CSV'));
    expect(await screen.findByText('Export failed')).toBeInTheDocument();
    expect(screen.getByText('The export could not be prepared. Please try again.')).toBeInTheDocument();
    expect(savedFiles).toEqual([]);
  });
});

describe('LeadsTab for an agent', () => {
  // Casey's own lead, and two nobody owns yet.
  const agentInbox = () => [lead(1, { ownerId: SIGNED_IN_AGENT.id }), lead(2), lead(3)];
  const menuItems = (menu: HTMLElement) => [...menu.querySelectorAll('.ant-dropdown-menu-item')].map((item) => item.textContent);
  const dialog = () => appeared('.ant-modal:not(.ant-modal-confirm)');

  it('offers no selection, no Delete and no Assign to; the export says it holds their leads', async () => {
    mockLeadsApi({ user: SIGNED_IN_AGENT, leads: agentInbox() });
    renderLeads();
    await screen.findByText('Lead Person 1');
    expect(within(rowOf('Lead Person 1')).getByText('Casey Brooks')).toBeInTheDocument();
    expect(screen.queryByText(/^Select all/)).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Select Lead Person 1')).not.toBeInTheDocument();
    expect(buttonNamed('Export CSV')).toHaveAccessibleDescription('Exports your leads');

    await user.click(within(rowOf('Lead Person 1')).getByLabelText('Actions for Lead Person 1'));
    expect(menuItems(await openMenu())).toEqual(['View details', 'Export CSV']);
    await user.keyboard('{Escape}');
    await waitFor(() => expect(document.querySelector('.ant-dropdown:not(.ant-dropdown-hidden)')).not.toBeInTheDocument());
    // An unassigned lead is not in an agent's export: it is theirs to claim first.
    await user.click(within(rowOf('Lead Person 2')).getByLabelText('Actions for Lead Person 2'));
    expect(menuItems(await openMenu())).toEqual(['View details']);
  });

  it("filters by 'Mine and unassigned' (the default), 'Mine' or 'Unassigned'", async () => {
    const calls = mockLeadsApi({ user: SIGNED_IN_AGENT, leads: agentInbox() });
    const { router } = renderLeads();
    await screen.findByText('Lead Person 1');
    expect(screen.getByLabelText('Owner').closest('.ant-select')).toHaveTextContent('Mine and unassigned');
    const popup = await openSelect('Owner');
    await within(popup).findByTitle('Mine');
    expect([...popup.querySelectorAll('.ant-select-item-option')].map((option) => option.getAttribute('title'))).toEqual([
      'Mine and unassigned',
      'Mine',
      'Unassigned',
    ]);
    await user.click(within(popup).getByTitle('Mine'));
    await waitFor(() => expect(listCalls(calls).at(-1)).toBe('/api/debug/leads?owner=uid-casey'));
    await choose('Owner', 'Unassigned');
    await waitFor(() => expect(listCalls(calls).at(-1)).toBe('/api/debug/leads?owner=none'));
    expect(router.state.location.search).toBe('?owner=none');
  });

  it("opens an admin's link to another owner's leads as their own view, keeping the other filters", async () => {
    const calls = mockLeadsApi({ user: SIGNED_IN_AGENT, leads: agentInbox() });
    renderLeads('/admin/leads?owner=uid-morgan&status=New');
    await screen.findByText('Lead Person 1');
    expect(listCalls(calls)).toEqual(['/api/debug/leads?status=New']);
    expect(screen.getByLabelText('Owner').closest('.ant-select')).toHaveTextContent('Mine and unassigned');
    expect(screen.queryByText('Failed to load leads. Please try again later.')).not.toBeInTheDocument();
  });

  it("has nothing to export among the unassigned leads: 'Export CSV' is off there", async () => {
    mockLeadsApi({ user: SIGNED_IN_AGENT, leads: agentInbox() });
    renderLeads('/admin/leads?owner=none');
    await screen.findByText('Lead Person 2');
    expect(buttonNamed('Export CSV')).toBeDisabled();
    await choose('Owner', 'Mine');
    await waitFor(() => expect(buttonNamed('Export CSV')).toBeEnabled());
  });

  it('claims an unassigned lead from its row: POST …/claim, then the row shows it as theirs', async () => {
    const calls = mockLeadsApi({ user: SIGNED_IN_AGENT, leads: agentInbox() });
    renderLeads();
    await screen.findByText('Lead Person 2');
    expect(within(rowOf('Lead Person 1')).queryByText('Claim')).not.toBeInTheDocument();
    await user.click(within(rowOf('Lead Person 2')).getByLabelText('Claim Lead Person 2'));

    expect(await screen.findByText('Lead claimed')).toBeInTheDocument();
    expect(screen.getByText('Lead Person 2 is your lead now.')).toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'POST')).toEqual([{ method: 'POST', url: '/api/leads/lead-2/claim' }]);
    await waitFor(() => expect(within(rowOf('Lead Person 2')).getByText('Casey Brooks')).toBeInTheDocument());
    expect(within(rowOf('Lead Person 2')).queryByText('Claim')).not.toBeInTheDocument();
    expect(within(rowOf('Lead Person 3')).getByLabelText('Claim Lead Person 3')).toBeInTheDocument();
    expect(listCalls(calls)).toEqual(['/api/debug/leads', '/api/debug/leads']);
  });

  it('says why a claim was refused (someone was quicker) and refreshes the list', async () => {
    let taken = false;
    const calls = mockLeadsApi({
      user: SIGNED_IN_AGENT,
      list: (url) => pagedLeads(taken ? [lead(1, { ownerId: SIGNED_IN_AGENT.id }), lead(3)] : agentInbox(), url),
      claim: () => {
        taken = true;
        return jsonResponse({ message: 'Lead not found' }, { status: 404 });
      },
    });
    renderLeads();
    await screen.findByText('Lead Person 2');
    await user.click(within(rowOf('Lead Person 2')).getByLabelText('Claim Lead Person 2'));
    expect(await screen.findByText('Failed to claim the lead')).toBeInTheDocument();
    expect(screen.getByText('Lead not found')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('Lead Person 2', { selector: 'td' })).not.toBeInTheDocument());
    expect(listCalls(calls)).toEqual(['/api/debug/leads', '/api/debug/leads']);
  });

  it('asks to claim an unassigned lead in its details before it can be worked on, then offers status and notes', async () => {
    const calls = mockLeadsApi({ user: SIGNED_IN_AGENT, leads: agentInbox() });
    renderLeads('/admin/leads?lead=lead-2');
    const modal = await dialog();
    await within(modal).findByText('Claim this lead to work on it');
    expect(within(modal).queryByLabelText('Status')).not.toBeInTheDocument();
    expect(within(modal).queryByLabelText('Add a note')).not.toBeInTheDocument();

    await user.click(within(modal).getByLabelText('Claim Lead Person 2'));
    expect(await within(modal).findByLabelText('Status')).toBeInTheDocument();
    expect(within(modal).queryByText('Claim this lead to work on it')).not.toBeInTheDocument();
    expect(within(modal).getByText('Owner: you')).toBeInTheDocument();
    expect(within(modal).queryByLabelText('Owner')).not.toBeInTheDocument();
    expect(within(modal).getByLabelText('Add a note')).toBeInTheDocument();

    await user.click(within(modal).getByLabelText('Status'));
    const status = await waitFor(() =>
      document.getElementById(`${within(modal).getByLabelText('Status').id}_list`)!.closest<HTMLElement>('.ant-select-dropdown')!,
    );
    await user.click(await within(status).findByTitle('Contacted'));
    expect(await screen.findByText('Status: Contacted')).toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'PATCH')).toEqual([
      { method: 'PATCH', url: '/api/leads/lead-2', body: { status: 'Contacted' } },
    ]);
  });
});

describe('LeadsTab assignment by an admin', () => {
  it("lists every staff member with their role under 'Assign to', and assigns with PATCH ownerId", async () => {
    const calls = mockLeadsApi({ leads: [lead(1), lead(2, { ownerId: SIGNED_IN_ADMIN.id })] });
    renderLeads();
    await screen.findByText('Lead Person 1');
    expect(within(rowOf('Lead Person 1')).getByText('Unassigned')).toBeInTheDocument();
    expect(within(rowOf('Lead Person 1')).queryByText('Claim')).not.toBeInTheDocument();

    await user.click(within(rowOf('Lead Person 1')).getByLabelText('Actions for Lead Person 1'));
    await user.click(within(await openMenu()).getByText('Assign to'));
    const submenu = await appeared('.ant-dropdown-menu-submenu-popup:not(.ant-dropdown-menu-submenu-hidden) .ant-dropdown-menu');
    expect([...submenu.querySelectorAll('.ant-dropdown-menu-item')].map((item) => item.textContent)).toEqual([
      'Avery Sinclair (Admin)',
      'Casey Brooks (Agent)',
    ]);
    await user.click(within(submenu).getByText('Casey Brooks (Agent)'));

    expect(await screen.findByText('Lead updated')).toBeInTheDocument();
    expect(screen.getByText('Owner: Casey Brooks')).toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'PATCH')).toEqual([
      { method: 'PATCH', url: '/api/leads/lead-1', body: { ownerId: 'uid-casey' } },
    ]);
    await waitFor(() => expect(within(rowOf('Lead Person 1')).getByText('Casey Brooks')).toBeInTheDocument());
  });

  it('filters by every staff member, each with their role', async () => {
    const calls = mockLeadsApi();
    renderLeads();
    await screen.findByText('Lead Person 1');
    const popup = await openSelect('Owner');
    await within(popup).findByTitle('Casey Brooks');
    expect([...popup.querySelectorAll('.ant-select-item-option')].map((option) => option.textContent)).toEqual([
      'All owners',
      'Unassigned',
      'Avery Sinclair (Admin)',
      'Casey Brooks (Agent)',
    ]);
    await user.click(within(popup).getByTitle('Casey Brooks'));
    await waitFor(() => expect(listCalls(calls).at(-1)).toBe('/api/debug/leads?owner=uid-casey'));
  });
});
