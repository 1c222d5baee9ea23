import type { ReactNode } from 'react';
import styles from './InfoCard.module.css';

interface Props {
  title: string;
  /** A decorative icon above the title. */
  icon?: ReactNode;
  /** A highlighted figure under the title, e.g. a return range. */
  figure?: string;
  /** The card title's level in the page outline: h3 under a section's h2 by default. */
  headingLevel?: 3 | 4;
  /** A link or action at the bottom of the card. */
  footer?: ReactNode;
  children: ReactNode;
}

/** A text card (value, service, investment type, resource): icon, title, optional figure, text, optional footer. */
export function InfoCard({ title, icon, figure, headingLevel = 3, footer, children }: Props) {
  const Heading = `h${headingLevel}` as const;
  return (
    <article className={styles.card}>
      {icon && (
        <span className={styles.icon} aria-hidden="true">
          {icon}
        </span>
      )}
      <Heading className={styles.title}>{title}</Heading>
      {figure && <p className={styles.figure}>{figure}</p>}
      <div className={styles.text}>{children}</div>
      {footer && <div className={styles.footer}>{footer}</div>}
    </article>
  );
}
