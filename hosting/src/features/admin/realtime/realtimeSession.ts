import type { RealtimeSession } from '@estate/domain';
import { sendJson } from '@/api/useAdminMutation';

/** POST /api/session/realtime: a Firebase custom token for the signed-in account, and where Firebase is. */
const REALTIME_SESSION_URL = '/api/session/realtime';

export const requestRealtimeSession = () => sendJson<RealtimeSession>('POST', REALTIME_SESSION_URL);
