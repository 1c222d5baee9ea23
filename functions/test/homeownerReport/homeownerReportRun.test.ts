import type { HomeValuation, Lead } from '@estate/domain';
import { homeownerReportRun, type HomeownerReportRunDeps } from '../../src/homeownerReport';
import { HOME } from '../valuation/valuationMarket';

/** docs/product/valuation.md#the-homeowner-report: the run over fakes, for what the emulator cannot make happen on cue. */
const consent = { granted: true, at: '2026-11-01T10:00:00.000Z', text: 'Yes' };
const valuation: HomeValuation = {
  home: HOME,
  asOf: '2026-11-01',
  estimate: { kind: 'tooFew' },
  consents: { followUp: consent, report: consent },
};
const sellerLead = (id: string): Lead => ({
  id,
  name: `Owner ${id}`,
  email: `${id}@example.com`,
  source: 'home_value',
  createdAt: '2026-11-01T10:00:00.000Z',
  status: 'New',
  notes: [],
  activity: [],
  valuation,
});

it('passes over a lead whose report fails, tells which, and still reports the leads after it', async () => {
  const queued: string[] = [];
  const reports: HomeownerReportRunDeps['reports'] = {
    consenting: async () => ({ leads: [sellerLead('a'), sellerLead('b'), sellerLead('c')] }),
    lastReport: async () => undefined,
    queuedFor: async () => false,
    queue: async ({ leadId }) => {
      if (leadId === 'b') throw new Error('DEADLINE_EXCEEDED');
      queued.push(leadId);
      return 'queued';
    },
    recordOpen: async () => 'unknown',
    withdraw: async () => undefined,
    name: 'homeownerReports',
    recordsOf: async () => new Map(),
    forget: async () => undefined,
  };
  const sign = () => 'signed';
  const run = homeownerReportRun({
    reports,
    valuations: { valued: async () => ({ outcome: { kind: 'tooFew', found: 0, minimum: 3, refused: [] }, asOf: '2026-12-01' }) },
    sales: { closedSales: async () => [] },
    newListings: { newListings: async () => [] },
    properties: { find: async () => null },
    tokens: { opinion: { sign } as never, unsubscribe: { sign } as never, open: { sign } as never },
    siteOrigin: 'https://queencityestates.com',
  });
  const outcome = await run.run(new Date('2026-12-01T15:00:00Z'));
  expect(outcome).toMatchObject({ queued: 2, already: 0, finished: true, failed: [{ leadId: 'b', reason: 'Error: DEADLINE_EXCEEDED' }] });
  expect(queued).toEqual(['a', 'c']);
});
