/**
 * The emulators' own settings and secrets in a functions folder (the demo project's .env,
 * .secret.local, .env.local): firebase.json's functions ignore keeps them out of the upload, and
 * the deploy check fails if one would go.
 */
export const isLocalOnly = (path: string) => /^(\.env\.demo-[^/]*|\.secret\.local|\.env\.local)$/.test(path);
