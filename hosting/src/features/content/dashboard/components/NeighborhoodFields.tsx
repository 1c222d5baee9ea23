import { useWatch } from 'react-hook-form';
import { type Neighborhood, type NeighborhoodInput } from '@estate/domain';
import { SelectField } from '@/components/form/SelectField';
import { TextField } from '@/components/form/TextField';
import { ImageUploadField } from '@/features/uploads';
import type { ContentFieldsProps } from '@/features/content/dashboard/contentForm';
import { freeNeighborhoodNames } from '@/features/content/dashboard/freeNeighborhoodNames';
import { NeighborhoodBoundaryField } from './NeighborhoodBoundaryField';

export function NeighborhoodFields({
  form,
  formId,
  editing,
  items,
  onUploadingChange,
}: ContentFieldsProps<Neighborhood, NeighborhoodInput>) {
  const options = freeNeighborhoodNames(items, editing).map((name) => ({ value: name, label: name }));
  // The boundary belongs to the place: shown once the dialog names one.
  const name = useWatch({ control: form.control, name: 'name' });
  return (
    <>
      <SelectField control={form.control} name="name" label="Name" formId={formId} options={options} placeholder="Select a neighborhood" />
      <TextField control={form.control} name="shortDescription" label="Short description" formId={formId} />
      <TextField control={form.control} name="description" label="Description" formId={formId} multiline rows={6} />
      <ImageUploadField single control={form.control} name="imageUrl" label="Image" formId={formId} onUploadingChange={onUploadingChange} />
      {name && <NeighborhoodBoundaryField name={name} formId={formId} />}
    </>
  );
}
