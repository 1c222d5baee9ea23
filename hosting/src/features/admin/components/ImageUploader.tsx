import { ArrowLeftOutlined, ArrowRightOutlined, DeleteOutlined, UploadOutlined } from '@ant-design/icons';
import { Alert, Button, Progress, Tag } from 'antd';
import { useContext, useRef, useState, type ChangeEvent, type Ref } from 'react';
import { UPLOAD_MAX_FILES } from '@estate/domain';
import { FallbackImage } from '@/components/FallbackImage';
import { useToast } from '@/components/toasts';
import { deleteUpload, uploadImages } from '../api/uploadImages';
import { screenImages, type ScreenedFiles } from './screenImages';
import { createUploadSession, UploadSessionContext } from './uploadSession';
import styles from './ImageUploader.module.css';

export interface ImageUploaderProps {
  /** Id of the upload button, which the field's label names. */
  id: string;
  /** Image URLs in order: the first is the card image. */
  value: string[];
  onChange: (urls: string[]) => void;
  /** How many images the field holds; with 1, a new upload replaces the image. */
  max?: number;
  /** Receives the upload button, so a form can focus the field when it is invalid. */
  buttonRef?: Ref<HTMLButtonElement>;
  /** aria attributes of the field's error message. */
  ariaProps?: Record<string, string | boolean | undefined>;
  /** A dialog must not submit or close halfway through an upload. */
  onUploadingChange?: (uploading: boolean) => void;
}

const THUMB = { width: 160, height: 110 };

/**
 * SPEC §5 and §8 image upload: pick files, see the upload's progress, then previews that can be
 * reordered (the first is the card image) and removed.
 */
export function ImageUploader({
  id,
  value,
  onChange,
  max = UPLOAD_MAX_FILES,
  buttonRef,
  ariaProps,
  onUploadingChange,
}: ImageUploaderProps) {
  const notification = useToast();
  const input = useRef<HTMLInputElement>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [skipped, setSkipped] = useState<ScreenedFiles['rejected']>([]);
  // Files uploaded while the dialog is open: removing one deletes the file too. Older images
  // may be shared with a duplicate listing and are only unlinked (the server deletes what
  // no document uses once the listing is saved without them).
  const [ownSession] = useState(() => createUploadSession());
  const session = useContext(UploadSessionContext) ?? ownSession;
  const replaces = max === 1;
  const room = replaces ? 1 : Math.min(UPLOAD_MAX_FILES, max - value.length);
  const uploading = progress !== null;

  const setUploading = (fraction: number | null) => {
    setProgress(fraction);
    onUploadingChange?.(fraction !== null);
  };

  const upload = async (event: ChangeEvent<HTMLInputElement>) => {
    const files = Array.from(event.target.files ?? []);
    event.target.value = '';
    const screened = screenImages(files, room);
    setSkipped(screened.rejected);
    if (screened.accepted.length === 0) return;
    setUploading(0);
    try {
      const result = await uploadImages(screened.accepted, (fraction) => setProgress(fraction));
      for (const file of result.files) session.track(file.url, file.filename);
      setSkipped([...screened.rejected, ...result.rejected]);
      const urls = result.files.map((file) => file.url);
      onChange(replaces ? urls.slice(0, 1) : [...value, ...urls]);
      const count = result.files.length;
      notification.success({ title: 'Images uploaded', description: `${count} ${count === 1 ? 'image' : 'images'} uploaded successfully` });
    } catch {
      notification.error({ title: 'Upload failed', description: 'There was an error uploading your images' });
    } finally {
      setUploading(null);
    }
  };

  const move = (from: number, to: number) => {
    const next = [...value];
    const [moved] = next.splice(from, 1);
    next.splice(to, 0, moved!);
    onChange(next);
  };

  const remove = async (url: string) => {
    onChange(value.filter((item) => item !== url));
    const filename = session.release(url);
    if (!filename) return;
    try {
      await deleteUpload(filename);
      notification.success({ title: 'Image deleted' });
    } catch {
      notification.error({ title: 'Delete failed' });
    }
  };

  const canAdd = replaces || room > 0;
  return (
    <div className={styles.uploader}>
      {value.length > 0 && (
        <ol className={styles.previews} aria-label="Uploaded images">
          {value.map((url, index) => (
            <li key={url} className={styles.preview}>
              <FallbackImage src={url} alt={`Image ${index + 1} of ${value.length}`} {...THUMB} className={styles.thumb} />
              {index === 0 && !replaces && <Tag className={styles.cover}>Card image</Tag>}
              <div className={styles.tools}>
                {!replaces && (
                  <>
                    <Button
                      size="small"
                      icon={<ArrowLeftOutlined />}
                      aria-label={`Move image ${index + 1} earlier`}
                      disabled={index === 0 || uploading}
                      onClick={() => move(index, index - 1)}
                    />
                    <Button
                      size="small"
                      icon={<ArrowRightOutlined />}
                      aria-label={`Move image ${index + 1} later`}
                      disabled={index === value.length - 1 || uploading}
                      onClick={() => move(index, index + 1)}
                    />
                  </>
                )}
                <Button
                  size="small"
                  danger
                  icon={<DeleteOutlined />}
                  aria-label={`Remove image ${index + 1}`}
                  disabled={uploading}
                  onClick={() => void remove(url)}
                />
              </div>
            </li>
          ))}
        </ol>
      )}
      <input
        ref={input}
        type="file"
        accept="image/*"
        multiple={!replaces}
        className="visually-hidden"
        tabIndex={-1}
        aria-hidden
        data-testid={`${id}-files`}
        onChange={(event) => void upload(event)}
      />
      <Button
        id={id}
        ref={buttonRef}
        icon={<UploadOutlined />}
        disabled={uploading || !canAdd}
        onClick={() => input.current?.click()}
        {...ariaProps}
      >
        {replaces && value.length > 0 ? 'Replace image' : replaces ? 'Upload image' : 'Upload images'}
      </Button>
      {!replaces && (
        <p className={styles.hint}>Up to {max} images, 5MB each. Use the arrows to reorder; the first image is the card image.</p>
      )}
      {uploading && <Progress percent={Math.round(progress * 100)} size="small" aria-label="Upload progress" />}
      {skipped.length > 0 && (
        <Alert
          type="warning"
          showIcon
          title="Some files were skipped"
          description={
            <ul className={styles.skipped}>
              {skipped.map(({ name, reason }) => (
                <li key={`${name}-${reason}`}>{reason.includes(name) ? reason : `${name}: ${reason}`}</li>
              ))}
            </ul>
          }
        />
      )}
    </div>
  );
}
