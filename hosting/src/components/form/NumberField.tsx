import { InputNumber, type InputNumberProps } from 'antd';
import type { ReactNode } from 'react';
import type { FieldValues } from 'react-hook-form';
import { BoundField, type BoundFieldProps } from './BoundField';

interface Props<Values extends FieldValues> extends BoundFieldProps<Values> {
  /** What the arrow keys and the spinner buttons add or take away. */
  step?: number;
  /** Shown inside the box before the number ('$'). */
  prefix?: ReactNode;
  placeholder?: string;
  inputProps?: Omit<InputNumberProps<number>, 'value' | 'onChange' | 'onBlur' | 'step' | 'prefix' | 'placeholder'>;
}

/**
 * A number box bound to react-hook-form; the field's value is a number, or null once emptied
 * (undefined would bring the default value back).
 * No min or max here: the form's schema refuses out-of-range numbers with its own message rather
 * than the box silently changing what was typed.
 */
export function NumberField<Values extends FieldValues>({ step, prefix, placeholder, inputProps, ...bound }: Props<Values>) {
  return (
    <BoundField {...bound}>
      {(field, aria, status) => (
        <InputNumber<number>
          {...inputProps}
          ref={field.ref}
          value={typeof field.value === 'number' ? field.value : null}
          onChange={(value) => field.onChange(value)}
          onBlur={field.onBlur}
          step={step}
          prefix={prefix}
          placeholder={placeholder}
          style={{ width: '100%' }}
          status={status}
          {...aria}
        />
      )}
    </BoundField>
  );
}
