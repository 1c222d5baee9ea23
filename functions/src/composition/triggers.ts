import { alertService } from '../savedSearches';
import { leadAssignmentService, leadExportService, leadService } from '../leads';
import type { ErrorLogger } from '../platform';
import type { Repositories } from './repositories';

/**
 * Lead exports over the built repositories: the api asks for and serves them, onLeadExportRequested
 * prepares them. Owners are named from the staff profiles.
 */
export const leadExports = (repos: Repositories, logger: ErrorLogger) =>
  leadExportService({
    store: repos.leadExports,
    leads: leadService(repos.leads),
    staffNames: async () => new Map((await repos.users.list()).map((user) => [user.id, user.name])),
    logger,
  });

/** Automatic assignment of new leads, in turn among the available agents. */
export const newLeadAssignment = (repos: Repositories) => leadAssignmentService(repos.leadRotation);

/** The alerts a listing's write sets off, recorded with the instant ones' emails queued (the onListingWritten trigger). */
export const listingAlerts = (repos: Repositories) =>
  alertService({ searches: repos.savedSearches, alerts: repos.alerts, favourites: repos.favourites });
