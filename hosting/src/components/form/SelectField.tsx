import { Select } from 'antd';
import type { ReactNode } from 'react';
import { Controller, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import { describedBy, FieldShell } from './FieldShell';

interface Props<Values extends FieldValues> {
  control: Control<Values>;
  name: FieldPath<Values>;
  label: ReactNode;
  formId: string;
  options: { value: string; label: ReactNode }[];
  placeholder?: string;
  allowClear?: boolean;
}

export function SelectField<Values extends FieldValues>({ control, name, label, formId, options, placeholder, allowClear }: Props<Values>) {
  const id = `${formId}-${name}`;
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <FieldShell id={id} label={label} error={fieldState.error?.message}>
          <Select
            ref={field.ref}
            value={field.value || undefined}
            onChange={(value) => field.onChange(value ?? '')}
            onBlur={field.onBlur}
            options={options}
            placeholder={placeholder}
            allowClear={allowClear}
            {...describedBy(id, fieldState.error?.message)}
          />
        </FieldShell>
      )}
    />
  );
}
