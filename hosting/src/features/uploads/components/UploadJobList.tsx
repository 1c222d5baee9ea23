import { CloseOutlined, DeleteOutlined, ReloadOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import type { UploadJob } from '@/features/uploads/uploadQueue';
import styles from './UploadJobList.module.css';

interface Props {
  jobs: readonly UploadJob[];
  onRetry: (key: string) => void;
  onCancel: (key: string) => void;
  /** False when the field has no room left for another file. */
  canRetry: boolean;
}

/** A bar with its value, or without one while the server works (indeterminate), named for screen readers. */
function ProgressBar({ job }: { job: UploadJob }) {
  const percent = Math.round(job.progress * 100);
  const text = job.stage === 'waiting' ? 'Waiting to upload' : job.stage === 'sending' ? `Uploading ${percent}%` : 'Making web sizes…';
  const determinate = job.stage !== 'processing';
  return (
    <>
      <div
        role="progressbar"
        aria-label={`Upload of ${job.file.name}`}
        aria-valuemin={determinate ? 0 : undefined}
        aria-valuemax={determinate ? 100 : undefined}
        aria-valuenow={determinate ? percent : undefined}
        aria-valuetext={text}
        className={determinate ? styles.track : `${styles.track} ${styles.indeterminate}`}
      >
        {determinate && <div className={styles.bar} style={{ width: `${percent}%` }} />}
      </div>
      <span className={styles.status}>{text}</span>
    </>
  );
}

/**
 * The files on their way to becoming photos, each with its progress: "Uploading n%" while its
 * bytes go up, then "Making web sizes…" until the server answers. A failed file says why, with
 * Retry (unless the server refused the file itself) and Remove.
 */
export function UploadJobList({ jobs, onRetry, onCancel, canRetry }: Props) {
  if (jobs.length === 0) return null;
  return (
    <ul className={styles.jobs} aria-label="Uploads">
      {jobs.map((job) => (
        <li key={job.key} className={job.stage === 'failed' ? `${styles.job} ${styles.failed}` : styles.job}>
          <span className={styles.name} title={job.file.name}>
            {job.file.name}
          </span>
          {job.stage === 'failed' ? (
            <>
              <span className={styles.reason} role="alert">
                {job.reason?.includes(job.file.name) ? job.reason : `Not uploaded: ${job.reason}`}
              </span>
              <span className={styles.actions}>
                {job.retryable && (
                  <Button
                    size="small"
                    icon={<ReloadOutlined aria-hidden />}
                    disabled={!canRetry}
                    onClick={() => onRetry(job.key)}
                    aria-label={`Retry ${job.file.name}`}
                  >
                    Retry
                  </Button>
                )}
                <Button
                  size="small"
                  icon={<DeleteOutlined aria-hidden />}
                  onClick={() => onCancel(job.key)}
                  aria-label={`Remove ${job.file.name}`}
                >
                  Remove
                </Button>
              </span>
            </>
          ) : (
            <>
              <ProgressBar job={job} />
              {job.stage !== 'processing' && (
                <Button
                  size="small"
                  type="text"
                  className={styles.cancel}
                  icon={<CloseOutlined aria-hidden />}
                  onClick={() => onCancel(job.key)}
                  aria-label={`Cancel upload of ${job.file.name}`}
                />
              )}
            </>
          )}
        </li>
      ))}
    </ul>
  );
}
