import { Switch } from 'antd';
import type { ReactNode } from 'react';
import { Controller, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import { describedBy, FieldShell } from './FieldShell';

interface Props<Values extends FieldValues> {
  control: Control<Values>;
  name: FieldPath<Values>;
  label: ReactNode;
  formId: string;
}

/** An on/off switch bound to react-hook-form; the field's value is a boolean (unset reads as off). */
export function SwitchField<Values extends FieldValues>({ control, name, label, formId }: Props<Values>) {
  const id = `${formId}-${name}`;
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <FieldShell id={id} label={label} error={fieldState.error?.message}>
          <Switch
            ref={field.ref}
            checked={field.value === true}
            onChange={(checked) => field.onChange(checked)}
            {...describedBy(id, fieldState.error?.message)}
          />
        </FieldShell>
      )}
    />
  );
}
