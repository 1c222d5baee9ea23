import { RATING_SCALE, type Testimonial, type TestimonialInput } from '@estate/domain';
import { NumberField } from '@/components/form/NumberField';
import { TextField } from '@/components/form/TextField';
import { ImageUploadField } from '@/features/uploads';
import type { ContentFieldsProps } from '@/features/content/dashboard/contentForm';

export function TestimonialFields({ form, formId, onUploadingChange }: ContentFieldsProps<Testimonial, TestimonialInput>) {
  return (
    <>
      <TextField control={form.control} name="name" label="Name" formId={formId} />
      <TextField control={form.control} name="role" label="Role" formId={formId} placeholder="Home Buyer, Hyde Park" />
      <NumberField control={form.control} name="rating" label={`Rating (1 to ${RATING_SCALE} stars)`} formId={formId} step={1} />
      <TextField control={form.control} name="testimonial" label="Testimonial" formId={formId} multiline rows={5} />
      <ImageUploadField
        single
        control={form.control}
        name="avatarUrl"
        label="Avatar"
        formId={formId}
        onUploadingChange={onUploadingChange}
      />
    </>
  );
}
