import { Alert, Button, Empty, Input, Switch } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { FAVOURITE_NOTE_MAX_LENGTH, formatPrice, listingPlace, mlsListedBy, type FavouriteHome } from '@estate/domain';
import { errorMessage } from '@/api/client';
import { FallbackImage } from '@/components/FallbackImage';
import { LoadFailure } from '@/components/LoadFailure';
import { PageSpinner } from '@/components/PageSpinner';
import { useToast } from '@/components/toasts';
import { useFavourites } from '@/features/clients/account/api/getFavourites';
import styles from './AccountPanels.module.css';
import { useDropFavourite } from '@/features/clients/api/dropFavourite';
import { useKeepFavourite } from '@/features/clients/api/keepFavourite';

/** One kept home: its note (private unless shared) and whether the agent sees both. */
function FavouriteRow({ favourite }: { favourite: FavouriteHome }) {
  const keep = useKeepFavourite();
  const drop = useDropFavourite();
  const toast = useToast();
  const [note, setNote] = useState(favourite.note);
  const { listing, propertyId } = favourite;
  const title = listing?.title ?? 'A home no longer on the market';
  const failed = (error: unknown) =>
    toast.error({ title: 'Your favourite was not changed', description: errorMessage(error, 'Please try again in a moment.') });
  const noteId = `favourite-note-${propertyId}`;

  return (
    <li className={styles.row}>
      {listing && (
        <FallbackImage
          src={listing.images[0] ?? ''}
          alt=""
          width={160}
          height={107}
          className={styles.thumb}
          sizes="160px"
          loading="lazy"
        />
      )}
      <div className={styles.rowBody}>
        <h3 className={styles.rowTitle}>{listing ? <Link to={`/properties/${propertyId}`}>{title}</Link> : title}</h3>
        {listing && (
          <p className={styles.rowFacts}>
            {formatPrice(listing.price)} · {listingPlace(listing)} · {listing.StandardStatus}
          </p>
        )}
        {/* An MLS listing names its office wherever it appears (docs/product/site.md#listing-attribution). */}
        {listing?.mls && <p className={styles.rowFacts}>{mlsListedBy(listing.mls)}</p>}
        <label htmlFor={noteId} className={styles.label}>
          Your note
        </label>
        <Input.TextArea
          id={noteId}
          value={note}
          maxLength={FAVOURITE_NOTE_MAX_LENGTH}
          rows={2}
          onChange={(event) => setNote(event.target.value)}
          onBlur={() => note !== favourite.note && keep.mutate({ propertyId, note }, { onError: failed })}
        />
        <div className={styles.rowActions}>
          <label className={styles.switch}>
            <Switch
              checked={favourite.shared}
              loading={keep.isPending}
              onChange={(shared) => keep.mutate({ propertyId, shared, note }, { onError: failed })}
            />
            Share this home and my note with my agent
          </label>
          <Button onClick={() => drop.mutate(propertyId, { onError: failed })} loading={drop.isPending}>
            Remove
          </Button>
        </div>
      </div>
    </li>
  );
}

/** The account's Favourites tab (docs/product/clients.md#favourites). */
export function FavouritesPanel() {
  const favourites = useFavourites();
  if (favourites.isPending) return <PageSpinner />;
  if (favourites.isError) return <LoadFailure title="Your favourites could not be loaded." onRetry={() => favourites.refetch()} />;
  if (favourites.data.length === 0) {
    return (
      <Empty description="No favourites yet. Tap the heart on any home to keep it here.">
        <Link to="/properties">Browse homes</Link>
      </Empty>
    );
  }
  return (
    <>
      <Alert
        type="info"
        showIcon
        title="Notes are private. A home you share, with its note, shows to your agent so they can help you with it."
        style={{ marginBottom: 16 }}
      />
      <ul className={styles.list}>
        {favourites.data.map((favourite) => (
          <FavouriteRow key={favourite.propertyId} favourite={favourite} />
        ))}
      </ul>
    </>
  );
}
