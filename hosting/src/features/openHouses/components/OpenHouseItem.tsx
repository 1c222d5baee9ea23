import { Link } from 'react-router-dom';
import {
  formatOpenHouseDay,
  formatOpenHouseHours,
  OPEN_HOUSE_TEXTS,
  OPEN_HOUSE_TYPE_LABELS,
  type GuestOpenHouse,
  type PublicOpenHouse,
} from '@estate/domain';
import { FallbackImage } from '@/components/FallbackImage';
import { openHouseCalendarUrl } from '@/features/openHouses/api/urls';
import styles from './OpenHouses.module.css';

interface Props {
  openHouse: PublicOpenHouse | GuestOpenHouse;
  /** On the listing's own page: no photo, no listing link. */
  compact?: boolean;
  /** Its own page: no link to itself. */
  linked?: boolean;
}

/** '3 places left', 'Full: RSVPs join the waitlist', or nothing without a capacity. */
const placesText = (openHouse: GuestOpenHouse) =>
  openHouse.full ? 'Full: new RSVPs join the waitlist' : openHouse.capacity !== undefined ? `Up to ${openHouse.capacity} guests` : '';

/**
 * One open house (docs/product/open-houses.md#open-houses): the listing's photo, title and address, the day
 * and hours in Cincinnati, its type, remarks and places, 'Add to calendar' and the way to RSVP. One
 * by invitation only tells none of that: its teaser.
 */
export function OpenHouseItem({ openHouse, compact = false, linked = true }: Props) {
  const page = `/open-houses/${encodeURIComponent(openHouse.id)}`;
  if (openHouse.kind === 'invitation') {
    return (
      <article className={`${styles.item} ${styles.compact}`}>
        <p className={styles.type}>{OPEN_HOUSE_TYPE_LABELS['By Invitation']}</p>
        <h3 className={styles.title}>{OPEN_HOUSE_TEXTS.teaser}</h3>
        <p className={styles.text}>A home in {openHouse.neighborhood}. Invited guests RSVP through the link in their invitation.</p>
      </article>
    );
  }
  const { listing } = openHouse;
  const places = placesText(openHouse);
  return (
    <article className={`${styles.item} ${compact ? styles.compact : ''}`}>
      {!compact && (
        <FallbackImage
          src={listing.image ?? ''}
          alt={listing.imageAlt || listing.title}
          width={560}
          height={373}
          className={styles.image}
          sizes="280px"
        />
      )}
      <div>
        <p className={styles.type}>{OPEN_HOUSE_TYPE_LABELS[openHouse.type]} open house</p>
        {!compact && (
          <h3 className={styles.title}>
            <Link to={`/properties/${encodeURIComponent(listing.id)}`}>{listing.title}</Link>
          </h3>
        )}
        <p className={styles.when}>
          <time dateTime={openHouse.startsAt}>{formatOpenHouseDay(openHouse.clock)}</time>, {formatOpenHouseHours(openHouse.clock)}{' '}
          <span className={styles.text}>(Cincinnati time)</span>
        </p>
        {!compact && <p className={styles.text}>{listing.address}</p>}
        {openHouse.remarks && <p className={styles.text}>{openHouse.remarks}</p>}
        {places && <p className={styles.text}>{places}</p>}
        <p className={styles.links}>
          {linked && openHouse.type !== 'By Invitation' && <Link to={page}>RSVP{compact ? '' : ` for ${listing.title}`}</Link>}
          {openHouse.type !== 'By Invitation' && (
            <a href={openHouseCalendarUrl(openHouse.id)} download>
              Add to calendar
            </a>
          )}
        </p>
      </div>
    </article>
  );
}
