import { Rate, Skeleton, Typography } from 'antd';
import { formatLongDate, VISIT_KIND_LABELS } from '@estate/domain';
import { LoadFailure } from '@/components/LoadFailure';
import { useListingFeedback } from '@/features/visitFeedback/api/getListingFeedback';
import styles from './VisitFeedback.module.css';

/** docs/product/showings.md#feedback: a listing's History ends with what visitors said after showings and open houses. */
export function ListingFeedbackSection({ propertyId }: { propertyId: string }) {
  const { data, isPending, isError, refetch } = useListingFeedback(propertyId);
  const body = () => {
    if (isPending) {
      return (
        <div role="status" aria-label="Loading visitor feedback">
          <Skeleton active title={false} paragraph={{ rows: 2 }} />
        </div>
      );
    }
    if (isError) return <LoadFailure title="Failed to load the visitor feedback. Please try again later." onRetry={refetch} />;
    if (data.count === 0)
      return <Typography.Text type="secondary">No visitor has rated a showing or an open house of this home yet.</Typography.Text>;
    return (
      <>
        <p>
          Average <strong>{data.averageRating}</strong> of 5 from {data.count} {data.count === 1 ? 'answer' : 'answers'}
        </p>
        <ul className={styles.answers}>
          {data.answers.map((answer) => (
            <li key={`${answer.visit.kind}-${answer.visit.id}-${answer.answeredAt}-${answer.name}`}>
              <Rate disabled value={answer.rating} aria-label={`${answer.rating} of 5`} className={styles.stars} />{' '}
              <Typography.Text type="secondary">
                {answer.name}, after the {VISIT_KIND_LABELS[answer.visit.kind]}, {formatLongDate(answer.answeredAt)}
              </Typography.Text>
              {answer.comment && <p className={styles.comment}>“{answer.comment}”</p>}
            </li>
          ))}
        </ul>
      </>
    );
  };
  return (
    <section aria-labelledby={`feedback-${propertyId}`} className={styles.section}>
      <h3 id={`feedback-${propertyId}`} className={styles.heading}>
        Visitor feedback
      </h3>
      {body()}
    </section>
  );
}
