import { Switch } from 'antd';
import type { FieldValues } from 'react-hook-form';
import { BoundField, type BoundFieldProps } from '@/components/form/BoundField';
import styles from './lifecycle.module.css';

interface Props<Values extends FieldValues> extends BoundFieldProps<Values> {
  /** A line under the switch saying what it does, read out as the switch's description. */
  help: string;
}

/** An on/off switch bound to react-hook-form, with its help text (and its error, if any) as its description. */
export function HelpedSwitchField<Values extends FieldValues>({ help, ...bound }: Props<Values>) {
  const helpId = `${bound.formId}-${bound.name}-help`;
  return (
    <BoundField {...bound}>
      {(field, aria) => (
        <>
          <Switch
            ref={field.ref}
            checked={field.value === true}
            onChange={(checked) => field.onChange(checked)}
            {...aria}
            aria-describedby={[helpId, aria['aria-describedby']].filter(Boolean).join(' ')}
          />
          <div id={helpId} className={styles.help}>
            {help}
          </div>
        </>
      )}
    </BoundField>
  );
}
