import { randomUUID } from 'node:crypto';
import type { Lead, LeadActivity, LeadNote, LeadNoteInput, LeadUpdateInput } from '@estate/domain';
import type { LeadChange, LeadRepository } from '../data/leadRepository';
import type { UserRepository } from '../data/userRepository';
import { HttpError } from '../httpError';

const leadNotFound = () => new HttpError(404, 'Lead not found');

/**
 * Issue 12: staff move a lead through the pipeline. Each change is recorded in the lead's
 * timeline with who made it; the first status change or note is the lead's first response.
 */
export function leadPipeline(leads: LeadRepository, users: Pick<UserRepository, 'get'>) {
  /** Who acts, as the timeline names them (the name as it is now). */
  async function actor(uid: string): Promise<Pick<LeadActivity, 'actorId' | 'actorName'>> {
    const user = await users.get(uid);
    return { actorId: uid, actorName: user?.name ?? 'A former staff member' };
  }

  return {
    /** Changes the status and/or the owner; answers the lead as it is then. */
    async update(id: string, input: LeadUpdateInput, uid: string): Promise<Lead> {
      if (input.ownerId && !(await users.get(input.ownerId))) throw new HttpError(400, 'ownerId must be the id of a staff account');
      const by = await actor(uid);
      const at = new Date().toISOString();
      const lead = await leads.change(id, (current): LeadChange | undefined => {
        const change: LeadChange = { activity: [] };
        if (input.status && input.status !== current.status) {
          change.status = input.status;
          change.firstResponseAt = at;
          change.activity.push({ type: 'status_changed', at, ...by, from: current.status, to: input.status });
        }
        const owner = input.ownerId ?? undefined;
        if (input.ownerId !== undefined && owner !== current.ownerId) {
          change.ownerId = input.ownerId;
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
      if (!lead) throw leadNotFound();
      return lead;
    },

    /** Adds a note by the signed-in staff member; answers it. */
    async addNote(id: string, { text }: LeadNoteInput, uid: string): Promise<LeadNote> {
      const by = await actor(uid);
      const note: LeadNote = { id: randomUUID(), text, authorId: uid, authorName: by.actorName!, createdAt: new Date().toISOString() };
      const lead = await leads.change(id, () => ({
        note,
        firstResponseAt: note.createdAt,
        activity: [{ type: 'note_added', at: note.createdAt, ...by, detail: text }],
      }));
      if (!lead) throw leadNotFound();
      return note;
    },
  };
}
