import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, type Ref } from 'react';
import { UPLOAD_MAX_FILES, UPLOAD_REJECTION, type UploadedFile } from '@estate/domain';
import { insertPhoto, makeCover, movePhoto, photoKeys, removePhoto, setAltText, uploadPosition, type PhotoList } from './photoList';
import { SortablePhotoGrid } from './SortablePhotoGrid';
import { UploadJobList } from '@/features/uploads';
import { SkippedFiles, UploadPicker } from '@/features/uploads';
import { useImageUploads } from '@/features/uploads';
import type { UploadJob } from '@/features/uploads';
import styles from './PhotoGrid.module.css';

export interface PhotoManagerProps {
  /** Id of the upload button, which the field's label names. */
  id: string;
  value: PhotoList;
  onChange: (next: PhotoList) => void;
  /** The most photos the field holds. */
  max: number;
  /** Receives the upload button, so a form can focus the field when it is invalid. */
  buttonRef?: Ref<HTMLButtonElement>;
  /** aria attributes of the field's error message. */
  ariaProps?: Record<string, string | boolean | undefined>;
  /** The alt texts' errors, by photo. */
  altErrors?: readonly (string | undefined)[];
  /** A dialog must not submit halfway through an upload. */
  onUploadingChange?: (uploading: boolean) => void;
}

/** Where each finished upload of a choice went, so the next one of that choice lands beside it. */
interface Placed {
  choice: number;
  order: number;
  url: string;
}

/**
 * A listing's photos: uploads with per-file progress, then a grid sorted by drag and
 * drop or the keyboard, where the first photo is the cover, each with its alt text. The photos
 * and their alt texts change together, so they always stay aligned.
 */
export function PhotoManager({ id, value, onChange, max, buttonRef, ariaProps, altErrors, onUploadingChange }: PhotoManagerProps) {
  // Uploads finish between renders: each change starts from the latest list, not the last render's.
  const latest = useRef({ value, onChange });
  useLayoutEffect(() => {
    latest.current = { value, onChange };
  });
  const commit = useCallback((change: (list: PhotoList) => PhotoList) => {
    const next = change(latest.current.value);
    latest.current.value = next;
    latest.current.onChange(next);
  }, []);

  const placed = useRef<Placed[]>([]);
  const onUploaded = (photo: UploadedFile, job: UploadJob) => {
    const siblings = placed.current.filter((entry) => entry.choice === job.choice);
    const earlier = siblings.filter((entry) => entry.order < job.order).map((entry) => entry.url);
    const later = siblings.filter((entry) => entry.order > job.order).map((entry) => entry.url);
    placed.current.push({ choice: job.choice, order: job.order, url: photo.url });
    commit((list) => insertPhoto(list, uploadPosition(list.images, earlier, later), photo.url));
  };
  const uploads = useImageUploads({ onUploaded, onUploadingChange });

  // Focus follows a photo made the cover, and moves to a neighbour of one removed.
  const handles = useRef(new Map<string, HTMLButtonElement>());
  const focusNext = useRef<{ index: number } | null>(null);
  const registerHandle = useCallback((key: string, node: HTMLButtonElement | null) => {
    if (node) handles.current.set(key, node);
    else handles.current.delete(key);
  }, []);
  const keys = useMemo(() => photoKeys(value.images), [value.images]);
  useEffect(() => {
    const target = focusNext.current;
    if (!target) return;
    focusNext.current = null;
    const key = keys[Math.min(target.index, keys.length - 1)];
    const handle = key === undefined ? undefined : handles.current.get(key);
    if (handle) handle.focus();
    else document.getElementById(id)?.focus();
  });

  const { removePhoto: deletePhotoFile } = uploads;
  const onMakeCover = useCallback(
    (index: number) => {
      focusNext.current = { index: 0 };
      commit((list) => makeCover(list, index));
    },
    [commit],
  );
  const onRemove = useCallback(
    (index: number) => {
      const url = latest.current.value.images[index];
      focusNext.current = { index };
      commit((list) => removePhoto(list, index));
      if (url !== undefined && !latest.current.value.images.includes(url)) void deletePhotoFile(url);
    },
    [commit, deletePhotoFile],
  );
  const onAltChange = useCallback((index: number, alt: string) => commit((list) => setAltText(list, index, alt)), [commit]);
  const onMove = useCallback((from: number, to: number) => commit((list) => movePhoto(list, from, to)), [commit]);

  const count = value.images.length;
  const left = Math.max(0, max - count - uploads.pending);
  const full = count >= max;
  const roomReason = `${UPLOAD_REJECTION.tooMany}: a listing holds at most ${max} photos`;

  return (
    <div className={styles.manager}>
      {count > 0 && (
        <SortablePhotoGrid
          photos={value}
          keys={keys}
          idPrefix={id}
          altErrors={altErrors}
          onMove={onMove}
          onMakeCover={onMakeCover}
          onRemove={onRemove}
          onAltChange={onAltChange}
          registerHandle={registerHandle}
        />
      )}
      <UploadJobList jobs={uploads.jobs} onRetry={uploads.retry} onCancel={uploads.cancel} canRetry={left > 0} />
      <UploadPicker
        id={id}
        label="Upload images"
        multiple
        disabled={left === 0}
        onFiles={(files) => uploads.choose(files, left, roomReason)}
        buttonRef={buttonRef}
        ariaProps={ariaProps}
      />
      <p className={styles.hint}>
        {full
          ? `This listing has ${max} photos, the most it holds. Remove one to add another.`
          : left === 0
            ? `${count} of ${max} photos, and the rest are uploading: no room for more.`
            : `${count} of ${max} photos: you can add ${left} more, up to ${Math.min(left, UPLOAD_MAX_FILES)} at a time, 5MB each.`}
      </p>
      {count > 1 && (
        <p className={styles.hint}>
          Drag a photo to reorder, or focus it and press Space, then the arrow keys. The first photo is the cover.
        </p>
      )}
      <SkippedFiles skipped={uploads.skipped} />
    </div>
  );
}
