/** Leads: the public lead form, the staff inbox and pipeline, assignment, lead settings, the Overview's figures and the lead emails. What other modules and the composition root may use of it. */
export { leadAssignmentService } from './leadAssignmentService';
export { leadHandover } from './leadHandover';
export { leadPipelineService } from './leadPipelineService';
export {
  firestoreLeadInboxRepository,
  firestoreLeadDeliveryRepository,
  firestoreLeadStatsRepository,
  firestoreLeadWriteRepository,
  type LeadChange,
  type LeadCreated,
  type LeadKey,
  type LeadRepository,
  type LeadWriteRepository,
  type NewLead,
  LEADS,
  storedLead,
} from './leadRepository';
export { clientLeadService, type ClientLeadServiceDeps } from './clientLeadService';
export { firestoreLeadPrivacyRepository, type LeadPrivacyRepository, ANONYMISED_NAME } from './store/leadPrivacyRepository';
export { completeLegacyLeads } from './store/leadBackfill';
export { IDEMPOTENCY_KEYS } from './store/leadDocuments';
export { firestoreLeadRotationRepository, type LeadRotationRepository } from './store/leadRotationRepository';
export { asFields, checkedIdempotencyKey, type FormFields, IDEMPOTENCY_KEY_REUSED, isBot, leadKey, newLead } from './leadIntake';
export { leadService, type LeadBookings, type ShowingRequests } from './leadService';
export type { LeadRecords } from './leadRecords';
export { LEADS_PER_MINUTE, leadsRouter, type LeadsRouterDeps } from './leadsRouter';
export { firestoreLeadExportRepository, LEAD_EXPORT_PARTS, LEAD_EXPORTS } from './export/leadExportRepository';
export { leadExportService, type LeadExportDeps, type LeadExportService } from './export/leadExportService';
export { leadExportsRouter } from './export/leadExportsRouter';
export { leadStatsService, type LeadStatsService } from './leadStatsService';
export { leadStatsRouter } from './leadStatsRouter';
export { LEAD_MAIL_SOURCE } from './mail/leadLetter';
export { leadMailWriter, type LeadMailWriterDeps } from './mail/leadMailWriter';
export { agentOpinionMail } from './mail/agentOpinionMail';
export { leadDetailsMail } from './mail/leadDetailsMail';
export { greeting, plainName } from './mail/plainName';
export { checkMayWorkOn, leadNotFound, maySee as maySeeLead, type LeadViewer } from './leadAccess';
export { firestoreSettingsRepository } from './settingsRepository';
export { settingsRouter } from './settingsRouter';
export { settingsService, type SettingsService } from './settingsService';
