import { errorMessage } from '@/api/client';
import { HeartGlyph } from '@/components/glyphs/HeartGlyph';
import { useToast } from '@/components/toasts';
import { useDropFavourite } from '@/features/clients/api/dropFavourite';
import { useKeepFavourite } from '@/features/clients/api/keepFavourite';
import styles from './FavouriteButton.module.css';

interface Props {
  propertyId: string;
  title: string;
  saved: boolean;
  className: string;
}

/** A signed-in client's heart: keeps or drops the home. Its own chunk: visitors never load it. */
export default function FavouriteToggle({ propertyId, title, saved, className }: Props) {
  const keep = useKeepFavourite();
  const drop = useDropFavourite();
  const toast = useToast();
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
      className={`${className} ${saved ? styles.saved : ''}`}
      aria-pressed={saved}
      aria-label={`Save ${title} to your favourites`}
      aria-busy={busy}
      disabled={busy}
      onClick={toggle}
    >
      <HeartGlyph filled={saved} />
    </button>
  );
}
