import { configure, screen } from '@testing-library/react';
import type { LeadStats } from '@estate/domain';
import { SpeedToLead } from '@/features/dashboard/overview/components/SpeedToLead';
import { formatMinutes } from '@/components/formatMinutes';
import { answerApi, json, never, renderStaff, SIGNED_IN_ADMIN } from '../../support/staffHarness';

configure({ defaultHidden: true });
afterEach(() => jest.restoreAllMocks());

const STATS: LeadStats = {
  firstResponse: {
    last7Days: { medianMinutes: 42, received: 5, answered: 4 },
    last30Days: { medianMinutes: 185, received: 20, answered: 18 },
  },
  overdue: 3,
  weekly: Array.from({ length: 12 }, (_, index) => ({
    weekStart: `2026-09-${String(index + 1).padStart(2, '0')}`,
    counts: { contact_form: index },
  })),
  byStatus: { New: 3, Contacted: 4, Qualified: 2, 'Showing scheduled': 1, Offer: 1, Won: 2, Lost: 1 },
};

describe('SpeedToLead', () => {
  it('shows the median first responses, the overdue New leads linking to them, and the two charts', async () => {
    answerApi({ 'GET /api/user': () => json(SIGNED_IN_ADMIN), 'GET /api/admin/lead-stats': () => json(STATS) });
    renderStaff(<SpeedToLead />);
    expect(await screen.findByText('42 min')).toBeInTheDocument();
    expect(screen.getByText('4 of 5 leads answered')).toBeInTheDocument();
    expect(screen.getByText('3 h 5 min')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /New leads waiting over 1 business hour/ })).toHaveAttribute('href', '/admin/leads?status=New');
    expect(await screen.findByRole('img', { name: '66 leads in the last 12 weeks, by week and source' })).toBeInTheDocument();
    expect(
      screen.getByRole('img', { name: 'Pipeline: New 3, Contacted 4, Qualified 2, Showing scheduled 1, Offer 1, Won 2, Lost 1' }),
    ).toBeInTheDocument();
  });

  it("holds the charts' place with their titled cards while the figures load", async () => {
    answerApi({ 'GET /api/user': () => json(SIGNED_IN_ADMIN), 'GET /api/admin/lead-stats': never });
    renderStaff(<SpeedToLead />);
    expect(await screen.findByRole('status', { name: 'Loading the chart: Leads per week by source, last 12 weeks' })).toBeInTheDocument();
    expect(screen.getByRole('status', { name: 'Loading the chart: Pipeline by status' })).toBeInTheDocument();
    expect(screen.getByText('Pipeline by status', { selector: '.ant-card-head-title' })).toBeInTheDocument();
  });

  it('says when the figures could not be loaded', async () => {
    answerApi({ 'GET /api/user': () => json(SIGNED_IN_ADMIN), 'GET /api/admin/lead-stats': () => json({ message: 'boom' }, 500) });
    renderStaff(<SpeedToLead />);
    expect(await screen.findByText('The lead figures could not be loaded')).toBeInTheDocument();
  });
});

describe('formatMinutes', () => {
  it.each([
    [42, '42 min'],
    [60, '1 h'],
    [185, '3 h 5 min'],
    [24 * 60 * 2 + 4 * 60, '2 d 4 h'],
  ])('writes %d minutes as %s', (minutes, text) => expect(formatMinutes(minutes)).toBe(text));
});
