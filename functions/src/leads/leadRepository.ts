import type { LeadInboxRepository } from './store/leadInboxRepository';
import type { LeadDeliveryRepository } from './store/leadDeliveryRepository';
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
export type { LeadInboxRepository, LeadDeliveryRepository, LeadStatsRepository, LeadWriteRepository };
export type { LeadCreated } from './store/leadWriteRepository';
export { firestoreLeadInboxRepository } from './store/leadInboxRepository';
export { firestoreLeadDeliveryRepository } from './store/leadDeliveryRepository';
export { firestoreLeadStatsRepository } from './store/leadStatsRepository';
export { firestoreLeadWriteRepository } from './store/leadWriteRepository';

/**
 * The leads collection, one repository per job (store/): the inbox's reads, the pipeline's
 * writes, the emails' delivery records and the Overview's figures. Callers that need several take this one
 * (the composition root builds it of the four).
 */
export interface LeadRepository extends LeadInboxRepository, LeadWriteRepository, LeadDeliveryRepository, LeadStatsRepository {}
