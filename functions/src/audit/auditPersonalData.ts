import type { PersonalDataSection } from '../clients';
import { subjectKey } from './auditTrailService';
import type { AuditRepository } from './auditRepository';
import type { AuditViews } from './auditViewService';

/**
 * The client's section of their data: which staff member viewed or changed it, and when. Erasing
 * forgets their pseudonym, so their entries stay in the chain, hashed as they were, tied to no one.
 */
export const auditPersonalData = (store: AuditRepository, views: AuditViews): PersonalDataSection => ({
  name: 'staffAccess',
  export: ({ email }) => views.ofEmail(email),
  erase: ({ email }) => store.forgetSubject(subjectKey(email)),
});
