import { Button } from 'antd';
import { useEffect } from 'react';
import { useFieldArray, type Control, type FieldErrors } from 'react-hook-form';
import {
  DEFAULT_SHOWING_HOURS,
  MAX_SPANS_PER_DAY,
  showingHoursSchema,
  WEEKDAY_LABELS,
  type ShowingAvailability,
  type ShowingHoursInput,
  type TimeSpan,
  type Weekday,
} from '@estate/domain';
import { FieldGroup } from '@/components/form/FieldGroup';
import { TextField } from '@/components/form/TextField';
import { useSchemaForm } from '@/components/form/useSchemaForm';
import { useToast } from '@/components/toasts';
import { useFailureToast } from '@/components/useFailureToast';
import { useSaveShowingHours } from '@/features/showings/dashboard/api/saveShowingHours';
import { DASHBOARD_WEEK, showingHoursRule } from '@/features/showings/dashboard/showingHoursRule';
import styles from '@/features/showings/components/Showings.module.css';

const FORM_ID = 'showing-hours';

/** What 'Add opening' starts from: the agency's own opening, as the default hours have it. */
const NEW_OPENING: TimeSpan = DASHBOARD_WEEK.flatMap((day) => DEFAULT_SHOWING_HOURS[day])[0]!;

interface Message {
  message?: string;
}

/** The errors the schema gave one day: its own (at the day, or its `root`), and its openings' by index. */
const dayErrors = (errors: FieldErrors<ShowingHoursInput>, day: Weekday) =>
  (errors.hours as Record<Weekday, unknown> | undefined)?.[day] as (Message & { root?: Message } & Record<number, Message>) | undefined;

/**
 * What is wrong with a day as a whole or with one of its openings ('Monday's openings must not
 * overlap', 'Each opening must end after it starts'; a badly written time is its field's own
 * error), and the opening at fault (the first with an error).
 */
function dayProblem(errors: ReturnType<typeof dayErrors>): { message?: string; opening: number } {
  if (!errors) return { opening: 0 };
  const openings = Object.keys(errors)
    .filter((key) => /^\d+$/.test(key))
    .map(Number)
    .sort((a, b) => a - b);
  const told = openings.find((index) => errors[index]?.message);
  return {
    message: errors.message ?? errors.root?.message ?? (told === undefined ? undefined : errors[told]!.message),
    opening: told ?? openings[0] ?? 0,
  };
}

/**
 * docs/product/dashboard.md#showings-tab: the member's weekly showing hours, Cincinnati time, one or more
 * openings a day (a showing must fit inside one whole). The rule above the fields is written from
 * the hours in force, the values the fields start from; until they save, the default hours apply.
 */
export function ShowingHoursEditor({ availability }: { availability: ShowingAvailability }) {
  const form = useSchemaForm<ShowingHoursInput>(showingHoursSchema, { hours: availability.hours });
  const save = useSaveShowingHours();
  const notification = useToast();
  const toastFailure = useFailureToast();
  const rule = showingHoursRule(availability.hours);

  // After a submit every change checks again (docs/product/reference.md#validation). react-hook-form
  // re-checks only the changed field's own path, and these problems sit on an opening or a day: the
  // whole week is checked, so mending one time clears its opening's and its day's messages.
  useEffect(
    () =>
      form.subscribe({
        formState: { values: true },
        callback: () => {
          if (form.formState.isSubmitted) void form.trigger();
        },
      }),
    [form],
  );

  const onSubmit = form.handleSubmit(
    async ({ hours }) => {
      try {
        await save.mutateAsync(hours);
        notification.success({ title: 'Showing hours saved', description: 'The showing form offers these hours from now on.' });
      } catch (error) {
        toastFailure('Failed to save the showing hours', error);
      }
    },
    // A problem with a whole opening or day has no field of its own: the first such day's opening takes the focus.
    (errors) => {
      const day = DASHBOARD_WEEK.find((weekday) => dayErrors(errors, weekday));
      if (day) form.setFocus(`hours.${day}.${dayProblem(dayErrors(errors, day)).opening}.from`);
    },
  );

  return (
    <form id={FORM_ID} aria-label="Weekly showing hours" noValidate onSubmit={(event) => void onSubmit(event)}>
      <p className={styles.help}>
        {availability.customHours ? 'Your hours, in Cincinnati time: ' : 'Until you save your own hours, these apply, in Cincinnati time: '}
        {rule}. Each showing lasts an hour and must fit inside an opening.
      </p>
      {DASHBOARD_WEEK.map((day) => (
        <DayOpenings key={day} day={day} control={form.control} errors={dayErrors(form.formState.errors, day)} />
      ))}
      <Button type="primary" htmlType="submit" loading={save.isPending}>
        Save hours
      </Button>
    </form>
  );
}

interface DayProps {
  day: Weekday;
  control: Control<ShowingHoursInput>;
  errors: ReturnType<typeof dayErrors>;
}

/** One weekday's openings: from, to and Remove each, and Add opening while there is room. */
function DayOpenings({ day, control, errors }: DayProps) {
  const openings = useFieldArray({ control, name: `hours.${day}` });
  const label = WEEKDAY_LABELS[day];
  const problem = dayProblem(errors);
  return (
    <FieldGroup id={`${FORM_ID}-${day}`} legend={label} error={problem.message}>
      {openings.fields.length === 0 && <p className={styles.help}>No showings</p>}
      {openings.fields.map((opening, index) => (
        <div key={opening.id} className={styles.opening}>
          <TextField
            control={control}
            name={`hours.${day}.${index}.from`}
            label={
              <>
                From
                <span className="visually-hidden">
                  {' '}
                  ({label}, opening {index + 1})
                </span>
              </>
            }
            formId={FORM_ID}
            inputProps={{ type: 'time' }}
          />
          <TextField
            control={control}
            name={`hours.${day}.${index}.to`}
            label={
              <>
                To
                <span className="visually-hidden">
                  {' '}
                  ({label}, opening {index + 1})
                </span>
              </>
            }
            formId={FORM_ID}
            inputProps={{ type: 'time' }}
          />
          <Button className={styles.removeOpening} onClick={() => openings.remove(index)}>
            Remove
            <span className="visually-hidden">
              {' '}
              {label} opening {index + 1}
            </span>
          </Button>
        </div>
      ))}
      {openings.fields.length < MAX_SPANS_PER_DAY && (
        <Button className={styles.addOpening} onClick={() => openings.append({ ...NEW_OPENING })}>
          Add opening<span className="visually-hidden"> on {label}</span>
        </Button>
      )}
    </FieldGroup>
  );
}
