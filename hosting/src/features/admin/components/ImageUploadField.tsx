import type { FieldValues } from 'react-hook-form';
import { BoundField, type BoundFieldProps } from '@/components/form/BoundField';
import { ImageUploader } from './ImageUploader';

interface Props<Values extends FieldValues> extends BoundFieldProps<Values> {
  /** How many images the field holds (a list field). */
  max?: number;
  /** The field holds one image URL as a string ('' for none), not a list. */
  single?: boolean;
  onUploadingChange?: (uploading: boolean) => void;
}

/** An image field of a dashboard form, bound to react-hook-form: a list of URLs, or one URL with `single`. */
export function ImageUploadField<Values extends FieldValues>({ max, single, onUploadingChange, ...bound }: Props<Values>) {
  return (
    <BoundField {...bound}>
      {(field, aria) => (
        <ImageUploader
          id={aria.id}
          value={single ? [field.value as string].filter(Boolean) : ((field.value as string[] | undefined) ?? [])}
          max={single ? 1 : max}
          buttonRef={field.ref}
          ariaProps={aria}
          onUploadingChange={onUploadingChange}
          onChange={(next) => {
            field.onChange(single ? (next[0] ?? '') : next);
            field.onBlur();
          }}
        />
      )}
    </BoundField>
  );
}
