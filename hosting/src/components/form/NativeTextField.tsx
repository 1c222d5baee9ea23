import type { HTMLInputTypeAttribute } from 'react';
import type { FieldValues } from 'react-hook-form';
import { useHydrated } from '@/components/useHydrated';
import { BoundField, type BoundFieldProps } from './BoundField';
import styles from './nativeControl.module.css';
import { textLimit } from './textLimit';

interface Props<Values extends FieldValues> extends BoundFieldProps<Values> {
  /** 'email' or 'tel' bring the phone's matching keyboard. */
  type?: HTMLInputTypeAttribute;
  autoComplete?: string;
}

/**
 * A native text input bound to react-hook-form, for the public pages' forms (antd's TextField
 * serves the dashboard). Read-only until React has hydrated it: in a server-rendered form, text
 * typed earlier would be replaced by the form's state when React takes over.
 */
export function NativeTextField<Values extends FieldValues>({ type = 'text', autoComplete, ...bound }: Props<Values>) {
  const readOnly = !useHydrated();
  return (
    <BoundField {...bound}>
      {(field, aria) => (
        <input
          {...field}
          value={field.value ?? ''}
          type={type}
          autoComplete={autoComplete}
          maxLength={textLimit(bound.name)}
          readOnly={readOnly}
          className={styles.control}
          {...aria}
        />
      )}
    </BoundField>
  );
}
