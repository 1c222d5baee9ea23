import type { Auth } from 'firebase-admin/auth';
import { HttpError } from '../../src/platform';
import { LIVE_UPDATES_UNAVAILABLE, realtimeSession } from '../../src/staff/realtimeSessionService';

const web = { apiKey: 'key', projectId: 'qce-prod' };
const refusingAuth = (error: unknown) => ({ createCustomToken: () => Promise.reject(error) }) as unknown as Auth;

// What firebase-admin throws in production when the runtime service account lacks signBlob.
const signBlobRefused = Object.assign(
  new Error(
    'Permission iam.serviceAccounts.signBlob is denied on resource projects/-/serviceAccounts/123-compute@developer.gserviceaccount.com',
  ),
  { code: 'auth/insufficient-permission' },
);

describe('realtimeSession where Google refuses to sign', () => {
  it('answers 503 with a message the dashboard can show, and logs the fix', async () => {
    const logged: Array<[string, Record<string, unknown>]> = [];
    const error = await realtimeSession(refusingAuth(signBlobRefused), web, 'uid-1', 'agent', {
      error: (message, details) => logged.push([message, details]),
    }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(HttpError);
    expect(error).toMatchObject({ status: 503, message: LIVE_UPDATES_UNAVAILABLE });
    expect(logged).toHaveLength(1);
    expect(logged[0]![0]).toContain('roles/iam.serviceAccountTokenCreator');
    expect(logged[0]![1].reason).toContain('signBlob');
  });

  it('lets any other failure through as it is', async () => {
    const other = new Error('network down');
    await expect(realtimeSession(refusingAuth(other), web, 'uid-1', 'admin')).rejects.toBe(other);
  });
});
