import { randomUUID } from 'node:crypto';
import { isActiveStaff, type Lead, type LeadActivity, type LeadNote, type LeadNoteInput, type LeadUpdateInput } from '@estate/domain';
import type { LeadChange, LeadRepository } from './leadRepository';
import type { UserRepository } from '../staff';
import { badRequest, conflict } from '../platform';
import { ALREADY_ASSIGNED_MESSAGE, checkMayAssign, checkMayWorkOn, leadNotFound, maySee, type LeadViewer } from './leadAccess';

/**
 * Staff move a lead through the pipeline. Each change is recorded in the lead's
 * timeline with who made it; the first status change or note is the lead's first response.
 * Agents work on their own leads and claim unassigned ones; admins assign them.
 */
export function leadPipelineService(leads: LeadRepository, users: Pick<UserRepository, 'get'>) {
  /** Who acts, as the timeline names them (the name as it is now). */
  async function actor(uid: string): Promise<Pick<LeadActivity, 'actorId' | 'actorName'>> {
    const user = await users.get(uid);
    return { actorId: uid, actorName: user?.name ?? 'A former staff member' };
  }

  /** Applies `decide` to the lead, which must exist; answers it as it is then. */
  async function changeLead(id: string, decide: (lead: Lead) => LeadChange | undefined): Promise<Lead> {
    const lead = await leads.change(id, decide);
    if (!lead) throw leadNotFound();
    return lead;
  }

  return {
    /**
     * Changes the status and/or (admins) the owner; answers the lead as it is then. A new owner
     * other than the admin who assigns it is emailed (queued in the mail outbox with the assignment).
     */
    async update(id: string, input: LeadUpdateInput, viewer: LeadViewer): Promise<Lead> {
      if (input.ownerId !== undefined) checkMayAssign(viewer);
      if (input.ownerId) {
        const owner = await users.get(input.ownerId);
        if (!isActiveStaff(owner)) throw badRequest('ownerId must be the id of a staff account');
      }
      const by = await actor(viewer.uid);
      const at = new Date().toISOString();
      return changeLead(id, (current) => {
        checkMayWorkOn(viewer, current);
        const change: LeadChange = { activity: [] };
        if (input.status && input.status !== current.status) {
          change.status = input.status;
          change.firstResponseAt = at;
          change.activity.push({ type: 'status_changed', at, ...by, from: current.status, to: input.status });
        }
        const owner = input.ownerId ?? undefined;
        if (input.ownerId !== undefined && owner !== current.ownerId) {
          change.ownerId = input.ownerId;
          change.notifyOwner = owner !== undefined && owner !== viewer.uid;
          change.activity.push({
            type: 'owner_changed',
            at,
            ...by,
            ...(current.ownerId ? { from: current.ownerId } : {}),
            ...(owner ? { to: owner } : {}),
          });
        }
        return change.activity.length > 0 ? change : undefined;
      });
    },

    /** Adds a note by the signed-in staff member; answers it. */
    async addNote(id: string, { text }: LeadNoteInput, viewer: LeadViewer): Promise<LeadNote> {
      const by = await actor(viewer.uid);
      const note: LeadNote = {
        id: randomUUID(),
        text,
        authorId: viewer.uid,
        authorName: by.actorName!,
        createdAt: new Date().toISOString(),
      };
      await changeLead(id, (current) => {
        checkMayWorkOn(viewer, current);
        return { note, firstResponseAt: note.createdAt, activity: [{ type: 'note_added', at: note.createdAt, ...by, detail: text }] };
      });
      return note;
    },

    /**
     * The viewer takes an unassigned lead; answers it. Taking one's own lead again
     * changes nothing; a lead someone else owns is refused (an agent cannot even see it).
     */
    async claim(id: string, viewer: LeadViewer): Promise<Lead> {
      const by = await actor(viewer.uid);
      const at = new Date().toISOString();
      return changeLead(id, (current) => {
        if (current.ownerId === viewer.uid) return undefined;
        if (current.ownerId) throw maySee(viewer, current) ? conflict(ALREADY_ASSIGNED_MESSAGE) : leadNotFound();
        return { ownerId: viewer.uid, activity: [{ type: 'owner_changed', at, ...by, to: viewer.uid }] };
      });
    },
  };
}

export type LeadPipeline = ReturnType<typeof leadPipelineService>;
