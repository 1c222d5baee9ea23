/** The tamper-evident audit log (docs/architecture.md#the-audit-log): recording, sealing, checking, retention and its views. What other modules and the composition root may use of it. */
export { auditedBy, originOf } from './auditedBy';
export { CHAIN_ORIGIN, canonicalJson, chainHash, GENESIS_HASH, verifyChain, type ChainedEntry, type ChainVerdict } from './auditChain';
export { auditMaintenance, type AuditMaintenance } from './auditMaintenance';
export { auditPersonalData } from './auditPersonalData';
export { auditRouter, type AuditRouterDeps } from './auditRouter';
export { AUDIT_CHECKPOINT, AUDIT_EVENTS, AUDIT_LOG, AUDIT_SUBJECTS, firestoreAuditStore, seqId, type AuditStore } from './auditStore';
export { auditTrail, subjectKey, type AuditNote, type AuditSource, type AuditTrail } from './auditTrail';
export { auditViews, type AuditViews } from './auditViews';
export { auditStaffWrites, routePattern } from './auditWrites';
export { NOT_WRITES, WRITE_ACTIONS } from './writeActions';
