import { Button, Typography } from 'antd';
import { useRef } from 'react';
import { formatNumber } from '@estate/domain';
import { leadCount } from '@/features/leads/dashboard/leadCount';
import styles from './LeadsTab.module.css';

interface Props {
  /** Leads loaded so far. */
  shown: number;
  /** Leads matching the filters over all pages. */
  total: number;
  hasMore: boolean;
  /** A page or a refresh of the loaded ones is on its way: the button spins and takes no click. */
  loading: boolean;
  /** The last click's page could not be loaded. */
  failed: boolean;
  /** Answers whether more pages remain. */
  onLoadMore: () => Promise<boolean>;
}

/** Under the leads table: how many of the matches are loaded, and a button for the next page. */
export function LeadsLoadMore({ shown, total, hasMore, loading, failed, onLoadMore }: Props) {
  const status = useRef<HTMLParagraphElement>(null);
  // The last page removes the focused button: focus moves to the count it updated, not to the page's start.
  const loadMore = async () => {
    if (!(await onLoadMore())) status.current?.focus();
  };
  return (
    <div className={styles.loadMore}>
      <p ref={status} role="status" tabIndex={-1} className={styles.shownCount}>
        Showing {formatNumber(shown)} of {leadCount(total)}
      </p>
      {failed && (
        <Typography.Text type="danger" role="alert">
          Failed to load more leads. Please try again.
        </Typography.Text>
      )}
      {hasMore && (
        <Button loading={loading} onClick={() => void loadMore()}>
          Load more leads
        </Button>
      )}
    </div>
  );
}
