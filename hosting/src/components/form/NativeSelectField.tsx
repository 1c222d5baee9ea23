import type { FieldValues } from 'react-hook-form';
import { useHydrated } from '@/components/useHydrated';
import { BoundField, type BoundFieldProps } from './BoundField';
import styles from './nativeControl.module.css';

interface Props<Values extends FieldValues> extends BoundFieldProps<Values> {
  options: readonly { value: string; label: string }[];
  /** The first option while nothing is chosen (the field's value is ''): it asks for a choice, and cannot be chosen itself. */
  placeholder?: string;
}

/**
 * A native select bound to react-hook-form, for the public pages' forms: the phone's own picker,
 * and no antd Select. Disabled until hydrated (a select cannot be read-only): in a server-rendered
 * form, a choice made before React takes over would not be the form's.
 */
export function NativeSelectField<Values extends FieldValues>({ options, placeholder = '', ...bound }: Props<Values>) {
  const hydrated = useHydrated();
  return (
    <BoundField {...bound}>
      {(field, aria) => {
        const value = String(field.value ?? '');
        return (
          <select
            {...field}
            value={value}
            disabled={field.disabled || !hydrated}
            className={`${styles.control} ${styles.select} ${value === '' ? styles.unchosen : ''}`}
            {...aria}
          >
            {value === '' && (
              <option value="" disabled>
                {placeholder}
              </option>
            )}
            {options.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
        );
      }}
    </BoundField>
  );
}
