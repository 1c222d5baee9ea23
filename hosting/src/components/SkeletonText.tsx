import styles from './SkeletonText.module.css';

interface Props {
  /** How many lines of text it stands for. */
  rows: number;
  /** A heading bar above the lines. */
  title?: boolean;
  /** A round picture beside the text (a person). */
  avatar?: boolean;
  /** Widths of the lines, first to last (CSS lengths); by default full, the last shorter. */
  widths?: string[];
}

/**
 * Grey bars shaped like the text that is loading: a few elements and CSS, so the pages that show
 * it need no antd code in their first load.
 */
export function SkeletonText({ rows, title = false, avatar = false, widths = [] }: Props) {
  return (
    <div className={styles.skeleton} aria-hidden>
      {avatar && <div className={styles.avatar} />}
      <div className={styles.text}>
        {title && <div className={styles.title} />}
        {Array.from({ length: rows }, (_, index) => (
          <div key={index} className={styles.line} style={widths[index] ? { width: widths[index] } : undefined} />
        ))}
      </div>
    </div>
  );
}
