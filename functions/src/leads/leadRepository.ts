import type { LeadInboxRepository } from './store/leadInboxRepository';
import type { LeadOutboxRepository } from './store/leadOutboxRepository';
import type { LeadStatsRepository } from './store/leadStatsRepository';
import type { LeadWriteRepository } from './store/leadWriteRepository';

export {
  IDEMPOTENCY_KEY_LIFETIME_MS,
  IDEMPOTENCY_KEYS,
  LEADS,
  storedLead,
  type CreateOnceResult,
  type LeadChange,
  type LeadFilter,
  type LeadKey,
  type LeadPage,
  type LeadPosition,
  type LeadTimes,
  type NewLead,
} from './store/leadDocuments';
export type { LeadInboxRepository, LeadOutboxRepository, LeadStatsRepository, LeadWriteRepository };
export type { LeadCreated } from './store/leadWriteRepository';
export { firestoreLeadInboxRepository } from './store/leadInboxRepository';
export { firestoreLeadOutboxRepository } from './store/leadOutboxRepository';
export { firestoreLeadStatsRepository } from './store/leadStatsRepository';
export { firestoreLeadWriteRepository } from './store/leadWriteRepository';

/**
 * The leads collection, one repository per job (store/): the inbox's reads, the pipeline's
 * writes, the emails' outbox and the Overview's figures. Callers that need several take this one
 * (the composition root builds it of the four).
 */
export interface LeadRepository extends LeadInboxRepository, LeadWriteRepository, LeadOutboxRepository, LeadStatsRepository {}
