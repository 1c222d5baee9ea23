import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import styles from './HomeSection.module.css';

interface Props {
  /** Prefix of the heading's id, which names the section for screen readers. */
  id: string;
  eyebrow: string;
  title: string;
  intro: string;
  tone?: 'ivory' | 'white';
  /** A link under the content, e.g. 'View All Articles' to /blog. */
  action?: { to: string; label: string };
  children: ReactNode;
}

/** One band of the home page: eyebrow, heading and intro, the content, an optional 'view all' link. */
export function HomeSection({ id, eyebrow, title, intro, tone = 'ivory', action, children }: Props) {
  const headingId = `${id}-heading`;
  return (
    <section aria-labelledby={headingId} className={`${styles.section} ${styles[tone]}`}>
      <div className={styles.inner}>
        <header className={styles.header}>
          <p className={styles.eyebrow}>{eyebrow}</p>
          <h2 id={headingId} className={styles.title}>
            {title}
          </h2>
          <p className={styles.intro}>{intro}</p>
        </header>
        {children}
        {action && (
          <p className={styles.actions}>
            <Link to={action.to} className={styles.action}>
              {action.label}
            </Link>
          </p>
        )}
      </div>
    </section>
  );
}
