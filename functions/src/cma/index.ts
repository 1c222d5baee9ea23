/** The agent's CMA (docs/product/cma.md): the staff's editor routes, the owner's page and PDF by a signed link. What the composition root may use of it. */
export { cmaCandidates } from './cmaCandidates';
export { cmaLinks } from './cmaLinks';
export { firestoreCmaListingRepository } from './cmaListingRepository';
export { cmaPageRouter, type CmaPageRouterDeps } from './cmaPageRouter';
export { CMAS, firestoreCmaRepository } from './cmaRepository';
export { cmaReportService } from './cmaReportService';
export { cmaRouter, type CmaRouterDeps } from './cmaRouter';
export { cmaService } from './cmaService';
