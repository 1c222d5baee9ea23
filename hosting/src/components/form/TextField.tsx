import { Input } from 'antd';
import type { ComponentProps } from 'react';
import type { FieldValues } from 'react-hook-form';
import { BoundField, type BoundFieldProps } from './BoundField';

interface Props<Values extends FieldValues> extends BoundFieldProps<Values> {
  multiline?: boolean;
  inputProps?: Omit<ComponentProps<typeof Input>, 'value' | 'onChange' | 'onBlur'>;
  rows?: number;
  placeholder?: string;
}

/** A text input or text area bound to react-hook-form; the form's first invalid field gets focus. */
export function TextField<Values extends FieldValues>({ multiline, inputProps, rows = 4, placeholder, ...bound }: Props<Values>) {
  return (
    <BoundField {...bound}>
      {(field, aria) =>
        multiline ? (
          <Input.TextArea {...field} value={field.value ?? ''} rows={rows} placeholder={placeholder} {...aria} />
        ) : (
          <Input {...inputProps} {...field} value={field.value ?? ''} placeholder={placeholder} {...aria} />
        )
      }
    </BoundField>
  );
}
