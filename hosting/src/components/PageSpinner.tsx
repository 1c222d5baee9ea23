import styles from './PageSpinner.module.css';

/** A page's place while its code or data loads; CSS only, so the first load carries no antd code. */
export function PageSpinner() {
  return (
    <div className={styles.page}>
      <div className={styles.spinner} role="status" aria-label="Loading" />
    </div>
  );
}
