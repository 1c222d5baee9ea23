import { Radio } from 'antd';
import type { ReactNode } from 'react';
import { Controller, type FieldValues } from 'react-hook-form';
import type { BoundFieldProps } from './BoundField';
import { FieldGroup } from './FieldGroup';
import styles from './RadioGroupField.module.css';

/** One choice; its description is read after its label (what a role may do). */
export interface RadioChoice {
  value: string;
  label: ReactNode;
  description?: ReactNode;
}

interface Props<Values extends FieldValues> extends BoundFieldProps<Values> {
  choices: readonly RadioChoice[];
}

const idPart = (value: string) => value.replace(/\W+/g, '-');

/**
 * A choice of radio buttons bound to react-hook-form: a group named by its legend, its error its
 * description, the checked (else the first) button focused when it is the form's first invalid field.
 */
export function RadioGroupField<Values extends FieldValues>({ control, name, label, formId, choices }: Props<Values>) {
  const id = `${formId}-${name}`;
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => {
        const error = fieldState.error?.message;
        return (
          <FieldGroup id={id} legend={label} error={error}>
            <Radio.Group
              ref={(group: HTMLDivElement | null) =>
                field.ref(group && { focus: () => group.querySelector<HTMLInputElement>('input:checked, input')?.focus() })
              }
              id={id}
              name={id}
              value={field.value ?? null}
              onChange={(event) => field.onChange(event.target.value)}
              aria-labelledby={`${id}-label`}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? `${id}-error` : undefined}
              vertical
            >
              {choices.map((choice) => (
                <div key={choice.value} className={styles.choice}>
                  <Radio
                    value={choice.value}
                    id={`${id}-${idPart(choice.value)}`}
                    aria-describedby={choice.description ? `${id}-${idPart(choice.value)}-description` : undefined}
                  >
                    {choice.label}
                  </Radio>
                  {choice.description && (
                    <p id={`${id}-${idPart(choice.value)}-description`} className={styles.description}>
                      {choice.description}
                    </p>
                  )}
                </div>
              ))}
            </Radio.Group>
          </FieldGroup>
        );
      }}
    />
  );
}
