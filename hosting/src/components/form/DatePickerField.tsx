import { DatePicker } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import type { FieldValues } from 'react-hook-form';
import { BoundField, type BoundFieldProps } from './BoundField';

/** The value the form holds: a calendar day, free of time zones. */
const VALUE_FORMAT = 'YYYY-MM-DD';
/** Shown in the box; the other formats are accepted when typing a date. */
const DISPLAY_FORMATS = ['MMMM D, YYYY', VALUE_FORMAT, 'M/D/YYYY'];

interface Props<Values extends FieldValues> extends BoundFieldProps<Values> {
  placeholder?: string;
  /** Days that cannot be chosen (greyed out in the calendar, refused when typed). */
  disabledDate?: (day: Date) => boolean;
}

/** A calendar bound to react-hook-form; the field's value is the chosen day as 'YYYY-MM-DD' ('' when none). */
export function DatePickerField<Values extends FieldValues>({ placeholder, disabledDate, ...bound }: Props<Values>) {
  return (
    <BoundField {...bound}>
      {(field, aria, status) => (
        <DatePicker
          ref={field.ref}
          value={field.value ? dayjs(field.value as string) : null}
          onChange={(day: Dayjs | null) => field.onChange(day ? day.format(VALUE_FORMAT) : '')}
          onBlur={field.onBlur}
          format={DISPLAY_FORMATS}
          disabledDate={disabledDate ? (day: Dayjs) => disabledDate(day.toDate()) : undefined}
          placeholder={placeholder}
          style={{ width: '100%' }}
          status={status}
          {...aria}
        />
      )}
    </BoundField>
  );
}
