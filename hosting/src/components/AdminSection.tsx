import type { ReactNode } from 'react';
import styles from './AdminSection.module.css';

interface Props {
  title: string;
  /** The tab's main actions ('Add Property'), right of the title. */
  actions?: ReactNode;
  children: ReactNode;
}

/** One dashboard tab: its heading, its actions and its content. */
export function AdminSection({ title, actions, children }: Props) {
  return (
    <section aria-labelledby="admin-section-title" className={styles.section}>
      <div className={styles.heading}>
        <h1 id="admin-section-title" className={styles.title}>
          {title}
        </h1>
        {actions && <div className={styles.actions}>{actions}</div>}
      </div>
      {children}
    </section>
  );
}
