import type { ReactNode } from 'react';
import { Controller, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import { useHydrated } from '@/components/useHydrated';
import styles from './NativeCheckboxField.module.css';

interface Props<Values extends FieldValues> {
  control: Control<Values>;
  name: FieldPath<Values>;
  /** The words the visitor agrees to, beside the box: a consent is stored in the words shown. */
  label: ReactNode;
  formId: string;
}

/**
 * A native checkbox bound to react-hook-form (its value a boolean), its label beside it, for the
 * public pages' consents. Disabled until hydrated, as the native select is.
 */
export function NativeCheckboxField<Values extends FieldValues>({ control, name, label, formId }: Props<Values>) {
  const hydrated = useHydrated();
  const id = `${formId}-${name}`;
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <div className={styles.field}>
          <input
            id={id}
            type="checkbox"
            name={field.name}
            ref={field.ref}
            checked={field.value === true}
            onChange={(event) => field.onChange(event.target.checked)}
            onBlur={field.onBlur}
            disabled={!hydrated}
            className={styles.box}
          />
          <label htmlFor={id} className={styles.label}>
            {label}
          </label>
        </div>
      )}
    />
  );
}
