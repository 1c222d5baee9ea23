import { useCallback } from 'react';
import {
  ALL_NEIGHBORHOODS,
  ALL_SOURCES,
  ALL_TYPES,
  ANY_PRICE,
  DEFAULT_PROPERTY_SORT,
  DEFAULT_STATUS_FILTER,
  LISTING_SOURCE_LABELS,
  NEIGHBORHOOD_OPTIONS,
  parsePriceRange,
  PROPERTY_TYPE_OPTIONS,
  type ListingSource,
  type ListingStatusFilter,
  type PropertySort,
} from '@estate/domain';
import { SearchSelect } from '@/features/listings/search';
import { priceRangeOptions, priceRangeValue } from './priceRangeChoice';
import { SORT_OPTIONS, STATUS_OPTIONS, type ListingFilters } from './propertyFilterParams';
import { PropertyKeywordSearch } from './PropertyKeywordSearch';
import { PropertyCityField } from './PropertyCityField';
import styles from './PropertyFilters.module.css';

const ANY_ROOMS = 'Any';

/** The keyword box's form, which every select joins: the filters as a plain GET form without JavaScript. */
const FORM_ID = 'listing-filters';
const ROOM_MINIMUMS = [1, 2, 3, 4, 5];

const asOptions = (values: readonly string[]) => values.map((value) => ({ value, label: value }));
const NEIGHBORHOOD_CHOICES = asOptions(NEIGHBORHOOD_OPTIONS);
const PROPERTY_TYPE_CHOICES = asOptions(PROPERTY_TYPE_OPTIONS);
const SOURCE_CHOICES = [
  { value: ALL_SOURCES, label: ALL_SOURCES },
  ...(Object.entries(LISTING_SOURCE_LABELS) as [ListingSource, string][]).map(([value, label]) => ({ value, label })),
];

/** Bedrooms' and bathrooms' minimums: Any, 1+ … 5+, and the URL's minimum when it is another number. */
function roomOptions(minimum: number | undefined) {
  const minimums = minimum === undefined || ROOM_MINIMUMS.includes(minimum) ? ROOM_MINIMUMS : [...ROOM_MINIMUMS, minimum];
  return [{ value: ANY_ROOMS, label: ANY_ROOMS }, ...minimums.map((each) => ({ value: String(each), label: `${each}+` }))];
}

const roomsValue = (minimum: number | undefined) => (minimum === undefined ? ANY_ROOMS : String(minimum));
const roomsFilter = (value: string) => (value === ANY_ROOMS ? undefined : Number(value));

interface Props {
  filters: ListingFilters;
  /** A filter set to undefined is removed; `replace` for changes made while typing. */
  onChange: (change: Partial<ListingFilters>, options?: { replace?: boolean }) => void;
}

/**
 * The listing's filter bar: keyword, source, the hero's Location select or a City (one place at
 * a time: choosing one clears the other), type and price (docs/product/site.md#listing: choosing
 * the default removes the filter), minimum bedrooms and bathrooms, the status (for sale by
 * default) and the sort order. Native selects, like the hero's.
 */
export function PropertyFilters({ filters, onChange }: Props) {
  const onKeyword = useCallback(
    (keyword: string, typing: boolean) => onChange({ search: keyword || undefined }, { replace: typing }),
    [onChange],
  );
  const onCity = useCallback(
    (city: string, typing: boolean) => onChange(city ? { city, neighborhood: undefined } : { city: undefined }, { replace: typing }),
    [onChange],
  );
  return (
    <div role="search" aria-label="Filter properties" className={styles.bar}>
      {/* Drawn on the map, not chosen here: the form sent without JavaScript keeps it. */}
      {filters.area && <input type="hidden" name="area" form={FORM_ID} value={filters.area} />}
      <PropertyKeywordSearch id="filter-search" formId={FORM_ID} value={filters.search ?? ''} onSearch={onKeyword} />
      <SearchSelect
        id="filter-source"
        name="source"
        form={FORM_ID}
        label="Source"
        value={filters.source ?? ALL_SOURCES}
        options={SOURCE_CHOICES}
        onChange={(value) => onChange({ source: value === ALL_SOURCES ? undefined : (value as ListingSource) })}
      />
      <SearchSelect
        id="filter-neighborhood"
        name="neighborhood"
        form={FORM_ID}
        label="Location"
        value={filters.neighborhood ?? ALL_NEIGHBORHOODS}
        options={NEIGHBORHOOD_CHOICES}
        onChange={(value) =>
          onChange(
            value === ALL_NEIGHBORHOODS
              ? { neighborhood: undefined }
              : { neighborhood: value as ListingFilters['neighborhood'], city: undefined },
          )
        }
      />
      <PropertyCityField id="filter-city" formId={FORM_ID} value={filters.city ?? ''} onCity={onCity} />
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
        value={roomsValue(filters.bedrooms)}
        options={roomOptions(filters.bedrooms)}
        onChange={(value) => onChange({ bedrooms: roomsFilter(value) })}
      />
      <SearchSelect
        id="filter-bathrooms"
        name="bathrooms"
        form={FORM_ID}
        label="Bathrooms"
        value={roomsValue(filters.bathrooms)}
        options={roomOptions(filters.bathrooms)}
        onChange={(value) => onChange({ bathrooms: roomsFilter(value) })}
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
