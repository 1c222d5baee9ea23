/** docs/product/reference.md#numbers: the neighborhoods the agency serves, in the order the selects show them. */
export const NEIGHBORHOOD_NAMES = [
  'Hyde Park',
  'Mount Adams',
  'Indian Hill',
  'Downtown',
  'Oakley',
  'Clifton',
  'West End',
  'Over-the-Rhine',
  'Blue Ash',
] as const;

export type NeighborhoodName = (typeof NEIGHBORHOOD_NAMES)[number];

export const ALL_NEIGHBORHOODS = 'All Neighborhoods';

export const NEIGHBORHOOD_OPTIONS = [ALL_NEIGHBORHOODS, ...NEIGHBORHOOD_NAMES] as const;

/** Stable document id of a neighborhood: 'Over-the-Rhine' -> 'over-the-rhine'. */
export function neighborhoodId(name: string): string {
  return name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

/** The three highlights every neighborhood section shows (docs/product/site.md#neighborhoods). */
export const NEIGHBORHOOD_HIGHLIGHTS = ['Top-rated schools', 'Fine dining', 'Parks & recreation'] as const;
