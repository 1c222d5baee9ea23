import type { Request } from 'express';
import { clientAddress, staffOf } from '../platform';
import type { AuditSource } from './auditTrailService';

/** A user agent as the log keeps it: one line, its first 120 characters (the browser and system lead it). */
export const AGENT_LENGTH = 120;
const shortAgent = (agent: string | undefined) =>
  (agent ?? '')
    .replace(/\p{Cc}+/gu, ' ')
    .trim()
    .slice(0, AGENT_LENGTH);

/** From where a request came: its client's address (as the rate limits read it) and its user agent, shortened. */
export const originOf = (req: Request): AuditSource['from'] => ({ address: clientAddress(req), agent: shortAgent(req.get('User-Agent')) });

/** The signed-in staff member of a staff route and where they are, for the audit log. */
export const auditedBy = (req: Request): AuditSource => ({ actor: staffOf(req), from: originOf(req) });
