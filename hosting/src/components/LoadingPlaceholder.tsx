import styles from './LoadingPlaceholder.module.css';

interface Props {
  /** What is loading, for screen readers, e.g. 'Loading the form'. */
  label: string;
  /** Gives the placeholder the content's height, so nothing moves when the content arrives. */
  className?: string;
}

/** Holds the place of lazily loaded content (a form, the investor tabs) while its code downloads. */
export function LoadingPlaceholder({ label, className }: Props) {
  return <div className={className ? `${styles.placeholder} ${className}` : styles.placeholder} role="status" aria-label={label} />;
}
