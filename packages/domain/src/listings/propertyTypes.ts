/** docs/product/reference.md#numbers: property types. 'All Types' is a filter value only, never a property's type. */
export const PROPERTY_TYPES = ['Single Family', 'Condo', 'Townhouse', 'Multi-Family', 'Land'] as const;

export type PropertyType = (typeof PROPERTY_TYPES)[number];

export const ALL_TYPES = 'All Types';

export const PROPERTY_TYPE_OPTIONS = [ALL_TYPES, ...PROPERTY_TYPES] as const;
