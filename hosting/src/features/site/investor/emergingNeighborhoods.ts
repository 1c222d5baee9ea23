import type { NeighborhoodName } from '@estate/domain';

/** docs/product/site.md#investor-hub and docs/product/reference.md#numbers: three emerging neighborhoods with their growth potential (85%, 78%, 92%). */
export const EMERGING_NEIGHBORHOODS: { name: NeighborhoodName; growth: number; text: string }[] = [
  {
    name: 'Over-the-Rhine',
    growth: 85,
    text: 'Continued restoration of historic buildings and a thriving dining scene keep demand for condos and rentals strong.',
  },
  {
    name: 'West End',
    growth: 78,
    text: 'TQL Stadium and new infill housing are bringing investment to one of the city’s oldest neighborhoods.',
  },
  {
    name: 'Oakley',
    growth: 92,
    text: 'Young professionals and families keep pushing demand for townhomes and updated single-family homes.',
  },
];
