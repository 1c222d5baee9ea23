import type { Property } from '@estate/domain';
import styles from './ListingDisclaimers.module.css';

/**
 * The disclaimer of each MLS whose listings are shown (docs/product/site.md#listing-attribution),
 * with the time of its last successful sync, once per wording; nothing when none is an MLS's.
 */
export function ListingDisclaimers({ properties, className = '' }: { properties: readonly Pick<Property, 'mls'>[]; className?: string }) {
  const texts = [...new Set(properties.flatMap((property) => (property.mls?.disclaimer ? [property.mls.disclaimer] : [])))];
  if (texts.length === 0) return null;
  return (
    <div className={`${styles.disclaimers} ${className}`}>
      {texts.map((text) => (
        <p key={text} className={styles.disclaimer}>
          {text}
        </p>
      ))}
    </div>
  );
}
