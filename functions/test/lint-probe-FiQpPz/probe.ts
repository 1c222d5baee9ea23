declare const firestoreUserRepository: (db: unknown) => unknown;
export const users = firestoreUserRepository({});
