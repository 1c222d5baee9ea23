import type { Firestore } from 'firebase-admin/firestore';
import { firestoreLeadInboxRepository, type LeadInboxRepository } from './store/leadInboxRepository';
import { firestoreLeadOutboxRepository, type LeadOutboxRepository } from './store/leadOutboxRepository';
import { firestoreLeadStatsRepository, type LeadStatsRepository } from './store/leadStatsRepository';
import { firestoreLeadWriteRepository, type LeadWriteRepository } from './store/leadWriteRepository';

export {
  IDEMPOTENCY_KEY_LIFETIME_MS,
  IDEMPOTENCY_KEYS,
  LEADS,
  mailboxOf,
  storedLead,
  VISITOR_EMAIL_COUNTS,
  type CreateOnceResult,
  type LeadChange,
  type LeadFilter,
  type LeadPage,
  type LeadPosition,
  type LeadTimes,
  type NewLead,
} from './store/leadDocuments';
export type { LeadInboxRepository, LeadOutboxRepository, LeadStatsRepository, LeadWriteRepository };

/**
 * The leads collection, one repository per job (store/): the inbox's reads, the pipeline's
 * writes, the emails' outbox and the Overview's figures. Callers that need several take this one.
 */
export interface LeadRepository extends LeadInboxRepository, LeadWriteRepository, LeadOutboxRepository, LeadStatsRepository {}

export function firestoreLeadRepository(db: Firestore): LeadRepository {
  return {
    ...firestoreLeadInboxRepository(db),
    ...firestoreLeadWriteRepository(db),
    ...firestoreLeadOutboxRepository(db),
    ...firestoreLeadStatsRepository(db),
  };
}
