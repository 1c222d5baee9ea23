import { Suspense } from 'react';
import { Link, useParams } from 'react-router-dom';
import { OPEN_HOUSE_TEXTS } from '@estate/domain';
import { PageHero } from '@/components/PageHero';
import { ResourceNotFound } from '@/components/ResourceNotFound';
import { detailPageMeta } from '@/components/pageMeta/detailPageMeta';
import { usePageMeta } from '@/components/pageMeta/usePageMeta';
import { useOpenHouse } from '@/features/openHouses/api/getOpenHouse';
import { openHouseEventData } from './openHouseEventData';
import { OpenHouseItem } from './OpenHouseItem';
import { LazyRsvpForm } from './lazyParts';
import styles from './OpenHouseScreens.module.css';

/**
 * docs/product/open-houses.md#open-houses: /open-houses/{id}, one open house and its RSVP form; one by
 * invitation only shows its teaser, and its guests RSVP through their invitation's link.
 */
export function OpenHouseScreen() {
  const { id = '' } = useParams();
  const { data, isPending, isError } = useOpenHouse(id);
  const open = data?.kind === 'open' ? data : undefined;
  const path = `/open-houses/${encodeURIComponent(id)}`;
  usePageMeta(
    open
      ? detailPageMeta({
          title: `Open House: ${open.listing.title}`,
          description: `${open.listing.title}, ${open.listing.address}: open house. RSVP online.`,
          image: open.listing.image,
          section: { name: 'Open Houses', path: '/open-houses' },
          path,
          structuredData: (origin) => [openHouseEventData(origin, open)],
        })
      : { title: data ? OPEN_HOUSE_TEXTS.teaser : 'Open House' },
  );

  if (isPending) return <p role="status">Loading the open house…</p>;
  if (isError || !data) {
    return (
      <ResourceNotFound
        title="Open House Not Found"
        text="This open house may have ended or been cancelled."
        link={{ to: '/open-houses', label: 'See Every Open House' }}
      />
    );
  }
  return (
    <>
      <PageHero eyebrow="Open House" title={open ? open.listing.title : OPEN_HOUSE_TEXTS.teaser} />
      <div className={styles.content}>
        <OpenHouseItem openHouse={data} linked={false} />
        {open ? (
          <section aria-labelledby="rsvp-heading">
            <h2 id="rsvp-heading">RSVP</h2>
            <Suspense fallback={null}>
              <LazyRsvpForm openHouseId={open.id} />
            </Suspense>
          </section>
        ) : (
          <p className={styles.empty}>{OPEN_HOUSE_TEXTS.invitedOnly}.</p>
        )}
        <p>
          <Link to="/open-houses">See every open house</Link>
        </p>
      </div>
    </>
  );
}
