import { Button, Typography } from 'antd';
import styles from './LoadFailure.module.css';

interface Props {
  /** What could not be loaded, in the screen's words (LOAD_FAILURE for the lists: red text, docs/product/api.md#errors). */
  title: string;
  /** Asks again: a service that was briefly down (docs/product/api.md#outages) usually answers the next time. */
  onRetry: () => unknown;
}

/** A dashboard panel whose data did not load: the reason in red, and a Retry that asks again in place. */
export function LoadFailure({ title, onRetry }: Props) {
  return (
    <div role="alert" className={styles.failure}>
      <Typography.Text type="danger">{title}</Typography.Text>
      <Button size="small" onClick={() => void onRetry()}>
        Retry
      </Button>
    </div>
  );
}
