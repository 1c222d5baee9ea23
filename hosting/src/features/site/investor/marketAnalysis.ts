/** The investor hub's static market analysis: a few key indicators and what they mean. */
export const MARKET_INDICATORS = [
  { value: '5.4%', label: 'Year-over-year appreciation in the luxury segment' },
  { value: '96%', label: 'Apartment occupancy across the urban core' },
  { value: '28 days', label: 'Median time on market for well-priced homes' },
] as const;

export const MARKET_ANALYSIS = [
  'Cincinnati combines the stability of a diversified economy, anchored by Fortune 500 headquarters, major hospitals and the University of Cincinnati, with purchase prices well below those of coastal metros. That gap keeps rental yields attractive while appreciation has stayed steady.',
  'Inventory remains tight in the most sought-after neighborhoods, supporting values, while continued investment in the urban core, including the streetcar, new stadiums and riverfront parks, is drawing residents and employers back downtown.',
] as const;
