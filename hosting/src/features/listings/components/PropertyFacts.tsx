import { Link } from 'react-router-dom';
import { formatSquareFeet, neighborhoodId, type Property } from '@estate/domain';
import styles from './PropertyFacts.module.css';

/** The detail page's fact tiles (docs/product/site.md#property-detail): bedrooms, bathrooms, square feet, type and neighborhood (or City). */
export function PropertyFacts({ property }: { property: Property }) {
  const facts = [
    { label: 'Bedrooms', value: property.bedrooms },
    { label: 'Bathrooms', value: property.bathrooms },
    { label: 'Square Feet', value: formatSquareFeet(property.squareFeet) },
    { label: 'Property Type', value: property.propertyType },
    // An MLS listing outside the agency's neighborhoods has no guide to link: its City says where it is.
    property.neighborhood
      ? {
          label: 'Neighborhood',
          value: <Link to={`/neighborhoods/${neighborhoodId(property.neighborhood)}`}>{property.neighborhood}</Link>,
        }
      : { label: 'City', value: property.City },
  ];
  return (
    <dl className={styles.facts}>
      {facts.map(({ label, value }) => (
        <div key={label} className={styles.tile}>
          <dt className={styles.label}>{label}</dt>
          <dd className={styles.value}>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
