import type { FieldValues } from 'react-hook-form';
import { useHydrated } from '@/components/useHydrated';
import { BoundField, type BoundFieldProps } from './BoundField';
import styles from './nativeControl.module.css';
import { textLimit } from './textLimit';

interface Props<Values extends FieldValues> extends BoundFieldProps<Values> {
  rows?: number;
  placeholder?: string;
}

/**
 * A native text area bound to react-hook-form, for the public pages' forms, with its characters
 * counted against the field's limit. Read-only until hydrated, as NativeTextField.
 */
export function NativeTextAreaField<Values extends FieldValues>({ rows = 4, placeholder, ...bound }: Props<Values>) {
  const readOnly = !useHydrated();
  const maxLength = textLimit(bound.name);
  return (
    <BoundField {...bound}>
      {(field, aria) => {
        const value = String(field.value ?? '');
        return (
          <>
            <textarea
              {...field}
              value={value}
              rows={rows}
              placeholder={placeholder}
              maxLength={maxLength}
              readOnly={readOnly}
              className={`${styles.control} ${styles.textarea}`}
              {...aria}
            />
            {maxLength !== undefined && <div className={styles.counter}>{`${value.length} / ${maxLength}`}</div>}
          </>
        );
      }}
    </BoundField>
  );
}
