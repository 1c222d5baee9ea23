import type { PreflightCheck } from '../preflightCheck';
import { unreadable } from '../unreadable';

/**
 * The project has its default Cloud Storage bucket: the uploads go there, and `firebase deploy`
 * puts storage.rules on it (and stops when there is none).
 */
export const storageCheck: PreflightCheck = {
  name: 'Cloud Storage default bucket',
  async run({ products, google, projectId }) {
    if (!products.includes('storage')) return { lines: ['firebase.json deploys no Storage rules'], missing: [] };
    const bucket = await google.get<{ bucket?: { name?: string } }>('firebasestorage', `v1alpha/projects/${projectId}/defaultBucket`);
    if (!bucket.ok && bucket.status === 404) {
      return {
        lines: [],
        missing: [
          {
            item: 'Cloud Storage for Firebase is not set up: the project has no default bucket',
            fix: `open https://console.firebase.google.com/project/${projectId}/storage and click Get started`,
          },
        ],
      };
    }
    if (!bucket.ok) return { lines: [], missing: [unreadable('the default Storage bucket', bucket, projectId)] };
    return { lines: [`gs://${(bucket.body.bucket?.name ?? '').split('/').pop()}`], missing: [] };
  },
};
