import { uploadJanitor, type FileStore } from '../uploads';
import type { Repositories } from './repositories';

/** The uploads clean-up (the daily schedule, `npm run cleanup-uploads`). The mail sweep uses triggers.ts's mailer. */
export const uploadCleanup = (repos: Repositories, files: FileStore, now?: () => number) => uploadJanitor(repos.uploadUses, files, now);
