import type { UploadedFile } from '@estate/domain';
import { uploadFailure, type UploadEvents, type UploadRequest } from '@/features/uploads/api/uploadImage';

/** How many files go up at once: each request then has the bandwidth to show real progress. */
export const UPLOAD_CONCURRENCY = 2;

export type UploadStage = 'waiting' | 'sending' | 'processing' | 'failed';

/** One chosen file on its way to becoming a photo; it leaves the queue once it is one. */
export interface UploadJob {
  readonly key: string;
  readonly file: File;
  /** Waiting its turn, sending its bytes, being made into web sizes on the server, or failed. */
  readonly stage: UploadStage;
  /** The share of its bytes sent, from 0 to 1. */
  readonly progress: number;
  /** Why it failed. */
  readonly reason?: string;
  /** Whether sending it again may work (a lost connection, a server fault), not a file the server refused. */
  readonly retryable?: boolean;
  /** The choice it came in (each retry is a choice of its own), and its place among that choice's files. */
  readonly choice: number;
  readonly order: number;
}

/** How the files of one choice ended, once none is waiting, sending or processing. */
export interface ChoiceOutcome {
  uploaded: number;
  failed: number;
}

/** What the queue tells its owner; set (and replaced) with `setHandlers`. */
export interface UploadQueueHandlers {
  /** A file became a photo. */
  onUploaded: (job: UploadJob, photo: UploadedFile) => void;
  /** Every file of a choice has an outcome (files removed before the end count in neither number). */
  onChoiceSettled: (outcome: ChoiceOutcome) => void;
  /** A photo finished after the queue was detached: nothing will show or save it. */
  onOrphaned: (photo: UploadedFile) => void;
}

export interface UploadQueueOptions {
  upload: (file: File, events: UploadEvents) => UploadRequest;
  concurrency?: number;
}

const NO_HANDLERS: UploadQueueHandlers = { onUploaded: () => undefined, onChoiceSettled: () => undefined, onOrphaned: () => undefined };

interface Choice extends ChoiceOutcome {
  pending: Set<string>;
}

/**
 * The files an uploader sends, each in a request of its own, `concurrency` at a time, in the order
 * chosen. A plain store (subscribe, getSnapshot) for useSyncExternalStore: each change makes a new
 * snapshot.
 */
export class UploadQueue {
  private jobs: readonly UploadJob[] = [];
  private readonly requests = new Map<string, UploadRequest>();
  private readonly choices = new Map<number, Choice>();
  private readonly listeners = new Set<() => void>();
  private nextKey = 0;
  private nextChoice = 0;
  private detached = false;
  private handlers = NO_HANDLERS;

  constructor(private readonly options: UploadQueueOptions) {}

  setHandlers(handlers: UploadQueueHandlers): void {
    this.handlers = handlers;
  }

  readonly subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  readonly getSnapshot = (): readonly UploadJob[] => this.jobs;

  /** Queues the files of one choice. */
  readonly add = (files: readonly File[]): void => {
    if (files.length === 0) return;
    const choice = this.nextChoice++;
    const added = files.map((file, order): UploadJob => ({
      key: `upload-${this.nextKey++}`,
      file,
      stage: 'waiting',
      progress: 0,
      choice,
      order,
    }));
    this.choices.set(choice, { pending: new Set(added.map((job) => job.key)), uploaded: 0, failed: 0 });
    this.jobs = [...this.jobs, ...added];
    this.pump();
    this.emit();
  };

  /** Sends a failed file again, as a choice of its own. */
  readonly retry = (key: string): void => {
    const job = this.find(key);
    if (job?.stage !== 'failed') return;
    const choice = this.nextChoice++;
    this.choices.set(choice, { pending: new Set([key]), uploaded: 0, failed: 0 });
    this.patch(key, { stage: 'waiting', progress: 0, reason: undefined, retryable: undefined, choice, order: 0 });
    this.pump();
    this.emit();
  };

  /**
   * Drops a file that failed, waits its turn or is still being sent (its request is aborted, so
   * the server stores nothing). A file being made into web sizes cannot be stopped, and stays.
   */
  readonly remove = (key: string): void => {
    const job = this.find(key);
    if (!job || job.stage === 'processing') return;
    const request = this.requests.get(key);
    this.requests.delete(key);
    request?.abort();
    this.jobs = this.jobs.filter((candidate) => candidate.key !== key);
    this.settle(job, 'removed');
    this.pump();
    this.emit();
  };

  /**
   * The uploader is gone: the files waiting or being sent are dropped (their requests aborted),
   * and the photos still being made go to `onOrphaned` when they are done.
   */
  detach(): void {
    this.detached = true;
    for (const job of this.jobs) {
      if (job.stage === 'processing') continue;
      this.requests.get(job.key)?.abort();
      this.requests.delete(job.key);
    }
    this.jobs = this.jobs.filter((job) => job.stage === 'processing');
    this.choices.clear();
    this.emit();
  }

  /** The uploader is back (React's development double mount). */
  attach(): void {
    this.detached = false;
    this.pump();
  }

  private find(key: string): UploadJob | undefined {
    return this.jobs.find((job) => job.key === key);
  }

  private patch(key: string, changes: Partial<UploadJob>): void {
    this.jobs = this.jobs.map((job) => (job.key === key ? { ...job, ...changes } : job));
  }

  private emit(): void {
    for (const listener of this.listeners) listener();
  }

  private pump(): void {
    if (this.detached) return;
    const { concurrency = 1 } = this.options;
    let running = this.jobs.filter((job) => job.stage === 'sending' || job.stage === 'processing').length;
    for (const job of this.jobs) {
      if (running >= concurrency) break;
      if (job.stage !== 'waiting') continue;
      this.start(job);
      running += 1;
    }
  }

  private start(job: UploadJob): void {
    const { key } = job;
    this.patch(key, { stage: 'sending', progress: 0 });
    const request = this.options.upload(job.file, {
      onProgress: (progress) => {
        if (this.find(key)?.stage !== 'sending') return;
        this.patch(key, { progress });
        this.emit();
      },
      onSent: () => {
        if (this.find(key)?.stage !== 'sending') return;
        this.patch(key, { stage: 'processing', progress: 1 });
        this.emit();
      },
    });
    this.requests.set(key, request);
    request.done.then(
      (photo) => this.finish(key, photo),
      (error: unknown) => this.fail(key, error),
    );
  }

  private finish(key: string, photo: UploadedFile): void {
    if (!this.requests.delete(key)) return;
    const job = this.find(key);
    this.jobs = this.jobs.filter((candidate) => candidate.key !== key);
    if (this.detached || !job) {
      this.handlers.onOrphaned(photo);
    } else {
      this.handlers.onUploaded(job, photo);
      this.settle(job, 'uploaded');
    }
    this.pump();
    this.emit();
  }

  private fail(key: string, error: unknown): void {
    if (!this.requests.delete(key)) return;
    const job = this.find(key);
    if (!job) return;
    const failure = uploadFailure(error, job.file.name);
    this.patch(key, { stage: 'failed', reason: failure.reason, retryable: failure.retryable });
    this.settle(job, 'failed');
    this.pump();
    this.emit();
  }

  private settle(job: UploadJob, outcome: 'uploaded' | 'failed' | 'removed'): void {
    const choice = this.choices.get(job.choice);
    if (!choice?.pending.delete(job.key)) return;
    if (outcome === 'uploaded') choice.uploaded += 1;
    if (outcome === 'failed') choice.failed += 1;
    if (choice.pending.size > 0) return;
    this.choices.delete(job.choice);
    if (choice.uploaded + choice.failed > 0) this.handlers.onChoiceSettled({ uploaded: choice.uploaded, failed: choice.failed });
  }
}
