import { Select } from 'antd';
import type { ReactNode } from 'react';
import type { FieldValues } from 'react-hook-form';
import { BoundField, type BoundFieldProps } from './BoundField';

/** One choice; a disabled one says why in `aria-label` (screen readers hear it after the label). */
export interface SelectOption {
  value: string;
  label: ReactNode;
  disabled?: boolean;
  'aria-label'?: string;
}

interface Props<Values extends FieldValues> extends BoundFieldProps<Values> {
  options: SelectOption[];
  placeholder?: string;
  allowClear?: boolean;
}

export function SelectField<Values extends FieldValues>({ options, placeholder, allowClear, ...bound }: Props<Values>) {
  return (
    <BoundField {...bound}>
      {(field, aria, status) => (
        <Select
          ref={field.ref}
          value={field.value || undefined}
          onChange={(value) => field.onChange(value ?? '')}
          onBlur={field.onBlur}
          options={options}
          placeholder={placeholder}
          allowClear={allowClear}
          style={{ width: '100%' }}
          status={status}
          {...aria}
        />
      )}
    </BoundField>
  );
}
