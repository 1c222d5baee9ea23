import {
  isShowable,
  composeShowingMessage,
  FIXED_INTEREST,
  isBookableShowingDay,
  SHOWING_TIME_SLOTS,
  showingSchema,
  type Property,
  type ShowingInput,
} from '@estate/domain';
import { DatePickerField } from '@/components/form/DatePickerField';
import { SelectField } from '@/components/form/SelectField';
import { TextField } from '@/components/form/TextField';
import { useAllProperties } from '@/features/properties';
import { useLeadForm } from '@/features/leads/useLeadForm';
import { HoneypotField } from './HoneypotField';
import styles from './ShowingForm.module.css';
import { LeadSubmitButton } from './LeadSubmitButton';

const FORM_ID = 'showing';

const TIME_OPTIONS = SHOWING_TIME_SLOTS.map((slot) => ({ value: slot, label: slot }));

const propertyOption = (property: Property) => ({ value: property.id, label: `${property.title} - ${property.address}` });

const isUnbookable = (day: Date) => !isBookableShowingDay(day);

/** docs/product.md#lead-forms: the visitor's fields, the request composed into `message`, and the structured request the API also stores. */
function showingPayload({ propertyId, preferredDate, preferredTime, message, ...contact }: ShowingInput) {
  return {
    ...contact,
    message: composeShowingMessage({ propertyId, preferredDate, preferredTime, message }),
    interest: FIXED_INTEREST.schedule_form,
    ...(propertyId ? { propertyId } : {}),
    preferredDate,
    preferredTime,
  };
}

/**
 * The showing request (docs/product.md#schedule-a-showing). No property chosen means a general
 * consultation; `propertyId` preselects one (the detail page's 'Schedule a Showing').
 */
export function ShowingForm({ propertyId = '' }: { propertyId?: string }) {
  const properties = useAllProperties();
  const { form, onSubmit, submitting, interrupted } = useLeadForm<ShowingInput>({
    schema: showingSchema,
    source: 'schedule_form',
    defaultValues: { name: '', phone: '', email: '', propertyId, preferredDate: '', preferredTime: undefined, message: '' },
    toPayload: showingPayload,
    success: { title: 'Showing Scheduled!', description: "We'll confirm your appointment shortly via email and phone." },
    failure: { title: 'Something went wrong', description: 'Please try again later or contact us directly.' },
  });
  const { control } = form;
  return (
    <form onSubmit={onSubmit} noValidate aria-label="Schedule a Showing" className={styles.form}>
      <TextField control={control} name="name" label="Full Name" formId={FORM_ID} inputProps={{ autoComplete: 'name' }} />
      <div className={styles.pair}>
        <TextField control={control} name="phone" label="Phone Number" formId={FORM_ID} inputProps={{ type: 'tel', autoComplete: 'tel' }} />
        <TextField
          control={control}
          name="email"
          label="Email Address"
          formId={FORM_ID}
          inputProps={{ type: 'email', autoComplete: 'email' }}
        />
      </div>
      <SelectField
        control={control}
        name="propertyId"
        label="Property of Interest (Optional)"
        formId={FORM_ID}
        options={(properties.data ?? []).filter((property) => isShowable(property.StandardStatus)).map(propertyOption)}
        placeholder="General consultation"
        allowClear
      />
      <div className={styles.pair}>
        <DatePickerField
          control={control}
          name="preferredDate"
          label="Preferred Date"
          formId={FORM_ID}
          placeholder="Select a date"
          disabledDate={isUnbookable}
        />
        <SelectField
          control={control}
          name="preferredTime"
          label="Preferred Time"
          formId={FORM_ID}
          options={TIME_OPTIONS}
          placeholder="Select a time"
        />
      </div>
      <TextField
        control={control}
        name="message"
        label="Additional Information (Optional)"
        formId={FORM_ID}
        multiline
        placeholder="Anything we should know before your showing?"
      />
      <HoneypotField />
      <LeadSubmitButton label="Schedule Showing" pendingLabel="Submitting..." submitting={submitting} interrupted={interrupted} />
    </form>
  );
}
