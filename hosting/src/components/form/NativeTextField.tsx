import type { HTMLAttributes, HTMLInputTypeAttribute } from 'react';
import type { FieldValues } from 'react-hook-form';
import { useHydrated } from '@/components/useHydrated';
import { BoundField, type BoundFieldProps } from './BoundField';
import styles from './nativeControl.module.css';
import { textLimit } from './textLimit';

interface Props<Values extends FieldValues> extends BoundFieldProps<Values> {
  /** 'email', 'tel' or 'number' bring the phone's matching keyboard. */
  type?: HTMLInputTypeAttribute;
  autoComplete?: string;
  /** A number's keyboard: 'numeric' for whole numbers, 'decimal' where a point is allowed. */
  inputMode?: HTMLAttributes<HTMLInputElement>['inputMode'];
  /** What a number's arrows add (0.5 for bathrooms); the schema, not the box, refuses what does not fit. */
  step?: number | 'any';
}

/**
 * A native text input bound to react-hook-form, for the public pages' forms (antd's TextField
 * serves the dashboard). Read-only until React has hydrated it: in a server-rendered form, text
 * typed earlier would be replaced by the form's state when React takes over.
 */
export function NativeTextField<Values extends FieldValues>({ type = 'text', autoComplete, inputMode, step, ...bound }: Props<Values>) {
  const readOnly = !useHydrated();
  return (
    <BoundField {...bound}>
      {(field, aria) => (
        <input
          {...field}
          value={field.value ?? ''}
          type={type}
          autoComplete={autoComplete}
          inputMode={inputMode}
          step={step}
          maxLength={textLimit(bound.name)}
          readOnly={readOnly}
          className={styles.control}
          {...aria}
        />
      )}
    </BoundField>
  );
}
