/**
 * The investor hub's opportunities by property type (docs/product/site.md#investor-hub: three tabs of three cards, each
 * with an average return range). The first design left the figures open; these are indicative ranges.
 */
export interface InvestmentOpportunity {
  title: string;
  returnRange: string;
  text: string;
}

export interface InvestmentCategory {
  key: 'residential' | 'commercial' | 'multi-family';
  label: string;
  opportunities: InvestmentOpportunity[];
}

export const INVESTMENT_CATEGORIES: InvestmentCategory[] = [
  {
    key: 'residential',
    label: 'Residential',
    opportunities: [
      {
        title: 'Single-Family Rentals',
        returnRange: '6-8% average annual return',
        text: 'Steady tenant demand near employers and top-rated schools in Oakley, Blue Ash and Hyde Park.',
      },
      {
        title: 'Luxury Renovations',
        returnRange: '12-18% average return per project',
        text: 'Restoring historic homes in Clifton and Mount Adams for buyers who pay a premium for move-in condition.',
      },
      {
        title: 'Furnished Executive Rentals',
        returnRange: '8-11% average annual return',
        text: 'Mid-term stays for relocating professionals and visiting medical staff close to downtown and Uptown.',
      },
    ],
  },
  {
    key: 'commercial',
    label: 'Commercial',
    opportunities: [
      {
        title: 'Neighborhood Retail',
        returnRange: '7-9% average annual return',
        text: 'Storefronts on walkable business districts such as Oakley Square, Hyde Park Square and Vine Street.',
      },
      {
        title: 'Boutique Office',
        returnRange: '6-8% average annual return',
        text: 'Smaller professional suites for medical, legal and financial tenants in the suburban corridors.',
      },
      {
        title: 'Mixed-Use Buildings',
        returnRange: '8-10% average annual return',
        text: 'Ground-floor retail with apartments above, the classic Over-the-Rhine and West End building type.',
      },
    ],
  },
  {
    key: 'multi-family',
    label: 'Multi-Family',
    opportunities: [
      {
        title: 'Duplexes & Triplexes',
        returnRange: '7-10% average annual return',
        text: 'An accessible start: live in one unit, rent the others, in Oakley, Clifton and Northside.',
      },
      {
        title: 'Small Apartment Buildings',
        returnRange: '8-11% average annual return',
        text: 'Five to twenty units near the University of Cincinnati and the hospital district.',
      },
      {
        title: 'Historic Conversions',
        returnRange: '9-13% average annual return',
        text: 'Italianate buildings turned into modern apartments, often with historic tax credits.',
      },
    ],
  },
];
