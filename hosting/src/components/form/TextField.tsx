import { Input } from 'antd';
import type { ComponentProps, ReactNode } from 'react';
import { Controller, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import { describedBy, FieldShell } from './FieldShell';

interface Props<Values extends FieldValues> {
  control: Control<Values>;
  name: FieldPath<Values>;
  label: ReactNode;
  formId: string;
  multiline?: boolean;
  inputProps?: Omit<ComponentProps<typeof Input>, 'value' | 'onChange' | 'onBlur'>;
  rows?: number;
  placeholder?: string;
}

/** A text input or text area bound to react-hook-form; the form's first invalid field gets focus. */
export function TextField<Values extends FieldValues>({
  control,
  name,
  label,
  formId,
  multiline,
  inputProps,
  rows = 4,
  placeholder,
}: Props<Values>) {
  const id = `${formId}-${name}`;
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <FieldShell id={id} label={label} error={fieldState.error?.message}>
          {multiline ? (
            <Input.TextArea
              {...field}
              value={field.value ?? ''}
              rows={rows}
              placeholder={placeholder}
              {...describedBy(id, fieldState.error?.message)}
            />
          ) : (
            <Input
              {...inputProps}
              {...field}
              value={field.value ?? ''}
              placeholder={placeholder}
              {...describedBy(id, fieldState.error?.message)}
            />
          )}
        </FieldShell>
      )}
    />
  );
}
