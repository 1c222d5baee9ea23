import type { ReactNode } from 'react';
import { Controller, type Control, type ControllerRenderProps, type FieldPath, type FieldValues } from 'react-hook-form';
import { describedBy, FieldShell } from './FieldShell';

/** What every field bound to a react-hook-form form is given. */
export interface BoundFieldProps<Values extends FieldValues> {
  control: Control<Values>;
  name: FieldPath<Values>;
  label: ReactNode;
  /** Prefixes the control's id, so two forms on one page never share one. */
  formId: string;
}

interface Props<Values extends FieldValues> extends BoundFieldProps<Values> {
  /**
   * The control, given the form's field, the id and aria attributes that tie it to its label and
   * error, and antd's `status` for its error outline.
   */
  children: (field: ControllerRenderProps<Values, FieldPath<Values>>, aria: ReturnType<typeof describedBy>, status?: 'error') => ReactNode;
}

/** A labelled control bound to react-hook-form, with its error message announced as its description. */
export function BoundField<Values extends FieldValues>({ control, name, label, formId, children }: Props<Values>) {
  const id = `${formId}-${name}`;
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => {
        const error = fieldState.error?.message;
        return (
          <FieldShell id={id} label={label} error={error}>
            {children(field, describedBy(id, error), error ? 'error' : undefined)}
          </FieldShell>
        );
      }}
    />
  );
}
