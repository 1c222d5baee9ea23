import { Alert } from 'antd';
import { useMemo, useState } from 'react';
import { useWatch } from 'react-hook-form';
import { formatCalendarDay, INPUT_STEPS, LISTING_MOVES, moveLabel, type Property } from '@estate/domain';
import { errorMessage } from '@/api/client';
import { DatePickerField } from '@/components/form/DatePickerField';
import { NumberField } from '@/components/form/NumberField';
import { RadioGroupField } from '@/components/form/RadioGroupField';
import { useSchemaForm } from '@/components/form/useSchemaForm';
import { useToast } from '@/components/toasts';
import { FormDialog } from '@/features/uploads';
import { useMoveProperty } from '@/features/listings/dashboard/api/moveProperty';
import { moveDateLabel, statusText } from '@/features/listings/dashboard/listingStatusText';
import { blankMove, moveBody, propertyMoveSchema, type PropertyMoveValues } from '@/features/listings/dashboard/propertyMoveForm';
import styles from './lifecycle.module.css';

const FORM_ID = 'property-move';

interface Props {
  property: Property;
  open: boolean;
  onClose: () => void;
}

/**
 * docs/product/dashboard.md#properties-tab: moves a listing to one of the statuses it can go to, on a day
 * (today in Cincinnati unless changed), with the close price a sale needs. The form checks the
 * move's rules before sending; a refusal the API still gives (the listing changed meanwhile) is
 * shown in the dialog word for word.
 */
export function ChangeStatusDialog({ property, open, onClose }: Props) {
  const schema = useMemo(() => propertyMoveSchema(property), [property]);
  const [defaults] = useState(blankMove);
  const form = useSchemaForm<PropertyMoveValues>(schema, defaults);
  const to = useWatch({ control: form.control, name: 'StandardStatus' });
  const move = useMoveProperty();
  const notification = useToast();
  const [refusal, setRefusal] = useState<string | null>(null);

  const onSubmit = form.handleSubmit(async (values) => {
    setRefusal(null);
    const body = moveBody(values);
    try {
      await move.mutateAsync({ id: property.id, move: body });
    } catch (error) {
      setRefusal(errorMessage(error, error instanceof Error ? error.message : String(error)));
      return;
    }
    notification.success({ title: `Status changed to ${statusText(body.StandardStatus)}` });
    onClose();
  });

  return (
    <FormDialog
      open={open}
      title={`Change status: ${property.title}`}
      formId={FORM_ID}
      onSubmit={(event) => void onSubmit(event)}
      onClose={onClose}
      submitting={move.isPending}
      submitLabel="Change status"
      pendingLabel="Saving..."
      width={520}
    >
      <dl className={styles.facts}>
        <dt>Status now</dt>
        <dd>{statusText(property.StandardStatus)}</dd>
        <dt>Listing date</dt>
        <dd>{formatCalendarDay(property.ListingContractDate)}</dd>
      </dl>
      {refusal && <Alert className={styles.refusal} type="error" showIcon title={refusal} role="alert" />}
      <RadioGroupField
        control={form.control}
        name="StandardStatus"
        label="New status"
        formId={FORM_ID}
        choices={LISTING_MOVES[property.StandardStatus].map((next) => ({ value: next, label: moveLabel(property.StandardStatus, next) }))}
      />
      <DatePickerField control={form.control} name="date" label={moveDateLabel(to)} formId={FORM_ID} />
      {to === 'Closed' && (
        <NumberField control={form.control} name="ClosePrice" label="Close price" formId={FORM_ID} step={INPUT_STEPS.price} prefix="$" />
      )}
    </FormDialog>
  );
}
