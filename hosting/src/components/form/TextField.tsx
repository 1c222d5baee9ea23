import { Input } from 'antd';
import type { ComponentProps } from 'react';
import type { FieldValues } from 'react-hook-form';
import { useHydrated } from '@/components/useHydrated';
import { BoundField, type BoundFieldProps } from './BoundField';
import { textLimit } from './textLimit';

interface Props<Values extends FieldValues> extends BoundFieldProps<Values> {
  multiline?: boolean;
  inputProps?: Omit<ComponentProps<typeof Input>, 'value' | 'onChange' | 'onBlur'>;
  rows?: number;
  placeholder?: string;
}

/**
 * A text input or text area bound to react-hook-form; the form's first invalid field gets focus.
 * Read-only until React has hydrated it: in a server-rendered form, text typed earlier would be
 * replaced by the form's state when React takes over.
 */
export function TextField<Values extends FieldValues>({ multiline, inputProps, rows = 4, placeholder, ...bound }: Props<Values>) {
  const readOnly = !useHydrated() || inputProps?.readOnly;
  const maxLength = textLimit(bound.name);
  return (
    <BoundField {...bound}>
      {(field, aria, status) =>
        multiline ? (
          <Input.TextArea
            {...field}
            value={field.value ?? ''}
            rows={rows}
            placeholder={placeholder}
            readOnly={readOnly}
            maxLength={maxLength}
            showCount={maxLength !== undefined}
            status={status}
            {...aria}
          />
        ) : (
          <Input
            maxLength={maxLength}
            {...inputProps}
            {...field}
            value={field.value ?? ''}
            placeholder={placeholder}
            readOnly={readOnly}
            status={status}
            {...aria}
          />
        )
      }
    </BoundField>
  );
}
