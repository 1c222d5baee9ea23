import { useMemo } from 'react';
import { useController, useFormState, type Control } from 'react-hook-form';
import { LISTING_MAX_IMAGES } from '@estate/domain';
import { describedBy, FieldShell } from '@/components/form/FieldShell';
import { PhotoManager } from '@/features/listings/dashboard/components/photos/PhotoManager';
import { photoList, type PhotoList } from '@/features/listings/dashboard/components/photos/photoList';
import type { PropertyFormValues } from '@/features/listings/dashboard/propertyDialogTarget';

interface Props {
  control: Control<PropertyFormValues>;
  formId: string;
  onUploadingChange: (uploading: boolean) => void;
}

/**
 * A listing's photos and their alt texts, bound to the form's `images` and
 * `imageAlts`, which every change updates together so that alt text i always describes photo i.
 */
export function ListingPhotosField({ control, formId, onUploadingChange }: Props) {
  const id = `${formId}-images`;
  const images = useController({ control, name: 'images' });
  const alts = useController({ control, name: 'imageAlts' });
  const { errors } = useFormState({ control, name: 'imageAlts' });
  const error = images.fieldState.error?.message ?? errors.imageAlts?.message;
  const altErrors = Array.isArray(errors.imageAlts)
    ? Array.from(errors.imageAlts as ({ message?: string } | undefined)[], (altError) => altError?.message)
    : undefined;

  // The same photos while only an alt text changes, so the grid does not re-sort every tile on each keystroke.
  const imageUrls = images.field.value;
  const altTexts = alts.field.value;
  const value = useMemo<PhotoList>(() => {
    const urls = imageUrls ?? [];
    return { images: urls, alts: photoList(urls, altTexts).alts };
  }, [imageUrls, altTexts]);

  const onChange = (next: PhotoList) => {
    // The list that shrinks first, so the form never holds more alt texts than photos.
    if (next.images.length < (images.field.value?.length ?? 0)) {
      alts.field.onChange(next.alts);
      images.field.onChange(next.images);
    } else {
      images.field.onChange(next.images);
      alts.field.onChange(next.alts);
    }
    images.field.onBlur();
  };

  return (
    <FieldShell id={id} label="Images" error={error}>
      <PhotoManager
        id={id}
        value={value}
        onChange={onChange}
        max={LISTING_MAX_IMAGES}
        buttonRef={images.field.ref}
        ariaProps={describedBy(id, error)}
        altErrors={altErrors}
        onUploadingChange={onUploadingChange}
      />
    </FieldShell>
  );
}
