import { Button, Input } from 'antd';
import { useState } from 'react';
import { ValidationError } from 'yup';
import {
  MAX_SPANS_PER_DAY,
  showingHoursSchema,
  WEEKDAY_LABELS,
  WEEKDAYS,
  type ShowingAvailability,
  type Weekday,
  type WeeklyHours,
} from '@estate/domain';
import { useToast } from '@/components/toasts';
import { useFailureToast } from '@/components/useFailureToast';
import { useSaveShowingHours } from '@/features/showings/api/saveShowingHours';
import styles from './Showings.module.css';

/** Monday first, as a week reads in the dashboard. */
const WEEK: readonly Weekday[] = [...WEEKDAYS.slice(1), WEEKDAYS[0]];

/**
 * docs/product/dashboard.md#showings-tab: the member's weekly showing hours, Cincinnati time, one or more
 * openings a day (a showing must fit inside one whole). Until they save, today's rule applies.
 */
export function ShowingHoursEditor({ availability }: { availability: ShowingAvailability }) {
  const [hours, setHours] = useState<WeeklyHours>(availability.hours);
  const [problem, setProblem] = useState<string>();
  const save = useSaveShowingHours();
  const notification = useToast();
  const toastFailure = useFailureToast();

  const change = (day: Weekday, spans: WeeklyHours[Weekday]) => setHours({ ...hours, [day]: spans });

  const submit = async () => {
    try {
      await showingHoursSchema.validate({ hours });
    } catch (error) {
      setProblem(error instanceof ValidationError ? error.message : String(error));
      return;
    }
    setProblem(undefined);
    try {
      await save.mutateAsync(hours);
      notification.success({ title: 'Showing hours saved', description: 'The showing form offers these hours from now on.' });
    } catch (error) {
      toastFailure('Failed to save the showing hours', error);
    }
  };

  return (
    <form
      aria-label="Weekly showing hours"
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <p className={styles.help}>
        {availability.customHours
          ? 'Your hours, in Cincinnati time. Each showing lasts an hour and must fit inside an opening.'
          : 'Until you save your own hours, visitors may book Monday to Saturday, 9:00 AM to 5:00 PM (Cincinnati time).'}
      </p>
      {WEEK.map((day) => (
        <fieldset key={day} className={styles.day}>
          <legend>{WEEKDAY_LABELS[day]}</legend>
          <div className={styles.spans}>
            {hours[day].length === 0 && <span className={styles.help}>No showings</span>}
            {hours[day].map((span, index) => (
              <span key={index} className={styles.span}>
                <Input
                  type="time"
                  aria-label={`${WEEKDAY_LABELS[day]} opening ${index + 1} from`}
                  value={span.from}
                  onChange={(event) =>
                    change(
                      day,
                      hours[day].map((other, at) => (at === index ? { ...other, from: event.target.value } : other)),
                    )
                  }
                />
                <span aria-hidden>–</span>
                <Input
                  type="time"
                  aria-label={`${WEEKDAY_LABELS[day]} opening ${index + 1} to`}
                  value={span.to}
                  onChange={(event) =>
                    change(
                      day,
                      hours[day].map((other, at) => (at === index ? { ...other, to: event.target.value } : other)),
                    )
                  }
                />
                <Button
                  size="small"
                  onClick={() =>
                    change(
                      day,
                      hours[day].filter((_, at) => at !== index),
                    )
                  }
                >
                  Remove
                  <span className="visually-hidden">
                    {' '}
                    {WEEKDAY_LABELS[day]} opening {index + 1}
                  </span>
                </Button>
              </span>
            ))}
            {hours[day].length < MAX_SPANS_PER_DAY && (
              <Button size="small" onClick={() => change(day, [...hours[day], { from: '09:00', to: '17:00' }])}>
                Add opening<span className="visually-hidden"> on {WEEKDAY_LABELS[day]}</span>
              </Button>
            )}
          </div>
        </fieldset>
      ))}
      <p role="alert" className={styles.note}>
        {problem}
      </p>
      <Button type="primary" htmlType="submit" loading={save.isPending}>
        Save hours
      </Button>
    </form>
  );
}
