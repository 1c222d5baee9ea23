/** Staff second factors: passkeys, the authenticator app, recovery codes, the sign-in's steps after the password and the step-up. */
export { firestoreChallengeRepository, WEBAUTHN_CHALLENGES } from './challengeRepository';
export { factorKeys } from './factorKeys';
export { firestoreFactorRepository, STAFF_FACTORS, STAFF_PASSKEYS } from './factorRepository';
export { factorRouter, type FactorRouterDeps } from './factorRouter';
export { factorService, type FactorService } from './factorService';
export { firestoreFactorSettingsRepository, type FactorSettingsRepository } from './factorSettingsRepository';
export { factorSignInService, type FactorSignInService } from './factorSignInService';
export { webAuthn, type RelyingParty } from './passkeys';
export { pendingSignIns } from './pendingSignIn';
export { firestoreStaffSessionRepository, STAFF_SESSIONS } from './staffSessionRepository';
export { staffSessionService, type StaffSessionService } from './staffSessionService';
export { totp } from './totp';
