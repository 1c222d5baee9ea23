import { screen } from '@testing-library/react';
import { PAGE_HEADERS, type AuditEntry, type User } from '@estate/domain';
import { answerApi, json, renderStaffRoutes, SIGNED_IN_ADMIN, SIGNED_IN_AGENT } from '../support/staffHarness';

/** docs/product/dashboard.md#audit-log: the Audit Log tab of an admin and of an agent. */

const ENTRY: AuditEntry = {
  seq: 7,
  at: '2026-11-27T15:05:00.000Z',
  actor: { uid: SIGNED_IN_AGENT.id, name: 'Casey Brooks', role: 'agent' },
  action: 'lead.read',
  record: { kind: 'lead', id: 'lead-1' },
  route: 'GET /api/leads/:id/related',
  from: { address: '203.0.113.7', agent: 'Mozilla/5.0 (Macintosh)' },
};

const signedInAs = (user: User, entries: AuditEntry[], headers: Record<string, string> = {}) => ({
  'GET /api/user': () => json(user),
  'GET /api/staff': () => json([{ id: SIGNED_IN_AGENT.id, name: 'Casey Brooks', role: 'agent', available: true }]),
  'GET /api/audit-log': () =>
    new Response(JSON.stringify(entries), { status: 200, headers: { 'Content-Type': 'application/json', ...headers } }),
});

afterEach(() => jest.restoreAllMocks());

it("shows an admin everyone's entries with the filters by staff member and the CSV export", async () => {
  answerApi(signedInAs(SIGNED_IN_ADMIN, [ENTRY], { [PAGE_HEADERS.nextCursor]: 'next' }));
  renderStaffRoutes('/admin/audit-log');
  expect(await screen.findByRole('heading', { level: 1, name: 'Audit Log' })).toBeInTheDocument();
  expect(await screen.findByText('Casey Brooks (Agent)')).toBeInTheDocument();
  expect(screen.getByText("Opened a lead's details")).toBeInTheDocument();
  expect(screen.getByText('lead lead-1')).toBeInTheDocument();
  expect(screen.getByText('November 27, 2026 at 10:05 AM')).toBeInTheDocument();
  expect(screen.getByText('203.0.113.7')).toHaveAttribute('title', 'Mozilla/5.0 (Macintosh)');
  expect(screen.getByLabelText('Staff member')).toBeInTheDocument();
  expect(screen.getByText('Export CSV').closest('a')).toHaveAttribute('href', '/api/audit-log/export');
  expect(screen.getByText('Load more')).toBeInTheDocument();
});

it('shows an agent their own entries, without the staff filter or the export', async () => {
  answerApi(signedInAs(SIGNED_IN_AGENT, []));
  renderStaffRoutes('/admin/audit-log');
  expect(await screen.findByText('Your own reads of personal data and changes, newest first.')).toBeInTheDocument();
  expect(await screen.findByText('No entries match these filters.')).toBeInTheDocument();
  expect(screen.queryByLabelText('Staff member')).toBeNull();
  expect(screen.queryByText('Export CSV')).toBeNull();
});
