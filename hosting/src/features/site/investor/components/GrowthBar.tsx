import styles from './GrowthBar.module.css';

interface Props {
  /** 0 to 100. */
  percent: number;
  /** What the bar measures, read by screen readers. */
  label: string;
}

/** A horizontal bar with its percentage, exposed as a progress bar to assistive technology. */
export function GrowthBar({ percent, label }: Props) {
  return (
    <div className={styles.row}>
      <div className={styles.track} role="progressbar" aria-label={label} aria-valuenow={percent} aria-valuemin={0} aria-valuemax={100}>
        <div className={styles.fill} style={{ width: `${percent}%` }} />
      </div>
      <span className={styles.value} aria-hidden="true">
        {percent}%
      </span>
    </div>
  );
}
