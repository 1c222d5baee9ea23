import { Link } from 'react-router-dom';
import { formatSquareFeet, type Property } from '@estate/domain';
import card from '@/components/card.module.css';
import styles from './PropertyCard.module.css';
import { ListingPrice } from './ListingPrice';
import { PropertyBadges } from './PropertyBadges';
import { ListingAttribution } from './ListingAttribution';
import { CardPhotos } from './CardPhotos';
import { FavouriteButton } from '@/features/clients';

interface Props {
  property: Property;
  /**
   * For a card of a page's first row: its photo is fetched as the page's HTML arrives, not when it
   * nears the screen, but at low priority. The row starts below the page's title (at the fold of a
   * phone, near it on a laptop), so its photos must not hold up the fonts and the text above them.
   */
  eager?: boolean;
}

/**
 * A listing card (docs/product/site.md#home): its photos (CardPhotos), the status badge and 'Featured' and 'New Listing',
 * the heart (docs/product/clients.md#favourites), price (a cut or a sale's), title, address,
 * facts, whose listing it is (docs/product/site.md#listing-attribution) and 'View Details'. Plain markup: antd's Card and Typography would add about 45 KB
 * gzipped to every page that lists properties.
 */
export function PropertyCard({ property, eager = false }: Props) {
  return (
    <article className={card.frame}>
      <div className={styles.media}>
        <CardPhotos property={property} eager={eager} />
        <PropertyBadges property={property} className={styles.badges} />
        <FavouriteButton propertyId={property.id} title={property.title} className={styles.heart} />
      </div>
      <div className={card.body}>
        <ListingPrice property={property} className={styles.price} />
        <h3 className={card.title}>{property.title}</h3>
        <p className={styles.address}>{property.address}</p>
        <p className={card.text}>
          {property.bedrooms} Beds · {property.bathrooms} Baths · {formatSquareFeet(property.squareFeet)} Sq Ft
        </p>
        <ListingAttribution property={property} className={styles.attribution} />
        <Link to={`/property/${property.id}`} className={styles.cta} aria-label={`View Details: ${property.title}`}>
          View Details
        </Link>
      </div>
    </article>
  );
}
