import type { PropertySearchSelection } from './searchQuery';

/**
 * The overlay's popular-search buttons. Each applies exactly what it names, at once (the first
 * design searched with the previous selection instead: a stale-state defect not copied).
 */
export const POPULAR_SEARCHES: readonly { label: string; selection: PropertySearchSelection }[] = [
  { label: 'Hyde Park Homes', selection: { neighborhood: 'Hyde Park' } },
  { label: 'Luxury Condos', selection: { propertyType: 'Condo' } },
  { label: '$750k - $1.5M Homes', selection: { priceRange: '750000-1500000' } },
  { label: 'Downtown Lofts', selection: { neighborhood: 'Downtown', keyword: 'loft' } },
];
