import { Switch } from 'antd';
import type { FieldValues } from 'react-hook-form';
import { BoundField, type BoundFieldProps } from './BoundField';

/** An on/off switch bound to react-hook-form; the field's value is a boolean (unset reads as off). */
export function SwitchField<Values extends FieldValues>(bound: BoundFieldProps<Values>) {
  return (
    <BoundField {...bound}>
      {(field, aria) => <Switch ref={field.ref} checked={field.value === true} onChange={(checked) => field.onChange(checked)} {...aria} />}
    </BoundField>
  );
}
