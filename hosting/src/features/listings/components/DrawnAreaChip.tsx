import { Link } from 'react-router-dom';
import { DRAWN_AREA_LABELS } from './drawnAreaLabels';
import { writeListingFilters, type ListingFilters } from './propertyFilterParams';
import styles from './DrawnAreaChip.module.css';

/**
 * docs/product/site.md#listing: says that the listing is cut to the area drawn on the map, so a
 * shared address is understood without the map, with a plain link to the same filters without it
 * (no JavaScript needed), also when the API could not read the area and the page says why.
 */
export function DrawnAreaChip({ filters }: { filters: ListingFilters }) {
  if (!filters.area) return null;
  const { area: _area, ...others } = filters;
  const query = writeListingFilters(others).toString();
  return (
    <p className={styles.chip}>
      {DRAWN_AREA_LABELS.chip}
      <Link to={`/properties${query ? `?${query}` : ''}`} className={styles.remove}>
        {DRAWN_AREA_LABELS.remove}
      </Link>
    </p>
  );
}
