/** The tamper-evident audit log (docs/architecture.md#the-audit-log): recording, sealing, checking, retention and its views. What other modules and the composition root may use of it. */
export { auditedBy, originOf } from './auditedBy';
export { canonicalJson } from './auditChain';
export { auditMaintenance } from './auditMaintenanceService';
export { auditPersonalData } from './auditPersonalData';
export { auditRouter, type AuditRouterDeps } from './auditRouter';
export { AUDIT_EVENTS, AUDIT_LOG, AUDIT_SUBJECTS, firestoreAuditRepository, seqId } from './auditRepository';
export { auditTrail, subjectKey, type AuditSource, type AuditTrail } from './auditTrailService';
export { auditViews } from './auditViewService';
export { auditStaffWrites, routePattern } from './auditWrites';
export { NOT_WRITES, WRITE_ACTIONS } from './writeActions';
