import { useState } from 'react';
import { newPropertySchema, propertySchema } from '@estate/domain';
import { errorMessage } from '@/api/client';
import { useToast } from '@/components/toasts';
import { FormDialog } from '@/features/uploads';
import { useCreateProperty } from '@/features/listings/dashboard/api/createProperty';
import { useUpdateProperty } from '@/features/listings/dashboard/api/updateProperty';
import { PropertyFields } from './PropertyFields';
import type { PropertyDialogTarget, PropertyFormValues } from '@/features/listings/dashboard/propertyDialogTarget';
import { useSchemaForm } from '@/components/form/useSchemaForm';

const FORM_ID = 'property';

/** docs/product/dashboard.md#properties-tab: each mode's dialog title, submit label and toasts. */
const TEXTS = {
  create: {
    title: 'Add Property',
    submit: 'Create Property',
    success: 'Property created successfully',
    failure: 'Failed to create property',
  },
  edit: {
    title: 'Edit Property',
    submit: 'Update Property',
    success: 'Property updated successfully',
    failure: 'Failed to update property',
  },
} as const;

interface Props {
  open: boolean;
  target: PropertyDialogTarget;
  onClose: () => void;
}

/**
 * docs/product/dashboard.md#properties-tab: add, edit or duplicate a listing. Validation on submit then on change,
 * focus on the first invalid field; no submitting while images upload, no closing while saving.
 */
export function PropertyDialog({ open, target, onClose }: Props) {
  // A new listing that starts Active needs its place (the API refuses it without); an edit does not.
  const schema = target.mode === 'create' ? newPropertySchema : propertySchema;
  const form = useSchemaForm<PropertyFormValues>(schema, target.values, { stripUnknown: true });
  const create = useCreateProperty();
  const update = useUpdateProperty();
  const notification = useToast();
  const [uploading, setUploading] = useState(false);
  const texts = TEXTS[target.mode];

  const onSubmit = form.handleSubmit(async (values) => {
    if (uploading) return;
    try {
      // Emptied coordinates go as null, which clears them: an absent field would keep the stored ones.
      const edited = { ...values, Latitude: values.Latitude ?? null, Longitude: values.Longitude ?? null } as PropertyFormValues;
      await (target.mode === 'edit' ? update.mutateAsync({ id: target.id, values: edited }) : create.mutateAsync(values));
    } catch (error) {
      const message = errorMessage(error, error instanceof Error ? error.message : String(error));
      notification.error({ title: `${texts.failure}: ${message}` });
      return;
    }
    notification.success({ title: texts.success });
    onClose();
  });

  return (
    <FormDialog
      open={open}
      title={texts.title}
      formId={FORM_ID}
      onSubmit={(event) => void onSubmit(event)}
      onClose={onClose}
      submitting={create.isPending || update.isPending}
      submitDisabled={uploading}
      submitLabel={texts.submit}
      pendingLabel="Saving..."
    >
      <PropertyFields
        control={form.control}
        formId={FORM_ID}
        onUploadingChange={setUploading}
        onPlace={(latitude, longitude) => {
          form.setValue('Latitude', latitude, { shouldDirty: true, shouldValidate: form.formState.isSubmitted });
          form.setValue('Longitude', longitude, { shouldDirty: true, shouldValidate: form.formState.isSubmitted });
        }}
        lifecycle={
          target.mode === 'edit'
            ? { mode: 'edit', status: target.values.StandardStatus, listingDate: target.values.ListingContractDate }
            : { mode: 'create' }
        }
      />
    </FormDialog>
  );
}
