import SearchOutlined from '@ant-design/icons-svg/es/asn/SearchOutlined';
import { useId, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { NEIGHBORHOOD_OPTIONS, PRICE_RANGE_OPTIONS, PROPERTY_TYPE_OPTIONS } from '@estate/domain';
import { DEFAULT_SEARCH_SELECTION, propertySearchPath, SearchSelect } from '@/features/listings';
import styles from './HeroSearchPanel.module.css';
import { Glyph } from '@/components/glyphs/Glyph';

const toOptions = (values: readonly string[]) => values.map((value) => ({ value, label: value }));
const NEIGHBORHOODS = toOptions(NEIGHBORHOOD_OPTIONS);
const PROPERTY_TYPES = toOptions(PROPERTY_TYPE_OPTIONS);

/**
 * The hero's search (docs/product/site.md#home): Location, Property Type and Price Range, then /properties with
 * only the filters that differ from the defaults. Native controls, like the search overlay's:
 * accessible, the phone's own picker, none of antd Select's ~26 KB gzipped, and no CSS-in-JS
 * work before the hero (the page's largest paint) can show.
 */
export function HeroSearchPanel() {
  const navigate = useNavigate();
  const id = useId();
  const [neighborhood, setNeighborhood] = useState<string>(DEFAULT_SEARCH_SELECTION.neighborhood);
  const [propertyType, setPropertyType] = useState<string>(DEFAULT_SEARCH_SELECTION.propertyType);
  const [priceRange, setPriceRange] = useState<string>(DEFAULT_SEARCH_SELECTION.priceRange);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    navigate(propertySearchPath({ neighborhood, propertyType, priceRange }));
  };

  return (
    <form role="search" aria-label="Find a property" className={styles.panel} onSubmit={onSubmit}>
      <SearchSelect id={`${id}-location`} label="Location" options={NEIGHBORHOODS} value={neighborhood} onChange={setNeighborhood} />
      <SearchSelect id={`${id}-type`} label="Property Type" options={PROPERTY_TYPES} value={propertyType} onChange={setPropertyType} />
      <SearchSelect id={`${id}-price`} label="Price Range" options={PRICE_RANGE_OPTIONS} value={priceRange} onChange={setPriceRange} />
      <button type="submit" className={styles.submit}>
        <Glyph icon={SearchOutlined} />
        Search Properties
      </button>
    </form>
  );
}
