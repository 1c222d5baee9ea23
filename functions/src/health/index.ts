/** GET /api/health: whether each service the api depends on answers, and how fast. */
export { firestoreHealthRepository, type HealthRepository } from './healthRepository';
export { healthRouter } from './healthRouter';
export { healthService, type HealthChecks, type HealthService, type HealthReport } from './healthService';
