import type { LeadRotationRepository } from './store/leadRotationRepository';

/** Who the timeline says assigned a lead that the round robin gave out. */
export const AUTOMATIC_ASSIGNMENT = 'Automatic assignment';

/**
 * The agent after `lastAgentId` in the order of their ids, wrapping around; the first one when
 * there was none or it is no longer among them (its place in the order still counts). Ids order
 * the agents because the last one's id is all the round robin keeps, even once that account is gone.
 */
export function nextAgent(agents: readonly string[], lastAgentId: string | undefined): string | undefined {
  const ordered = [...agents].sort();
  return (lastAgentId === undefined ? undefined : ordered.find((id) => id > lastAgentId)) ?? ordered[0];
}

/**
 * With automatic assignment on, each new lead goes to the next available agent in turn
 * (round robin); the lead stays unassigned when it is off, when nobody is available, or when
 * someone took or assigned it first. The assignee's email is queued as for an admin's assignment.
 */
export function leadAssignmentService(rotation: LeadRotationRepository) {
  return {
    /** Answers the agent the lead went to, if any. */
    assignNewLead: (leadId: string): Promise<string | undefined> =>
      rotation.turn(leadId, ({ agents, lastAgentId }, lead) => {
        if (lead.ownerId) return undefined;
        const agentId = nextAgent(agents, lastAgentId);
        if (!agentId) return undefined;
        const at = new Date().toISOString();
        return {
          agentId,
          change: {
            ownerId: agentId,
            notifyOwner: true,
            activity: [{ type: 'owner_changed', at, actorName: AUTOMATIC_ASSIGNMENT, to: agentId }],
          },
        };
      }),

    /**
     * The agent whose turn it is for a record handed over, moving the round robin on; never `leaving`,
     * whose work it is. undefined when nobody else is available.
     */
    nextInRotation: (leaving: string): Promise<string | undefined> =>
      rotation.next((agents, lastAgentId) =>
        nextAgent(
          agents.filter((agent) => agent !== leaving),
          lastAgentId,
        ),
      ),
  };
}
