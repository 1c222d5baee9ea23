import { useState } from 'react';
import type { DefaultValues, FieldPath, FieldValues } from 'react-hook-form';
import { useSchemaForm } from '@/components/form/useSchemaForm';
import { FormDialog } from '@/features/uploads';
import type { ContentItem } from '@/features/content/dashboard/contentCollection';
import type { ContentFormConfig } from '@/features/content/dashboard/contentForm';
import { serverFieldErrors } from '@/features/content/dashboard/serverFieldErrors';

interface Props<Item extends ContentItem, Values extends FieldValues> {
  open: boolean;
  singular: string;
  config: ContentFormConfig<Item, Values>;
  /** The item to edit; absent to add one. */
  editing?: Item;
  items: Item[];
  /** Rejects when the server refused the change (its toast already shown). */
  onSave: (input: unknown) => Promise<unknown>;
  onClose: () => void;
}

/**
 * Add or edit one item: validation (docs/product/reference.md#validation: on submit, then on change; the first invalid field
 * focused), then the save; a refused save keeps the dialog open with the server's field messages.
 */
export function ContentFormDialog<Item extends ContentItem, Values extends FieldValues>({
  open,
  singular,
  config,
  editing,
  items,
  onSave,
  onClose,
}: Props<Item, Values>) {
  const { id: formId, schema, blank, fromItem, toInput, uniqueField, Fields, width } = config;
  // A complete Values is a DefaultValues; TypeScript cannot tell for a generic one.
  const defaultValues = editing ? (fromItem(editing) as DefaultValues<Values>) : blank;
  const form = useSchemaForm<Values>(schema, defaultValues);
  const [uploading, setUploading] = useState(false);

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await onSave(toInput ? toInput(values, editing) : values);
      onClose();
    } catch (error) {
      Object.entries(serverFieldErrors(error, uniqueField))
        .filter(([field]) => field in values)
        .forEach(([field, message], index) =>
          form.setError(field as FieldPath<Values>, { type: 'server', message }, { shouldFocus: index === 0 }),
        );
    }
  });

  const creating = editing === undefined;
  return (
    <FormDialog
      open={open}
      title={`${creating ? 'Add' : 'Edit'} ${singular}`}
      formId={formId}
      onSubmit={(event) => void onSubmit(event)}
      onClose={onClose}
      submitting={form.formState.isSubmitting}
      submitDisabled={uploading}
      submitLabel={creating ? `Create ${singular}` : 'Save Changes'}
      pendingLabel={creating ? 'Creating...' : 'Saving...'}
      width={width}
    >
      <Fields form={form} formId={formId} editing={editing} items={items} onUploadingChange={setUploading} />
    </FormDialog>
  );
}
