/** Staff: accounts and roles, sign-in and sessions, the login throttle, realtime sessions for the live inbox. What other modules and the composition root may use of it. */
export { firstActiveStaff } from './activeStaff';
export { authRouter, type AuthRouterDeps } from './authRouter';
export { authService } from './authService';
export * from './factors';
export { firestoreLoginAttemptRepository, LOGIN_ATTEMPTS } from './loginAttemptRepository';
export { loginThrottleService } from './loginThrottleService';
export { identityToolkitVerifier, type PasswordVerifier } from './passwordVerifier';
export { realtimeSessionRouter } from './realtimeSessionRouter';
export { type FirebaseWebConfig, realtimeSessionService, type RealtimeSessionService } from './realtimeSessionService';
export { staffRouter } from './staffRouter';
export { firestoreUserRepository, type UserRepository, USERS } from './userRepository';
export { userService, type UserService } from './userService';
export { usersRouter } from './usersRouter';
