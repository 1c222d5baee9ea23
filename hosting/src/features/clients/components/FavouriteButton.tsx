import { lazy, Suspense } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { HeartGlyph } from '@/components/glyphs/HeartGlyph';
import { useClientState } from '@/features/clients/api/getClientState';
import { signInPath } from '@/features/clients/signInPath';
import styles from './FavouriteButton.module.css';

const FavouriteToggle = lazy(() => import('./FavouriteToggle'));

interface Props {
  propertyId: string;
  /** The home's title, for the button's accessible name. */
  title: string;
  className?: string;
}

/**
 * The heart on a listing card or page (docs/product/clients.md#favourites). The server's HTML, the same for
 * everyone, holds a link to sign in; a signed-in client's heart becomes a toggle after hydration.
 */
export function FavouriteButton({ propertyId, title, className = '' }: Props) {
  const { state } = useClientState();
  const location = useLocation();
  const classes = `${styles.heart} ${className}`;
  const signInLink = (
    <Link
      to={signInPath(location.pathname + location.search)}
      className={classes}
      aria-label={`Save ${title} to your favourites (sign in first)`}
    >
      <HeartGlyph />
    </Link>
  );
  if (!state.signedIn) return signInLink;
  return (
    <Suspense fallback={signInLink}>
      <FavouriteToggle propertyId={propertyId} title={title} saved={state.favourites.includes(propertyId)} className={classes} />
    </Suspense>
  );
}
