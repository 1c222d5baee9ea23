import { Radio } from 'antd';
import { Controller, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import { FEEDBACK_RATING_LABELS, FEEDBACK_RATINGS } from '@estate/domain';
import styles from './VisitFeedback.module.css';

/** Rating 1 to 5 as a radio group (arrow keys move it), each choice saying what it means; its error announced. */
export function RatingField<Values extends FieldValues>({
  control,
  name,
  formId,
}: {
  control: Control<Values>;
  name: FieldPath<Values>;
  formId: string;
}) {
  const errorId = `${formId}-${name}-error`;
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <fieldset className={styles.rating} aria-describedby={fieldState.error ? errorId : undefined}>
          <legend className={styles.legend}>Your rating</legend>
          <Radio.Group
            name={field.name}
            value={field.value}
            onChange={(event) => field.onChange(event.target.value)}
            optionType="button"
            buttonStyle="solid"
            size="large"
            options={FEEDBACK_RATINGS.map((rating) => ({
              value: rating,
              label: (
                <span className={styles.choice}>
                  <strong>{rating}</strong> {FEEDBACK_RATING_LABELS[rating]}
                </span>
              ),
            }))}
          />
          {fieldState.error && (
            <div id={errorId} className={styles.error} role="alert">
              {fieldState.error.message}
            </div>
          )}
        </fieldset>
      )}
    />
  );
}
