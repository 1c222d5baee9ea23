/** Offboarding: a staff member's deactivation in one action (access closed, open work handed over) and its undo. What the composition root may use of it. */
export { offboardingRouter, type OffboardingRouterDeps } from './offboardingRouter';
export { offboardingService, type OffboardingService } from './offboardingService';
