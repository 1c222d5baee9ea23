import type { Firestore } from 'firebase-admin/firestore';
import type { Lead } from '@estate/domain';
import { USERS } from '../../staff';
import { LEAD_ASSIGNMENT, SETTINGS, toLeadAssignment, type StoredLeadAssignment } from '../settingsRepository';
import type { LeadChange } from './leadDocuments';
import type { LeadWriteRepository } from './leadWriteRepository';

/** What one turn of the round robin starts from: the setting with its place, and who may take a lead. */
export interface RotationTurn extends StoredLeadAssignment {
  /** The ids of the agents marked available. */
  agents: string[];
}

/** The agent a turn gives the lead to, and the change that does it. */
export interface RotationPick {
  agentId: string;
  change: LeadChange;
}

export interface LeadRotationRepository {
  /**
   * One turn of automatic assignment for a lead, in one transaction: `pick` decides from the turn
   * and the lead as they are (undefined: nobody takes it); the lead changes and the round robin
   * moves on to the agent together, so a repeated trigger never assigns twice. Answers the agent.
   */
  turn(leadId: string, pick: (turn: RotationTurn, lead: Lead) => RotationPick | undefined): Promise<string | undefined>;
  /**
   * One turn of the round robin for a record handed over (docs/product/dashboard.md#users), whether or
   * not automatic assignment is on: `pick` chooses from the available agents and the last one, and
   * the round robin moves on to its choice, in one transaction. undefined: `pick` chose nobody.
   */
  next(pick: (agents: string[], lastAgentId: string | undefined) => string | undefined): Promise<string | undefined>;
}

/** The round robin over settings/leadAssignment, the agents' profiles and the lead. */
export function firestoreLeadRotationRepository(db: Firestore, leads: Pick<LeadWriteRepository, 'changeWithin'>): LeadRotationRepository {
  const setting = db.collection(SETTINGS).doc(LEAD_ASSIGNMENT);
  // Equality filters only: served by the single-field indexes, no composite one needed.
  const availableAgents = db.collection(USERS).where('role', '==', 'agent').where('available', '==', true).select();
  return {
    async turn(leadId, pick) {
      return db.runTransaction(async (transaction) => {
        const stored = toLeadAssignment((await transaction.get(setting)).data());
        if (!stored.automatic) return undefined;
        const agents = (await transaction.get(availableAgents)).docs.map((doc) => doc.id);
        let picked: RotationPick | undefined;
        const outcome = await leads.changeWithin(transaction, leadId, (lead) => {
          picked = pick({ ...stored, agents }, lead);
          return picked?.change;
        });
        if (!outcome?.changed || !picked) return undefined;
        transaction.set(setting, { lastAgentId: picked.agentId }, { merge: true });
        return picked.agentId;
      });
    },

    async next(pick) {
      return db.runTransaction(async (transaction) => {
        const { lastAgentId } = toLeadAssignment((await transaction.get(setting)).data());
        const agentId = pick(
          (await transaction.get(availableAgents)).docs.map((doc) => doc.id),
          lastAgentId,
        );
        if (agentId) transaction.set(setting, { lastAgentId: agentId }, { merge: true });
        return agentId;
      });
    },
  };
}
