import { render, screen } from '@testing-library/react';
import { HOME_VALUE_TEXTS, type HomeValuation } from '@estate/domain';
import { LeadValuation } from '@/features/leads/dashboard/components/LeadValuation';

const VALUATION: HomeValuation = {
  home: {
    propertyType: 'Condo',
    bedrooms: 2,
    bathrooms: 2.5,
    squareFeet: 1_450,
    LotSizeAcres: 0.05,
    condition: 'Excellent',
    neighborhood: 'Oakley',
  },
  listingId: 'cincy_LM1700042',
  asOf: '2026-03-01',
  estimate: {
    kind: 'estimate',
    value: 958_000,
    low: 886_000,
    high: 1_030_000,
    confidence: 'High',
    comparableIds: ['a', 'b', 'c', 'd', 'e'],
  },
  consents: {
    followUp: { granted: true, at: '2026-03-01T15:05:00Z', text: HOME_VALUE_TEXTS.followUpConsent },
    report: { granted: false, at: '2026-03-01T15:05:00Z', text: HOME_VALUE_TEXTS.reportConsent },
  },
};

const row = (label: string) => screen.getByText(label).closest('tr')!.textContent;

describe("a home valuation's lead, in its panel", () => {
  it('shows the home, the range and confidence, the consents in the words the owner saw, and no opinion asked', () => {
    render(<LeadValuation leadId="lead-1" valuation={VALUATION} />);
    expect(screen.getByRole('heading', { name: 'Home valuation' })).toBeTruthy();
    expect(row('Home')).toContain('Condo, 2 bedrooms, 2.5 bathrooms, 1,450 sq ft, 0.05 acres, Excellent condition, in Oakley');
    expect(row('Estimate on 2026-03-01')).toContain('$958,000 (from $886,000 to $1,030,000), High confidence, from 5 comparable sales');
    expect(row(HOME_VALUE_TEXTS.followUpConsent)).toContain('Yes, March 1, 2026 at 10:05 AM');
    expect(row(HOME_VALUE_TEXTS.reportConsent)).toContain('No, March 1, 2026 at 10:05 AM');
    expect(row('Agent’s opinion')).toContain('Not asked');
    expect(screen.getByRole('link', { name: 'cincy_LM1700042' }).getAttribute('href')).toBe('/properties/cincy_LM1700042');
  });

  it('says when the owner asked for an agent’s opinion, and why there is no estimate', () => {
    render(
      <LeadValuation
        leadId="lead-2"
        valuation={{ ...VALUATION, estimate: { kind: 'tooFew' }, agentOpinionAskedAt: '2026-03-02T14:30:00Z' }}
      />,
    );
    expect(row('Estimate on 2026-03-01')).toContain('none, too few recent comparable sales');
    expect(row('Agent’s opinion')).toContain('Asked March 2, 2026 at 9:30 AM');
  });
});
