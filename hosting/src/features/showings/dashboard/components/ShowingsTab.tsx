import { Skeleton } from 'antd';
import { AdminSection } from '@/components/AdminSection';
import { LoadFailure } from '@/components/LoadFailure';
import { useAvailability } from '@/features/showings/dashboard/api/getAvailability';
import { BlockedTimes } from './BlockedTimes';
import { CalendarFeedPanel } from './CalendarFeedPanel';
import { ShowingHoursEditor } from './ShowingHoursEditor';
import { UpcomingShowings } from './UpcomingShowings';
import styles from '@/features/showings/components/Showings.module.css';

/**
 * docs/product/dashboard.md#showings-tab: each staff member's own showings: what is booked (requested first),
 * their weekly hours, the times they are away, and their private calendar link.
 */
export default function ShowingsTab() {
  const availability = useAvailability();
  return (
    <AdminSection title="Showings">
      <section className={styles.section} aria-labelledby="upcoming-showings">
        <h2 id="upcoming-showings" className={styles.sectionTitle}>
          Upcoming showings
        </h2>
        <UpcomingShowings />
      </section>
      <section className={styles.section} aria-labelledby="showing-hours">
        <h2 id="showing-hours" className={styles.sectionTitle}>
          My showing hours
        </h2>
        {availability.isPending && <Skeleton active paragraph={{ rows: 6 }} />}
        {availability.isError && <LoadFailure title="Your showing hours could not be loaded" onRetry={availability.refetch} />}
        {availability.data && <ShowingHoursEditor key={String(availability.dataUpdatedAt)} availability={availability.data} />}
      </section>
      <section className={styles.section} aria-labelledby="blocked-times">
        <h2 id="blocked-times" className={styles.sectionTitle}>
          Blocked times
        </h2>
        {availability.data && <BlockedTimes blocked={availability.data.blocked} />}
      </section>
      <section className={styles.section} aria-labelledby="calendar-feed">
        <h2 id="calendar-feed" className={styles.sectionTitle}>
          My calendar feed
        </h2>
        <CalendarFeedPanel />
      </section>
    </AdminSection>
  );
}
