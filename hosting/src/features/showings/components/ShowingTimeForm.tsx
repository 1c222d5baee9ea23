import { Button } from 'antd';
import { useWatch } from 'react-hook-form';
import { isBookableShowingDay, showingTimeSchema, type ShowingTimeInput } from '@estate/domain';
import { DatePickerField } from '@/components/form/DatePickerField';
import { SelectField } from '@/components/form/SelectField';
import { useSchemaForm } from '@/components/form/useSchemaForm';
import { useSlotChoices } from '@/features/showings/useSlotChoices';
import styles from './Showings.module.css';

interface Props {
  /** Which form on the page: ids stay unique. */
  formId: string;
  propertyId: string;
  submitLabel: string;
  pending: boolean;
  onSubmit: (time: ShowingTimeInput) => Promise<unknown>;
}

const isUnbookable = (day: Date) => !isBookableShowingDay(day);

/** Another time for a showing (the agent's proposal, either side's reschedule): a day, then one of its free slots. */
export function ShowingTimeForm({ formId, propertyId, submitLabel, pending, onSubmit }: Props) {
  const form = useSchemaForm<ShowingTimeInput>(showingTimeSchema, { date: '', time: undefined });
  const date = useWatch({ control: form.control, name: 'date' });
  const slots = useSlotChoices(propertyId, date || undefined);
  return (
    <form noValidate aria-label={submitLabel} className={styles.timeForm} onSubmit={form.handleSubmit(onSubmit)}>
      <DatePickerField
        control={form.control}
        name="date"
        label="Date"
        formId={formId}
        placeholder="Select a date"
        disabledDate={isUnbookable}
      />
      <div>
        <SelectField control={form.control} name="time" label="Time" formId={formId} options={slots.options} placeholder="Select a time" />
        <p className={styles.note} role="status">
          {slots.note}
        </p>
      </div>
      <Button htmlType="submit" type="primary" loading={pending} className={styles.timeFormSubmit}>
        {submitLabel}
      </Button>
    </form>
  );
}
