import type { Handover } from '../platform';
import type { LeadRepository } from './leadRepository';

/**
 * A deactivated agent's open leads, handed to their successor (docs/product/dashboard.md#users): each
 * change is an owner change on the lead's timeline, as an admin's assignment is. The successor hears
 * of all their new work in one email (the offboarding module's), so no assignment email per lead.
 */
export function leadHandover(leads: Pick<LeadRepository, 'openOwnedBy' | 'change'>): Handover {
  return {
    kind: 'lead',
    held: async (uid) => (await leads.openOwnedBy(uid)).map(({ id, name }) => ({ id, title: name })),
    async move(id, from, to, by, why) {
      const at = new Date().toISOString();
      let moved = false;
      await leads.change(id, (lead) => {
        // A transaction may run its decision again: what it saw last is what happened.
        moved = lead.ownerId === from;
        if (!moved) return undefined;
        return { ownerId: to, notifyOwner: false, activity: [{ type: 'owner_changed', at, ...by, from, to, detail: why }] };
      });
      return { moved };
    },
  };
}
