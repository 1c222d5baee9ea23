import { Alert } from 'antd';
import { useState } from 'react';
import { useWatch } from 'react-hook-form';
import { CORRECTION_MESSAGES, formatCalendarDay, formatPrice, INPUT_STEPS, TEXT_LIMITS, type Property } from '@estate/domain';
import { errorMessage } from '@/api/client';
import { DatePickerField } from '@/components/form/DatePickerField';
import { NumberField } from '@/components/form/NumberField';
import { TextField } from '@/components/form/TextField';
import { useSchemaForm } from '@/components/form/useSchemaForm';
import { useToast } from '@/components/toasts';
import { FormDialog } from '@/features/uploads';
import { useCorrectPropertyEntry } from '@/features/listings/dashboard/api/correctPropertyEntry';
import {
  correctionBody,
  correctionDefaults,
  entryCorrectionSchema,
  type EntryCorrectionValues,
} from '@/features/listings/dashboard/entryCorrectionForm';
import type { HistoryEntryRow } from '@/features/listings/dashboard/propertyHistoryRows';
import { HelpedSwitchField } from './HelpedSwitchField';
import styles from './lifecycle.module.css';

const FORM_ID = 'entry-correction';

interface Props {
  property: Pick<Property, 'id' | 'title'>;
  row: HistoryEntryRow;
  open: boolean;
  onClose: () => void;
}

/**
 * docs/product/dashboard.md#properties-tab: an admin's correction of one history entry: its day, its price
 * (an entry that carries one), or, for the latest entry after the listing one, voiding it; always
 * with a reason. The correction is recorded as an entry of its own; a refusal shows in the dialog.
 */
export function CorrectEntryDialog({ property, row, open, onClose }: Props) {
  const [defaults] = useState(() => correctionDefaults(row));
  const form = useSchemaForm<EntryCorrectionValues>(entryCorrectionSchema, defaults);
  const voids = useWatch({ control: form.control, name: 'voids' });
  const correct = useCorrectPropertyEntry();
  const notification = useToast();
  const [refusal, setRefusal] = useState<string | null>(null);

  const onSubmit = form.handleSubmit(async (values) => {
    setRefusal(null);
    const correction = correctionBody(row, values);
    if (!correction) {
      setRefusal(CORRECTION_MESSAGES.nothing);
      return;
    }
    try {
      await correct.mutateAsync({ id: property.id, entryId: row.event.id, correction });
    } catch (error) {
      setRefusal(errorMessage(error, error instanceof Error ? error.message : String(error)));
      return;
    }
    notification.success({ title: correction.voids ? 'Entry voided' : 'Correction recorded' });
    onClose();
  });

  return (
    <FormDialog
      open={open}
      title={`Correct “${row.label}”`}
      formId={FORM_ID}
      onSubmit={(event) => void onSubmit(event)}
      onClose={onClose}
      submitting={correct.isPending}
      submitLabel="Record correction"
      pendingLabel="Saving..."
      width={520}
    >
      <dl className={styles.facts}>
        <dt>Listing</dt>
        <dd>{property.title}</dd>
        <dt>Entry</dt>
        <dd>
          {row.label}, {formatCalendarDay(row.date)}
          {row.price !== null && `, ${formatPrice(row.price)}`}
        </dd>
      </dl>
      {refusal && <Alert className={styles.refusal} type="error" showIcon title={refusal} role="alert" />}
      {row.voidable && (
        <HelpedSwitchField
          control={form.control}
          name="voids"
          label="Void this entry"
          help="Puts back what the entry changed; the entry stays in the history, marked voided"
          formId={FORM_ID}
        />
      )}
      {!voids && (
        <>
          <DatePickerField control={form.control} name="date" label="Corrected date" formId={FORM_ID} />
          {row.priced && (
            <NumberField control={form.control} name="price" label="Corrected price" formId={FORM_ID} step={INPUT_STEPS.price} prefix="$" />
          )}
        </>
      )}
      <TextField control={form.control} name="reason" label="Reason" formId={FORM_ID} inputProps={{ maxLength: TEXT_LIMITS.note }} />
    </FormDialog>
  );
}
