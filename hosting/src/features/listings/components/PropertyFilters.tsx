import { useCallback } from 'react';
import {
  ALL_NEIGHBORHOODS,
  ALL_TYPES,
  ANY_PRICE,
  DEFAULT_PROPERTY_SORT,
  DEFAULT_STATUS_FILTER,
  NEIGHBORHOOD_OPTIONS,
  parsePriceRange,
  PROPERTY_TYPE_OPTIONS,
  type ListingStatusFilter,
  type PropertySort,
} from '@estate/domain';
import { SearchSelect } from '@/features/listings/search';
import { priceRangeOptions, priceRangeValue } from './priceRangeChoice';
import { SORT_OPTIONS, STATUS_OPTIONS, type ListingFilters } from './propertyFilterParams';
import { PropertyKeywordSearch } from './PropertyKeywordSearch';
import styles from './PropertyFilters.module.css';

const ANY_BEDROOMS = 'Any';

/** The keyword box's form, which every select joins: the filters as a plain GET form without JavaScript. */
const FORM_ID = 'listing-filters';
const BEDROOM_MINIMUMS = [1, 2, 3, 4, 5];

const asOptions = (values: readonly string[]) => values.map((value) => ({ value, label: value }));
const NEIGHBORHOOD_CHOICES = asOptions(NEIGHBORHOOD_OPTIONS);
const PROPERTY_TYPE_CHOICES = asOptions(PROPERTY_TYPE_OPTIONS);

/** Any, 1+ … 5+, and the URL's minimum when it is another number. */
function bedroomOptions(bedrooms: number | undefined) {
  const minimums = bedrooms === undefined || BEDROOM_MINIMUMS.includes(bedrooms) ? BEDROOM_MINIMUMS : [...BEDROOM_MINIMUMS, bedrooms];
  return [{ value: ANY_BEDROOMS, label: ANY_BEDROOMS }, ...minimums.map((minimum) => ({ value: String(minimum), label: `${minimum}+` }))];
}

interface Props {
  filters: ListingFilters;
  /** A filter set to undefined is removed; `replace` for changes made while typing. */
  onChange: (change: Partial<ListingFilters>, options?: { replace?: boolean }) => void;
}

/**
 * The listing's filter bar: keyword, the hero's three selects (docs/product/site.md#listing: choosing the default
 * removes the filter), minimum bedrooms, the status (for sale by default) and the sort order. Native selects, like the hero's.
 */
export function PropertyFilters({ filters, onChange }: Props) {
  const onKeyword = useCallback(
    (keyword: string, typing: boolean) => onChange({ search: keyword || undefined }, { replace: typing }),
    [onChange],
  );
  return (
    <div role="search" aria-label="Filter properties" className={styles.bar}>
      <PropertyKeywordSearch id="filter-search" formId={FORM_ID} value={filters.search ?? ''} onSearch={onKeyword} />
      <SearchSelect
        id="filter-neighborhood"
        name="neighborhood"
        form={FORM_ID}
        label="Location"
        value={filters.neighborhood ?? ALL_NEIGHBORHOODS}
        options={NEIGHBORHOOD_CHOICES}
        onChange={(value) =>
          onChange({ neighborhood: value === ALL_NEIGHBORHOODS ? undefined : (value as ListingFilters['neighborhood']) })
        }
      />
      <SearchSelect
        id="filter-property-type"
        name="propertyType"
        form={FORM_ID}
        label="Property Type"
        value={filters.propertyType ?? ALL_TYPES}
        options={PROPERTY_TYPE_CHOICES}
        onChange={(value) => onChange({ propertyType: value === ALL_TYPES ? undefined : (value as ListingFilters['propertyType']) })}
      />
      <SearchSelect
        id="filter-price"
        name="price"
        form={FORM_ID}
        label="Price Range"
        value={priceRangeValue(filters)}
        options={priceRangeOptions(filters)}
        onChange={(value) => onChange({ minPrice: undefined, maxPrice: undefined, ...(value === ANY_PRICE ? {} : parsePriceRange(value)) })}
      />
      <SearchSelect
        id="filter-bedrooms"
        name="bedrooms"
        form={FORM_ID}
        label="Bedrooms"
        value={filters.bedrooms === undefined ? ANY_BEDROOMS : String(filters.bedrooms)}
        options={bedroomOptions(filters.bedrooms)}
        onChange={(value) => onChange({ bedrooms: value === ANY_BEDROOMS ? undefined : Number(value) })}
      />
      <SearchSelect
        id="filter-status"
        name="status"
        form={FORM_ID}
        label="Status"
        value={filters.status ?? DEFAULT_STATUS_FILTER}
        options={STATUS_OPTIONS}
        onChange={(value) => onChange({ status: value === DEFAULT_STATUS_FILTER ? undefined : (value as ListingStatusFilter) })}
      />
      <SearchSelect
        id="filter-sort"
        name="sort"
        form={FORM_ID}
        label="Sort"
        value={filters.sort ?? DEFAULT_PROPERTY_SORT}
        options={SORT_OPTIONS}
        onChange={(value) => onChange({ sort: value as PropertySort })}
      />
    </div>
  );
}
