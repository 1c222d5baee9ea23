import type { FieldValues } from 'react-hook-form';
import { BoundField, type BoundFieldProps } from '@/components/form/BoundField';
import { ImageUploader } from './ImageUploader';

interface Props<Values extends FieldValues> extends BoundFieldProps<Values> {
  /** The field holds one image URL as a string ('' for none). A listing's photos have ListingPhotosField. */
  single: true;
  onUploadingChange?: (uploading: boolean) => void;
}

/** A one-image field of a dashboard form, bound to react-hook-form. */
export function ImageUploadField<Values extends FieldValues>({ single: _single, onUploadingChange, ...bound }: Props<Values>) {
  return (
    <BoundField {...bound}>
      {(field, aria) => (
        <ImageUploader
          id={aria.id}
          value={(field.value as string | undefined) ?? ''}
          buttonRef={field.ref}
          ariaProps={aria}
          onUploadingChange={onUploadingChange}
          onChange={(url) => {
            field.onChange(url);
            field.onBlur();
          }}
        />
      )}
    </BoundField>
  );
}
