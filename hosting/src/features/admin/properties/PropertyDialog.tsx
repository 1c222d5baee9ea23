import { yupResolver } from '@hookform/resolvers/yup';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { propertySchema } from '@estate/domain';
import { errorMessage } from '../../../api/client';
import { useToast } from '../../../components/toasts';
import { FormDialog } from '../components/FormDialog';
import { useSaveProperty } from './api/propertyMutations';
import { PropertyFields } from './PropertyFields';
import type { PropertyDialogTarget, PropertyFormValues } from './propertyDialogTarget';

const FORM_ID = 'property';

/** SPEC §4, §8: each mode's dialog title, submit label and toasts. */
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
 * SPEC §4 property dialog: add, edit or duplicate a listing. Validation on submit then on change,
 * focus on the first invalid field; no submitting while images upload, no closing while saving.
 */
export function PropertyDialog({ open, target, onClose }: Props) {
  const form = useForm<PropertyFormValues>({
    // Only the schema's fields are sent: never an id or a createdAt.
    resolver: yupResolver(propertySchema, { stripUnknown: true }),
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    shouldFocusError: true,
    defaultValues: target.values,
  });
  const save = useSaveProperty();
  const notification = useToast();
  const [uploading, setUploading] = useState(false);
  const texts = TEXTS[target.mode];

  const onSubmit = form.handleSubmit(async (values) => {
    if (uploading) return;
    try {
      await save.mutateAsync({ id: target.mode === 'edit' ? target.id : undefined, values });
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
      submitting={save.isPending}
      submitDisabled={uploading}
      submitLabel={texts.submit}
      pendingLabel="Saving..."
    >
      <PropertyFields control={form.control} formId={FORM_ID} onUploadingChange={setUploading} />
    </FormDialog>
  );
}
