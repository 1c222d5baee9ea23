import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import styles from './button.module.css';

interface Props {
  to: string;
  children: ReactNode;
  variant?: 'primary' | 'secondary';
  block?: boolean;
}

/** Navigation that looks like a button: a real link (middle-click, screen readers), routed in the app. */
export function LinkButton({ to, children, variant = 'primary', block = false }: Props) {
  return (
    <Link to={to} className={`${styles.button} ${styles[variant]} ${block ? styles.block : ''}`}>
      {children}
    </Link>
  );
}
