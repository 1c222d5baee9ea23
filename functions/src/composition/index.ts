export { apiApp, apiServices, staffAccounts } from './api';
export { repositories, type Repositories } from './repositories';
export { uploadCleanup } from './schedules';
export { siteData } from './site';
export { leadMail, newLeadAssignment, queuedMail } from './triggers';
