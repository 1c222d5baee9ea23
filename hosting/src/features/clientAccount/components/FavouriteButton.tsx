import { HeartFilled, HeartOutlined } from '@ant-design/icons';
import { Link, useLocation } from 'react-router-dom';
import { errorMessage } from '@/api/client';
import { useToast } from '@/components/toasts';
import { useClientState } from '@/features/clientAccount/api/getClientState';
import { useDropFavourite } from '@/features/clientAccount/api/dropFavourite';
import { useKeepFavourite } from '@/features/clientAccount/api/keepFavourite';
import { signInPath } from '@/features/clientAccount/signInPath';
import styles from './FavouriteButton.module.css';

interface Props {
  propertyId: string;
  /** The home's title, for the button's accessible name. */
  title: string;
  className?: string;
}

/**
 * The heart on a listing card or page (docs/product.md#favourites). The server's HTML, the same for
 * everyone, holds a link to sign in; a signed-in client's heart becomes a toggle after hydration.
 */
export function FavouriteButton({ propertyId, title, className = '' }: Props) {
  const { state } = useClientState();
  const location = useLocation();
  const keep = useKeepFavourite();
  const drop = useDropFavourite();
  const toast = useToast();
  const classes = `${styles.heart} ${className}`;

  if (!state.signedIn) {
    return (
      <Link
        to={signInPath(location.pathname + location.search)}
        className={classes}
        aria-label={`Save ${title} to your favourites (sign in first)`}
      >
        <HeartOutlined aria-hidden />
      </Link>
    );
  }

  const saved = state.favourites.includes(propertyId);
  const busy = keep.isPending || drop.isPending;
  const toggle = () => {
    const onError = (error: unknown) =>
      toast.error({ title: 'Your favourites were not changed', description: errorMessage(error, 'Please try again in a moment.') });
    if (saved) drop.mutate(propertyId, { onError });
    else keep.mutate({ propertyId }, { onError });
  };
  return (
    <button
      type="button"
      className={`${classes} ${saved ? styles.saved : ''}`}
      aria-pressed={saved}
      aria-label={`Save ${title} to your favourites`}
      aria-busy={busy}
      disabled={busy}
      onClick={toggle}
    >
      {saved ? <HeartFilled aria-hidden /> : <HeartOutlined aria-hidden />}
    </button>
  );
}
