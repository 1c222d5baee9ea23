import { Controller, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import { describedBy, FieldShell } from '../../../components/form/FieldShell';
import { ImageUploader } from './ImageUploader';

interface Props<Values extends FieldValues> {
  control: Control<Values>;
  name: FieldPath<Values>;
  label: string;
  formId: string;
  /** How many images the field holds (a list field). */
  max?: number;
  /** The field holds one image URL as a string ('' for none), not a list. */
  single?: boolean;
  onUploadingChange?: (uploading: boolean) => void;
}

/** An image field of a dashboard form, bound to react-hook-form: a list of URLs, or one URL with `single`. */
export function ImageUploadField<Values extends FieldValues>({
  control,
  name,
  label,
  formId,
  max,
  single,
  onUploadingChange,
}: Props<Values>) {
  const id = `${formId}-${name}`;
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => {
        const error = fieldState.error?.message;
        const urls = single ? [field.value as string].filter(Boolean) : ((field.value as string[] | undefined) ?? []);
        return (
          <FieldShell id={id} label={label} error={error}>
            <ImageUploader
              id={id}
              value={urls}
              max={single ? 1 : max}
              buttonRef={field.ref}
              ariaProps={describedBy(id, error)}
              onUploadingChange={onUploadingChange}
              onChange={(next) => {
                field.onChange(single ? (next[0] ?? '') : next);
                field.onBlur();
              }}
            />
          </FieldShell>
        );
      }}
    />
  );
}
