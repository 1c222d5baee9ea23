import { useEffect, useRef } from 'react';
import { isListingTeaser } from '@estate/domain';
import { useProperty } from '@/features/listings/api/getProperty';
import { PropertyCard } from '@/features/listings/components/PropertyCard';
import { MAP_TEXTS } from './mapTexts';
import styles from './ListingsMap.module.css';

/**
 * A pin's listing over the map: the site's card, fetched by id. Escape or Close closes it, and
 * `onClose` gives the focus back to the pin. Not modal: the map and the list stay usable beside it.
 */
export function MapListingCard({ id, onClose }: { id: string; onClose: () => void }) {
  const { data } = useProperty(id);
  const closeButton = useRef<HTMLButtonElement>(null);
  useEffect(() => closeButton.current?.focus(), [id]);
  const property = data && !isListingTeaser(data) ? data : undefined;
  return (
    <div
      role="dialog"
      aria-label={property?.title ?? MAP_TEXTS.region}
      className={styles.card}
      onKeyDown={(event) => {
        if (event.key !== 'Escape') return;
        event.stopPropagation();
        onClose();
      }}
    >
      <button ref={closeButton} type="button" className={styles.close} aria-label={MAP_TEXTS.close} onClick={onClose}>
        ×
      </button>
      {property && <PropertyCard property={property} />}
    </div>
  );
}
