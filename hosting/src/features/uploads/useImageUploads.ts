import { useCallback, useContext, useEffect, useLayoutEffect, useState, useSyncExternalStore } from 'react';
import type { UploadedFile } from '@estate/domain';
import { useToast } from '@/components/toasts';
import { deleteUpload } from '@/features/uploads/api/deleteUpload';
import { uploadImage } from '@/features/uploads/api/uploadImage';
import { screenImages, type ScreenedFiles } from '@/features/uploads/screenImages';
import { createUploadSession, UploadSessionContext } from '@/features/uploads/uploadSession';
import { UPLOAD_CONCURRENCY, UploadQueue, type UploadJob } from './uploadQueue';

interface Options {
  /** A file became a photo: put it in the form. */
  onUploaded: (photo: UploadedFile, job: UploadJob) => void;
  /** A dialog must not submit while files are on their way. */
  onUploadingChange?: (uploading: boolean) => void;
}

export interface ImageUploads {
  /** The files on their way, and those that failed. */
  jobs: readonly UploadJob[];
  /** Whether any file is still waiting, being sent or being made into web sizes. */
  busy: boolean;
  /** How many files are waiting, being sent or being made into web sizes. */
  pending: number;
  /** The files of the last choice that were not sent, and why (docs/product/reference.md#validation). */
  skipped: ScreenedFiles['rejected'];
  /** Screens a choice of files (at most `room` of them) and sends those that pass. */
  choose: (files: File[], room: number, roomReason?: string) => void;
  retry: (key: string) => void;
  /** Drops a failed or waiting file, or stops one being sent. */
  cancel: (key: string) => void;
  /** The form no longer shows `url`: deletes its file when this dialog uploaded it (docs/product/dashboard.md#properties-tab 'Image deleted'). */
  removePhoto: (url: string) => Promise<void>;
}

/**
 * Image uploads for one field (docs/product/reference.md#validation, docs/product/dashboard.md#properties-tab): each file is screened, then sent on its own (two at a
 * time) with its own progress; one toast tells how each choice went. What the dialog uploaded is
 * tracked in its UploadSession, which deletes it when the dialog is cancelled.
 */
export function useImageUploads({ onUploaded, onUploadingChange }: Options): ImageUploads {
  const notification = useToast();
  const [ownSession] = useState(() => createUploadSession());
  const session = useContext(UploadSessionContext) ?? ownSession;
  const [skipped, setSkipped] = useState<ScreenedFiles['rejected']>([]);

  const [queue] = useState(() => new UploadQueue({ upload: uploadImage, concurrency: UPLOAD_CONCURRENCY }));
  // The queue outlives renders: its handlers are this render's, so they see the latest props.
  useLayoutEffect(() => {
    queue.setHandlers({
      onUploaded(job, photo) {
        session.track(photo.url, photo.filename);
        onUploaded(photo, job);
      },
      onChoiceSettled({ uploaded }) {
        if (uploaded > 0) {
          const description = `${uploaded} ${uploaded === 1 ? 'image' : 'images'} uploaded successfully`;
          notification.success({ title: 'Images uploaded', description });
        } else {
          notification.error({ title: 'Upload failed', description: 'There was an error uploading your images' });
        }
      },
      // The field is gone (its dialog closed): nothing can use the photo.
      onOrphaned: (photo) => void deleteUpload(photo.filename).catch(() => undefined),
    });
  });
  useEffect(() => {
    queue.attach();
    return () => queue.detach();
  }, [queue]);

  const jobs = useSyncExternalStore(queue.subscribe, queue.getSnapshot, queue.getSnapshot);
  const pending = jobs.filter((job) => job.stage !== 'failed').length;
  const busy = pending > 0;
  useEffect(() => {
    if (!busy) return;
    onUploadingChange?.(true);
    return () => onUploadingChange?.(false);
  }, [busy, onUploadingChange]);

  const choose = (files: File[], room: number, roomReason?: string) => {
    const screened = screenImages(files, room, roomReason);
    setSkipped(screened.rejected);
    queue.add(screened.accepted);
  };

  const removePhoto = useCallback(
    async (url: string) => {
      const filename = session.release(url);
      if (!filename) return;
      try {
        await deleteUpload(filename);
        notification.success({ title: 'Image deleted' });
      } catch {
        notification.error({ title: 'Delete failed' });
      }
    },
    [session, notification],
  );

  return { jobs, busy, pending, skipped, choose, retry: queue.retry, cancel: queue.remove, removePhoto };
}
