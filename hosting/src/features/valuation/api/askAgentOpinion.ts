import { AGENT_OPINIONS_PATH } from '@estate/domain';
import { sendJson } from '@/api/client';

/** POST /api/valuations/opinions: the owner asks for an agent's opinion; the lead's token is the permission. Answers what it did. */
export const askAgentOpinion = (token: string) => sendJson<{ message: string }>('POST', AGENT_OPINIONS_PATH, { token }, { appCheck: true });
