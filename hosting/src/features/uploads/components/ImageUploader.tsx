import { DeleteOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import type { Ref } from 'react';
import { FallbackImage } from '@/components/FallbackImage';
import { UploadJobList } from './UploadJobList';
import { SkippedFiles, UploadPicker } from './UploadPicker';
import { useImageUploads } from '@/features/uploads/useImageUploads';
import styles from './ImageUploader.module.css';

export interface ImageUploaderProps {
  /** Id of the upload button, which the field's label names. */
  id: string;
  /** The image's URL, '' for none. */
  value: string;
  onChange: (url: string) => void;
  /** Receives the upload button, so a form can focus the field when it is invalid. */
  buttonRef?: Ref<HTMLButtonElement>;
  /** aria attributes of the field's error message. */
  ariaProps?: Record<string, string | boolean | undefined>;
  /** A dialog must not submit or close halfway through an upload. */
  onUploadingChange?: (uploading: boolean) => void;
}

const THUMB = { width: 160, height: 110 };

/**
 * Upload of one image (docs/product/reference.md#validation, docs/product/dashboard.md#content-tabs) (a neighborhood's, an article's, a testimonial's): pick a
 * file, follow its progress, then see it; a new upload replaces it. A listing's photos have
 * their own field (photos/PhotoManager).
 */
export function ImageUploader({ id, value, onChange, buttonRef, ariaProps, onUploadingChange }: ImageUploaderProps) {
  const uploads = useImageUploads({ onUploaded: (photo) => onChange(photo.url), onUploadingChange });

  const remove = () => {
    onChange('');
    void uploads.removePhoto(value);
  };

  return (
    <div className={styles.uploader}>
      {value && (
        <div className={styles.preview}>
          <FallbackImage src={value} alt="Image 1 of 1" {...THUMB} className={styles.thumb} />
          <Button size="small" danger icon={<DeleteOutlined aria-hidden />} disabled={uploads.busy} onClick={remove}>
            Remove image
          </Button>
        </div>
      )}
      <UploadPicker
        id={id}
        label={value ? 'Replace image' : 'Upload image'}
        multiple={false}
        disabled={uploads.busy}
        onFiles={(files) => uploads.choose(files, 1)}
        buttonRef={buttonRef}
        ariaProps={ariaProps}
      />
      <p className={styles.hint}>An image file of 5MB at most.</p>
      <UploadJobList jobs={uploads.jobs} onRetry={uploads.retry} onCancel={uploads.cancel} canRetry={!uploads.busy} />
      <SkippedFiles skipped={uploads.skipped} />
    </div>
  );
}
