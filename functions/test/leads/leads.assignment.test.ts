import type { User } from '@estate/domain';
import { newLeadAssignment } from '../../src/composition';
import { AUTOMATIC_ASSIGNMENT, nextAgent } from '../../src/leads/leadAssignmentService';
import { validPayloads } from '../support/leads';
import { testApp } from '../support/testApp';

/** Automatic assignment, as onLeadCreated runs it for each new lead. */

describe('nextAgent', () => {
  it('takes the agent after the last one in the order of their ids, wrapping around', () => {
    expect(nextAgent(['c', 'a', 'b'], undefined)).toBe('a');
    expect(nextAgent(['c', 'a', 'b'], 'a')).toBe('b');
    expect(nextAgent(['c', 'a', 'b'], 'c')).toBe('a');
  });

  it("goes on from the last one's place when that agent is no longer available", () => {
    expect(nextAgent(['a', 'c'], 'b')).toBe('c');
    expect(nextAgent(['a', 'c'], 'd')).toBe('a');
  });

  it('orders ids as Firestore does, by code unit', () => {
    expect(nextAgent(['b', 'B', 'a'], 'B')).toBe('a');
  });

  it('answers nobody when no agent is available', () => {
    expect(nextAgent([], 'a')).toBeUndefined();
  });
});

describe('automatic assignment', () => {
  const t = testApp();
  const { leads, settings } = t.repos;
  const assignment = newLeadAssignment(t.repos);
  beforeEach(() => t.reset());
  afterAll(() => t.teardown());

  /** Agents, available unless told otherwise, in the round robin's order (by id). */
  async function agents(...usernames: string[]): Promise<User[]> {
    const made: User[] = [];
    for (const username of usernames) made.push(await t.createUser({ username, name: `Agent ${username}`, role: 'agent' }));
    return made.sort((a, b) => (a.id < b.id ? -1 : 1));
  }
  const setAvailable = (agent: User, available: boolean) => t.deps.db.collection('users').doc(agent.id).update({ available });
  const newLead = () => leads.create(validPayloads.contact_form);
  const owners = async (ids: string[]) => Promise.all(ids.map(async (id) => (await leads.get(id))!.ownerId));
  const lastAgentId = async () => (await settings.leadAssignment()).lastAgentId;

  /** New leads, each assigned as its trigger would. */
  async function assignedInTurn(count: number): Promise<(string | undefined)[]> {
    const ids: string[] = [];
    for (let n = 0; n < count; n += 1) {
      const id = await newLead();
      await assignment.assignNewLead(id);
      ids.push(id);
    }
    return owners(ids);
  }

  it('leaves new leads unassigned while it is off', async () => {
    await agents('alex', 'blair');
    expect(await assignedInTurn(2)).toEqual([undefined, undefined]);
    expect(await lastAgentId()).toBeUndefined();
  });

  it('gives each new lead to the next available agent in turn, round and round', async () => {
    const [a, b, c] = await agents('alex', 'blair', 'casey');
    await t.createUser({ username: 'broker' });
    await settings.setAutomaticAssignment(true);
    expect(await assignedInTurn(4)).toEqual([a!.id, b!.id, c!.id, a!.id]);
    expect(await lastAgentId()).toBe(a!.id);
  });

  it('records the assignment in the timeline and queues the email to the agent', async () => {
    const [a] = await agents('alex');
    await settings.setAutomaticAssignment(true);
    const id = await newLead();
    expect(await assignment.assignNewLead(id)).toBe(a!.id);
    const lead = (await leads.get(id))!;
    expect(lead.activity.at(-1)).toEqual({ type: 'owner_changed', at: expect.any(String), actorName: AUTOMATIC_ASSIGNMENT, to: a!.id });
    expect(lead.delivery?.assignment).toEqual({ state: 'queued', attempts: 0, queuedAt: expect.any(String) });
    // The new lead's own emails are still to be sent.
    expect(lead.delivery?.staffAlert).toEqual({ state: 'queued', attempts: 0 });
  });

  it('passes over the agents who are not available, and goes on after one who stopped being', async () => {
    const [a, b, c] = await agents('alex', 'blair', 'casey');
    await settings.setAutomaticAssignment(true);
    await setAvailable(b!, false);
    expect(await assignedInTurn(3)).toEqual([a!.id, c!.id, a!.id]);
    await setAvailable(b!, true);
    expect(await assignedInTurn(1)).toEqual([b!.id]);
    await setAvailable(b!, false);
    expect(await assignedInTurn(1)).toEqual([c!.id]);
  });

  it('leaves the lead unassigned when no agent is available, and the turn where it was', async () => {
    const [a] = await agents('alex');
    await settings.setAutomaticAssignment(true);
    await setAvailable(a!, false);
    expect(await assignedInTurn(1)).toEqual([undefined]);
    expect(await lastAgentId()).toBeUndefined();
  });

  it('assigns a lead once however often its trigger runs, and never one someone took first', async () => {
    const [a, b] = await agents('alex', 'blair');
    await settings.setAutomaticAssignment(true);
    const id = await newLead();
    expect(await assignment.assignNewLead(id)).toBe(a!.id);
    expect(await assignment.assignNewLead(id)).toBeUndefined();
    expect(await owners([id])).toEqual([a!.id]);
    expect((await leads.get(id))!.activity.filter((entry) => entry.type === 'owner_changed')).toHaveLength(1);
    expect(await lastAgentId()).toBe(a!.id);

    const claimed = await newLead();
    await leads.change(claimed, () => ({ ownerId: a!.id, activity: [] }));
    expect(await assignment.assignNewLead(claimed)).toBeUndefined();
    expect(await owners([claimed])).toEqual([a!.id]);
    expect(await lastAgentId()).toBe(a!.id);
    expect(await assignedInTurn(1)).toEqual([b!.id]);
  });

  it('gives leads that arrive at once to different agents', async () => {
    const made = await agents('alex', 'blair', 'casey');
    await settings.setAutomaticAssignment(true);
    const ids = await Promise.all([newLead(), newLead(), newLead()]);
    await Promise.all(ids.map((id) => assignment.assignNewLead(id)));
    expect((await owners(ids)).sort()).toEqual(made.map((agent) => agent.id).sort());
  });
});
