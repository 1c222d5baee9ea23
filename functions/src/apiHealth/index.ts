/** The api's own health, GET /api/health: whether each service the api depends on answers, and how fast, and its history. */
export {
  firestoreHealthHistoryRepository,
  HEALTH_HISTORY,
  type HealthHistoryRepository,
  type HealthHour,
  hourOf,
} from './healthHistoryRepository';
export { firestoreHealthRepository, type HealthRepository } from './healthRepository';
export { healthRouter } from './healthRouter';
export type { HealthChecks, HealthReport } from './healthReport';
export { healthService, type HealthService } from './healthService';
