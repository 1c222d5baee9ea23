import type { ReactNode } from 'react';
import shell from './FieldShell.module.css';
import styles from './FieldGroup.module.css';

interface Props {
  id: string;
  /** The group's name, shown as a field's label is (FieldShell). */
  legend: ReactNode;
  /** What is wrong with the group as a whole, announced as its description. */
  error?: string;
  children: ReactNode;
}

/**
 * Several controls that answer one question (a choice of radio buttons, a day's openings): a
 * fieldset in the form's rhythm, its legend a field's label and its error a field's error.
 */
export function FieldGroup({ id, legend, error, children }: Props) {
  return (
    <fieldset className={styles.group} aria-describedby={error ? `${id}-error` : undefined}>
      <legend id={`${id}-label`} className={shell.label}>
        {legend}
      </legend>
      {children}
      {error && (
        <div id={`${id}-error`} className={shell.error}>
          {error}
        </div>
      )}
    </fieldset>
  );
}
