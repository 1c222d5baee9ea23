import { SkeletonText } from '@/components/SkeletonText';
import styles from './CardSkeleton.module.css';

interface Props {
  testId: string;
  /** 'media': picture then text (properties, neighborhoods, articles); 'quote': text then a person (testimonials). */
  variant?: 'media' | 'quote';
}

/** A placeholder shaped like the card it stands for, so nothing moves when the data arrives. */
export function CardSkeleton({ testId, variant = 'media' }: Props) {
  return (
    <div className={styles.card} data-testid={testId}>
      {variant === 'media' ? (
        <>
          <div className={styles.media} />
          <div className={styles.body}>
            <SkeletonText title rows={3} />
          </div>
        </>
      ) : (
        <div className={styles.body}>
          <SkeletonText rows={4} />
          <div className={styles.person}>
            <SkeletonText avatar title rows={1} />
          </div>
        </div>
      )}
    </div>
  );
}
