/** The agency's figures and awards (About page, docs/product/site.md#about). */
export const ACHIEVEMENTS = [
  { figure: '$1.2B+', label: 'in sales' },
  { figure: '450+', label: 'properties sold' },
  { figure: '98%', label: 'client satisfaction' },
  { figure: '15+', label: 'industry awards' },
] as const;

export const AWARDS = [
  { year: '2025', title: 'Top Luxury Brokerage, Greater Cincinnati' },
  { year: '2024', title: 'Excellence in Client Service Award' },
  { year: '2023', title: 'Best Boutique Real Estate Firm, Southwest Ohio' },
  { year: '2022', title: 'Historic Preservation Partner of the Year' },
] as const;
