import type { OpenHouseDetails } from '@estate/domain';
import { PageHero } from '@/components/PageHero';
import { usePageMeta } from '@/components/pageMeta/usePageMeta';
import { CardSkeleton } from '@/components/CardSkeleton';
import { useOpenHouses } from '@/features/openHouses/api/getOpenHouses';
import { openHouseEventData } from './openHouseEventData';
import { OpenHouseList } from './OpenHouseList';
import styles from './OpenHouseScreens.module.css';

/**
 * docs/product/open-houses.md#open-houses: /open-houses, the upcoming open houses everyone may see, soonest
 * first, each with its JSON-LD Event; one by invitation only is a teaser without time or place.
 */
export function OpenHousesScreen() {
  const { data, isPending, isError } = useOpenHouses();
  const open = (data ?? []).filter((item): item is OpenHouseDetails => item.kind === 'open');
  usePageMeta({
    title: 'Open Houses',
    description: 'Upcoming open houses of luxury homes in Cincinnati: the day and hours, and an RSVP for each.',
    structuredData: (origin) => open.map((openHouse) => openHouseEventData(origin, openHouse)),
  });
  return (
    <>
      <PageHero
        eyebrow="Visit in Person"
        title="Open Houses"
        subtitle="Walk through our listings with one of our agents. RSVP so we know to expect you, and add the visit to your calendar."
      />
      <div className={styles.content}>
        {isError ? (
          <p role="alert" className={styles.error}>
            Failed to load open houses. Please try again later.
          </p>
        ) : isPending ? (
          <div role="status" aria-label="Loading open houses">
            <CardSkeleton testId="open-house-skeleton" />
          </div>
        ) : data.length === 0 ? (
          <p className={styles.empty}>No open house is scheduled right now. Ask an agent for a private showing in the meantime.</p>
        ) : (
          <OpenHouseList openHouses={data} label="Upcoming open houses" />
        )}
      </div>
    </>
  );
}
