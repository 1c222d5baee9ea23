/** What the agency does for its clients (About page, docs/product/site.md#about: four services). */
export const SERVICES = [
  {
    title: 'Buyer Representation',
    text: 'Private showings, off-market introductions and skilled negotiation to secure the right home on the right terms.',
  },
  {
    title: 'Seller Representation',
    text: 'Pricing strategy, staging, professional photography and targeted marketing that reaches qualified buyers.',
  },
  {
    title: 'Investment Advisory',
    text: 'Analysis of rental, multi-family and development opportunities across Cincinnati’s growing neighborhoods.',
  },
  {
    title: 'Relocation Services',
    text: 'Neighborhood tours, school guidance and a trusted network of lenders, inspectors and movers.',
  },
] as const;
