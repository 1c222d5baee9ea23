import type { ReassignmentKind } from '@estate/domain';

/** The admin a handover is made by, as a record's history names them. */
export interface HandoverActor {
  actorId: string;
  actorName: string;
}

/** One record a staff member holds open, as a handover lists it. */
export interface HeldRecord {
  id: string;
  /** How the new owner's email names it. */
  title: string;
}

/**
 * One kind of record a deactivated staff member's open work is made of (their open leads, upcoming
 * showings, upcoming open houses): the module that owns the records implements it, the offboarding
 * module (docs/product/dashboard.md#users) drives it, as calendar sources make a calendar feed.
 */
export interface Handover {
  kind: ReassignmentKind;
  /** The records `uid` holds open now. */
  held(uid: string): Promise<HeldRecord[]>;
  /**
   * Gives the record from `from` to `to`, recorded in its own history with `why`, in one
   * transaction; `moved` false when it was no longer `from`'s (a retry, or somebody else moved it).
   * `clash`: the new owner already holds its hour with another record.
   */
  move(id: string, from: string, to: string, by: HandoverActor, why: string): Promise<{ moved: boolean; clash?: boolean }>;
}
