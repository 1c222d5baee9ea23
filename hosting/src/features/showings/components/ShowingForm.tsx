import {
  isListingTeaser,
  isShowable,
  composeShowingMessage,
  FIXED_INTEREST,
  isBookableShowingDay,
  showingSchema,
  type Property,
  type ShowingInput,
} from '@estate/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useWatch } from 'react-hook-form';
import { prepareAppCheck } from '@/api/appCheck';
import { ApiRequestError } from '@/api/client';
import { DatePickerField } from '@/components/form/DatePickerField';
import { SelectField } from '@/components/form/SelectField';
import { TextField } from '@/components/form/TextField';
import { HoneypotField } from '@/components/form/HoneypotField';
import { LeadSubmitButton } from '@/components/form/LeadSubmitButton';
import { useLeadForm } from '@/components/form/useLeadForm';
import { useAllProperties, useProperty } from '@/features/listings';
import { requestShowing } from '@/features/showings/api/requestShowing';
import { SHOWING_SLOTS_URL } from '@/features/showings/api/urls';
import { useSlotChoices } from '@/features/showings/useSlotChoices';
import styles from './ShowingForm.module.css';

const FORM_ID = 'showing';

const propertyOption = (property: Property) => ({ value: property.id, label: `${property.title} - ${property.address}` });

const isUnbookable = (day: Date) => !isBookableShowingDay(day);

/**
 * The homes the form offers: the agency's own, and the one the visitor came from when it is not
 * among them (an MLS listing's 'Schedule a Showing'), read once the agency's are in.
 */
function useShowingChoices(propertyId: string): Property[] {
  const agencyListings = useAllProperties();
  const missing = agencyListings.data && propertyId && !agencyListings.data.some((property) => property.id === propertyId);
  const preselected = useProperty(missing ? propertyId : undefined);
  const extra = preselected.data && !isListingTeaser(preselected.data) ? [preselected.data] : [];
  return [...extra, ...(agencyListings.data ?? [])].filter((property) => isShowable(property.StandardStatus));
}

/** docs/product/showings.md#schedule-a-showing: the visitor's fields, the request composed into `message`, and the structured request the API also stores. */
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

/** A refusal of the chosen slot (400: out of hours, away, past; 409: just taken) the time select shows. */
const slotRefusal = (error: unknown) =>
  error instanceof ApiRequestError && (error.status === 400 || error.status === 409) ? error.serverMessage : undefined;

/**
 * The showing request (docs/product/showings.md#schedule-a-showing). No property chosen means a general
 * consultation; `propertyId` preselects one (the detail page's 'Schedule a Showing'). With a
 * property and a day, the times its agent cannot take are greyed out with their reason.
 */
export function ShowingForm({ propertyId = '' }: { propertyId?: string }) {
  const properties = useShowingChoices(propertyId);
  const queries = useQueryClient();
  const { form, onSubmit, submitting, sendFailure } = useLeadForm<ShowingInput>({
    schema: showingSchema,
    // POST /api/showings: the route is the showing form's own, so no source goes with it.
    send: requestShowing,
    defaultValues: { name: '', phone: '', email: '', propertyId, preferredDate: '', preferredTime: undefined, message: '' },
    toPayload: showingPayload,
    success: { title: 'Showing Scheduled!', description: "We'll confirm your appointment shortly via email and phone." },
    failure: { title: 'Something went wrong', description: 'Please try again later or contact us directly.' },
    onFailure: (error) => {
      const refusal = slotRefusal(error);
      if (!refusal) return;
      form.setError('preferredTime', { message: refusal }, { shouldFocus: true });
      // The day's slots are read again: the refused one now shows why.
      void queries.invalidateQueries({ predicate: ({ queryKey }) => String(queryKey[0]).startsWith(SHOWING_SLOTS_URL) });
    },
  });
  const { control } = form;
  const [chosenProperty, chosenDate, chosenTime] = useWatch({ control, name: ['propertyId', 'preferredDate', 'preferredTime'] });
  const slots = useSlotChoices(chosenProperty || undefined, chosenDate || undefined);
  const chosenUnavailable = slots.unavailable(chosenTime);
  // A time chosen before the day or the home changed, that the agent cannot take then, is chosen again.
  useEffect(() => {
    if (chosenUnavailable) form.resetField('preferredTime', { defaultValue: undefined, keepError: true });
  }, [chosenUnavailable, form]);
  return (
    <form onFocus={prepareAppCheck} onSubmit={onSubmit} noValidate aria-label="Schedule a Showing" className={styles.form}>
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
        options={properties.map(propertyOption)}
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
        <div>
          <SelectField
            control={control}
            name="preferredTime"
            label="Preferred Time"
            formId={FORM_ID}
            options={slots.options}
            placeholder="Select a time"
          />
          <p className={styles.slotNote} role="status">
            {slots.note}
          </p>
        </div>
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
      <LeadSubmitButton label="Schedule Showing" pendingLabel="Submitting..." submitting={submitting} failure={sendFailure} />
    </form>
  );
}
