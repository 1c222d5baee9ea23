import { randomUUID } from 'node:crypto';
import type { Auth } from 'firebase-admin/auth';
import { STEP_UP_WINDOW_MS } from '@estate/domain';
import type { IdentityToolkit } from '../../platform';
import type { StaffSessionRepository } from './staffSessionRepository';

/** The claim that names a staff session's record (staffSessions/{sid}). */
export const SESSION_ID_CLAIM = 'sid';

export interface StaffSessionServiceDeps {
  auth: Auth;
  toolkit: IdentityToolkit;
  sessions: StaffSessionRepository;
  sessionDurationMs: number;
  now?: () => number;
}

/**
 * Staff sessions: each cookie is made from a custom token with a session id (Identity Toolkit's
 * signInWithCustomToken, then createSessionCookie), so the session has a record of its own that
 * says when a factor was last proved in it (the step-up reads it).
 */
export function staffSessionService({ auth, toolkit, sessions, sessionDurationMs, now = Date.now }: StaffSessionServiceDeps) {
  return {
    /** A new session's cookie; `factorProved`: the sign-in proved a second factor just now. */
    async start(uid: string, from: string, factorProved: boolean): Promise<string> {
      const sid = randomUUID();
      const at = now();
      await sessions.create(sid, { uid, from, createdAt: at, ...(factorProved ? { lastFactorAt: at } : {}) }, at + sessionDurationMs);
      const signedIn = await toolkit.signInWithCustomToken(await auth.createCustomToken(uid, { [SESSION_ID_CLAIM]: sid }));
      if (!signedIn.ok || !signedIn.idToken) throw new Error(`signInWithCustomToken failed: ${signedIn.error}`);
      return auth.createSessionCookie(signedIn.idToken, { expiresIn: sessionDurationMs });
    },

    /** True when the session proved a factor within STEP_UP_WINDOW_MS. */
    async factorIsRecent(sid: string | undefined): Promise<boolean> {
      const record = sid ? await sessions.get(sid) : undefined;
      return record?.lastFactorAt !== undefined && now() - record.lastFactorAt <= STEP_UP_WINDOW_MS;
    },

    factorProved: (sid: string) => sessions.factorProved(sid, now()),

    /** The account's session records, gone with its sessions (sign-out everywhere, offboarding). */
    forget: (uid: string) => sessions.removeAll(uid),
  };
}

export type StaffSessionService = ReturnType<typeof staffSessionService>;
