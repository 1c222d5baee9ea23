import { createHash } from 'node:crypto';
import {
  BY_ROTATION,
  isActiveStaff,
  mayReactivate,
  OFFBOARDING_TEXTS,
  type DeactivationResult,
  type OffboardingPreview,
  type Reassignment,
  type User,
} from '@estate/domain';
import { badRequest, conflict, notFound, type Handover, type HeldRecord, type MailOutbox } from '../platform';
import type { UserRepository, UserService } from '../staff';
import { handoverMail } from './handoverMail';

export interface OffboardingDeps {
  users: Pick<UserRepository, 'get' | 'deactivateKeepingAnAdmin' | 'reactivate'>;
  accounts: Pick<UserService, 'signOutEverywhere'>;
  /** Deletes the account's second factors (passkeys, authenticator app, recovery codes). */
  revokeFactors: (uid: string) => Promise<void>;
  /** Voids the account's calendar feed address. */
  revokeCalendarFeed: (uid: string) => Promise<void>;
  /** Each kind of open work, in the order it is handed over. */
  handovers: readonly Handover[];
  /** The agent whose turn it is in the round robin (moving it on), never `leaving`; undefined when nobody else is available. */
  nextInRotation: (leaving: string) => Promise<string | undefined>;
  outbox: Pick<MailOutbox, 'queue'>;
  siteOrigin: string;
  now?: () => Date;
}

const USER_NOT_FOUND = 'User not found';

/**
 * docs/product/dashboard.md#users 'Deactivate': one action that closes every access of a staff
 * member (sign-in, sessions, the live inbox, second factors, calendar feed) and hands their open
 * work on, each record in its own history, each new owner told by one email. Safe to retry: the
 * deactivation keeps its first time, and a retry hands over only what is still theirs.
 */
export function offboardingService({
  users,
  accounts,
  revokeFactors,
  revokeCalendarFeed,
  handovers,
  nextInRotation,
  outbox,
  siteOrigin,
  now = () => new Date(),
}: OffboardingDeps) {
  const existing = async (uid: string): Promise<User> => {
    const user = await users.get(uid);
    if (!user) throw notFound(USER_NOT_FOUND);
    return user;
  };

  const heldBy = (uid: string) => Promise.all(handovers.map(async (handover) => ({ handover, records: await handover.held(uid) })));

  /** The chosen colleague, refused unless they are another active staff member. */
  async function checkColleague(uid: string, reassignTo: string): Promise<void> {
    if (reassignTo === BY_ROTATION) return;
    const colleague = reassignTo === uid ? null : await users.get(reassignTo);
    if (!isActiveStaff(colleague)) throw badRequest(OFFBOARDING_TEXTS.colleague);
  }

  /** Queues each new owner's one email listing what is theirs now; a retry's records make another email. */
  async function tell(formerName: string, reassignments: Reassignment[]): Promise<void> {
    const owners = new Set(reassignments.map((reassignment) => reassignment.to));
    for (const ownerId of owners) {
      const owner = await users.get(ownerId);
      if (!owner) continue;
      const records = reassignments.filter((reassignment) => reassignment.to === ownerId);
      const key = createHash('sha256')
        .update(`handover:${records.map((record) => `${record.kind}/${record.id}/${record.at}`).join(',')}`)
        .digest('hex');
      await outbox.queue(handoverMail(owner, formerName, records, siteOrigin), key);
    }
  }

  return {
    /** What deactivating the account would hand over now. */
    async preview(uid: string): Promise<OffboardingPreview> {
      await existing(uid);
      const held = await heldBy(uid);
      const count = (kind: Handover['kind']) => held.find(({ handover }) => handover.kind === kind)?.records.length ?? 0;
      return { openLeads: count('lead'), upcomingShowings: count('showing'), upcomingOpenHouses: count('openHouse') };
    },

    async deactivate(uid: string, reassignTo: string, actingUid: string): Promise<DeactivationResult> {
      if (uid === actingUid) throw conflict(OFFBOARDING_TEXTS.self);
      const user = await existing(uid);
      await checkColleague(uid, reassignTo);
      const held = await heldBy(uid);
      const total = held.reduce((sum, { records }) => sum + records.length, 0);
      // The rotation's first turn is taken before anything changes: with nobody in it, nothing does.
      let turn = reassignTo === BY_ROTATION && total > 0 ? await nextInRotation(uid) : undefined;
      if (reassignTo === BY_ROTATION && total > 0 && !turn) throw conflict(OFFBOARDING_TEXTS.nobodyInRotation);

      const marked = await users.deactivateKeepingAnAdmin(uid, { at: now(), by: actingUid, reassignTo });
      if (marked === 'gone') throw notFound(USER_NOT_FOUND);
      if (marked === 'last-admin') throw conflict(OFFBOARDING_TEXTS.lastAdmin);
      await accounts.signOutEverywhere(uid);
      await revokeFactors(uid);
      await revokeCalendarFeed(uid);

      const by = { actorId: actingUid, actorName: (await users.get(actingUid))?.name ?? 'An admin' };
      const why = `Reassigned: ${user.name} was deactivated`;
      const ownerFor = async () => {
        if (reassignTo !== BY_ROTATION) return reassignTo;
        const next = turn ?? (await nextInRotation(uid));
        turn = undefined;
        return next;
      };
      const reassignments: Reassignment[] = [];
      const handOver = async (handover: Handover, record: HeldRecord) => {
        const to = await ownerFor();
        if (!to) throw conflict(OFFBOARDING_TEXTS.nobodyInRotation);
        const { moved, clash } = await handover.move(record.id, uid, to, by, why);
        if (!moved) return;
        reassignments.push({
          kind: handover.kind,
          id: record.id,
          title: record.title,
          from: uid,
          to,
          at: now().toISOString(),
          ...(clash ? { clash } : {}),
        });
      };
      // One record at a time: each takes its own transaction, and the rotation's turns go in order.
      for (const { handover, records } of held) for (const record of records) await handOver(handover, record);
      await tell(user.name, reassignments);
      return { user: marked, reassignments };
    },

    /** Within REACTIVATION_WINDOW_DAYS of the deactivation: sign-in works again; nothing handed over comes back. */
    async reactivate(uid: string): Promise<User> {
      const outcome = await users.reactivate(uid, (user) => {
        if (!user.deactivatedAt) throw conflict(OFFBOARDING_TEXTS.notDeactivated);
        if (!mayReactivate(user, now())) throw conflict(OFFBOARDING_TEXTS.windowPassed);
      });
      if (outcome === 'gone') throw notFound(USER_NOT_FOUND);
      return outcome;
    },
  };
}

export type OffboardingService = ReturnType<typeof offboardingService>;
