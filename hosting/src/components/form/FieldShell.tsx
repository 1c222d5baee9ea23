import type { ReactNode } from 'react';
import styles from './FieldShell.module.css';

interface Props {
  id: string;
  label: ReactNode;
  error?: string;
  children: ReactNode;
}

/**
 * Label, control and error message, wired for screen readers (the message is the control's
 * description). Not antd's Form.Item: its grid would bring about 100 KB of CSS to every page with
 * a form, for a label above a control.
 */
export function FieldShell({ id, label, error, children }: Props) {
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      {children}
      {error && (
        <div id={`${id}-error`} className={styles.error}>
          {error}
        </div>
      )}
    </div>
  );
}

/** The props that tie a control to its label and error. */
export const describedBy = (id: string, error?: string) => ({
  id,
  'aria-invalid': error ? true : undefined,
  'aria-describedby': error ? `${id}-error` : undefined,
});
