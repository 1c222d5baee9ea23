import { Radio } from 'antd';
import { Controller, type Control } from 'react-hook-form';
import { moveLabel, type StandardStatus } from '@estate/domain';
import type { PropertyMoveValues } from '@/features/listings/dashboard/propertyMoveForm';
import fieldShell from '@/components/form/FieldShell.module.css';
import styles from './lifecycle.module.css';

interface Props {
  control: Control<PropertyMoveValues>;
  formId: string;
  from: StandardStatus;
  moves: readonly StandardStatus[];
}

/**
 * The moves a listing can make, as radio buttons named by the move ('Under contract', 'Sold'):
 * a group labelled by its legend, its error as its description, focused when it is the first invalid field.
 */
export function MoveChoiceField({ control, formId, from, moves }: Props) {
  const id = `${formId}-StandardStatus`;
  return (
    <Controller
      control={control}
      name="StandardStatus"
      render={({ field, fieldState }) => {
        const error = fieldState.error?.message;
        return (
          <fieldset className={styles.choices}>
            <legend id={`${id}-label`} className={fieldShell.label}>
              New status
            </legend>
            <Radio.Group
              ref={(group: HTMLDivElement | null) =>
                field.ref(group && { focus: () => group.querySelector<HTMLInputElement>('input:checked, input')?.focus() })
              }
              id={id}
              name={id}
              value={field.value ?? null}
              onChange={(event) => field.onChange(event.target.value as StandardStatus)}
              options={moves.map((to) => ({ value: to, label: moveLabel(from, to), id: `${id}-${to.replace(/ /g, '-')}` }))}
              aria-labelledby={`${id}-label`}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? `${id}-error` : undefined}
              vertical
            />
            {error && (
              <div id={`${id}-error`} className={fieldShell.error}>
                {error}
              </div>
            )}
          </fieldset>
        );
      }}
    />
  );
}
