import { AGENCY, mlsListedBy, type Property } from '@estate/domain';
import styles from './ListingAttribution.module.css';

/**
 * Whose listing this is (docs/product/site.md#listing-attribution): an MLS listing names its
 * listing office and agent, in type no smaller than the text around it, as the MLS's display
 * rules require; the agency's own listing carries the agency's mark. `className` places it (its margins).
 */
export function ListingAttribution({ property, className = '' }: { property: Pick<Property, 'mls'>; className?: string }) {
  return property.mls ? (
    <p className={`${styles.listedBy} ${className}`}>{mlsListedBy(property.mls)}</p>
  ) : (
    <p className={`${styles.agency} ${className}`}>{AGENCY.name} listing</p>
  );
}
