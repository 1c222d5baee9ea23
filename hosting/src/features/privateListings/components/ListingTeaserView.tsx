import { useLocation } from 'react-router-dom';
import { PRIVATE_LISTING_TEXTS, type ListingTeaser } from '@estate/domain';
import { errorMessage } from '@/api/client';
import { FallbackImage } from '@/components/FallbackImage';
import { LinkButton } from '@/components/LinkButton';
import button from '@/components/button.module.css';
import { signInPath } from '@/features/clients';
import { useRequestAccess } from '@/features/privateListings/api/requestAccess';
import type { PrivateListingAnswer } from '@/features/privateListings/api/getPrivateListing';
import styles from './ListingTeaserView.module.css';

interface Props {
  teaser: ListingTeaser;
  /** The client's session, once known after hydration; the server's HTML shows a visitor's view. */
  signedIn: boolean;
  /** The per-session answer, for a signed-in client (a refusal here: a listing answer shows the page whole). */
  answer?: PrivateListingAnswer;
  /** The per-session call failed (an outage): asked again on the next visit. */
  failed?: boolean;
}

/**
 * docs/product/private-collection.md#private-collection: what everyone sees of a private listing (a blurred glimpse
 * of its first photo, the neighbourhood, a price band, never the address), with 'Sign in to see
 * this home' for visitors and 'Request access' for a signed-in client the listing's agent has not
 * invited yet.
 */
export function ListingTeaserView({ teaser, signedIn, answer, failed = false }: Props) {
  const { pathname } = useLocation();
  const request = useRequestAccess(teaser.id);
  const refused = answer && 'refused' in answer ? answer.refused : undefined;

  const action = () => {
    if (!signedIn) {
      return (
        <>
          <p>{teaser.visibility === 'clients' ? PRIVATE_LISTING_TEXTS.clientsOnly : PRIVATE_LISTING_TEXTS.invitedOnly}</p>
          <LinkButton to={signInPath(pathname)}>{PRIVATE_LISTING_TEXTS.signIn}</LinkButton>
        </>
      );
    }
    if (request.isSuccess) return <p role="status">{PRIVATE_LISTING_TEXTS.requestSent}</p>;
    if (failed) return <p role="alert">This home could not be opened just now. Please try again in a minute.</p>;
    if (!refused) return <p role="status">Opening this home…</p>;
    return (
      <>
        <p>{refused.message}</p>
        {refused.mayRequest && (
          <button
            type="button"
            className={`${button.button} ${button.primary}`}
            disabled={request.isPending}
            onClick={() => request.mutate(teaser.id)}
          >
            {PRIVATE_LISTING_TEXTS.requestAccess}
          </button>
        )}
        {request.isError && <p role="alert">{errorMessage(request.error, 'Your request could not be sent. Please try again.')}</p>}
      </>
    );
  };

  return (
    <article className={styles.teaser} aria-labelledby="teaser-title">
      <div className={styles.media}>
        {/* The api's 32 px blurred rendition of the first photo, scaled up: the photo itself is not the visitor's to see. */}
        <FallbackImage src={teaser.image ?? ''} alt={teaser.imageAlt} width={1200} height={800} loading="eager" />
      </div>
      <div className={styles.body}>
        <p className={styles.eyebrow}>Private collection</p>
        <h1 id="teaser-title" className={styles.title}>
          {teaser.title}
        </h1>
        <dl className={styles.facts}>
          <div>
            <dt>Neighborhood</dt>
            <dd>{teaser.neighborhood}</dd>
          </div>
          <div>
            <dt>Price</dt>
            <dd>{teaser.priceBand}</dd>
          </div>
          <div>
            <dt>Type</dt>
            <dd>{teaser.propertyType}</dd>
          </div>
          <div>
            <dt>Bedrooms</dt>
            <dd>{teaser.bedrooms}</dd>
          </div>
        </dl>
        <div className={styles.action}>{action()}</div>
      </div>
    </article>
  );
}
