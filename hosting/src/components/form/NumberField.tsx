import { InputNumber, type InputNumberProps } from 'antd';
import type { ReactNode } from 'react';
import { Controller, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import { describedBy, FieldShell } from './FieldShell';

interface Props<Values extends FieldValues> {
  control: Control<Values>;
  name: FieldPath<Values>;
  label: ReactNode;
  formId: string;
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
export function NumberField<Values extends FieldValues>({
  control,
  name,
  label,
  formId,
  step,
  prefix,
  placeholder,
  inputProps,
}: Props<Values>) {
  const id = `${formId}-${name}`;
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <FieldShell id={id} label={label} error={fieldState.error?.message}>
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
            {...describedBy(id, fieldState.error?.message)}
          />
        </FieldShell>
      )}
    />
  );
}
