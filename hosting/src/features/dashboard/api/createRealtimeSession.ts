import type { RealtimeSession } from '@estate/domain';
import { sendJson } from '@/api/client';

/** POST /api/session/realtime: a Firebase custom token for the signed-in account, and where Firebase is. */
export const createRealtimeSession = () => sendJson<RealtimeSession>('POST', '/api/session/realtime');
