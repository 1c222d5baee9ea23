import type { Express } from 'express';
import { Timestamp, type Firestore } from 'firebase-admin/firestore';
import request from 'supertest';
import { contactKeys, type Lead } from '@estate/domain';
import { LEADS } from '../../src/leads/leadRepository';
import { leadSearchTerms } from '../../src/leads/leadSearch';
import { ORIGIN, type testApp } from './testApp';
import { appCheckHeader } from './appCheck';

/** A valid payload per form, as docs/product/leads.md#lead-forms says each form sends it. */
export const validPayloads = {
  popup_lead_form: { source: 'popup_lead_form', name: 'Jordan Lee', email: 'jordan@example.com' },
  consultation_form: {
    source: 'consultation_form',
    name: 'Casey Morgan',
    email: 'casey@example.com',
    phone: '513-555-0101',
    interest: 'Selling a property',
  },
  investor_form: {
    source: 'investor_form',
    name: 'Riley Chen',
    email: 'riley@example.com',
    phone: '513-555-0102',
    investmentGoals: 'Cash-flowing duplexes near downtown',
    interest: 'investing',
  },
  contact_form: {
    source: 'contact_form',
    name: 'Morgan Blake',
    email: 'morgan@example.com',
    phone: '513-555-0103',
    message: 'I would like to sell my condo in Oakley.',
    interest: 'general',
  },
  schedule_form: {
    source: 'schedule_form',
    name: 'Taylor Reed',
    email: 'taylor@example.com',
    phone: '513-555-0104',
    propertyId: 'hyde-park-colonial',
    preferredDate: '2030-05-06',
    preferredTime: '10:00 AM',
    interest: 'buying',
  },
} as const;

let lastClient = 0;
/** A client address not used before, so tests stay under the per-client rate limit. */
export function newClientAddress(): string {
  lastClient += 1;
  return `10.${(lastClient >> 16) & 255}.${(lastClient >> 8) & 255}.${lastClient & 255}`;
}

/** POST /api/leads from a fresh client address unless one is given. */
export function postLead(app: Express, body: object, client = newClientAddress()) {
  return request(app).post('/api/leads').set(appCheckHeader()).set('X-Forwarded-For', client).send(body);
}

/** The stored leads, without the search index each carries (`searchTerms`, tested on its own). */
export async function storedLeads(db: Firestore): Promise<{ id: string; data: FirebaseFirestore.DocumentData }[]> {
  const snapshot = await db.collection(LEADS).get();
  return snapshot.docs.map((doc) => {
    // The lookup fields are tested where they are used: search, and the contact's other inquiries.
    const { searchTerms: _searchTerms, contactKeys: _contactKeys, ...data } = doc.data();
    return { id: doc.id, data };
  });
}

/** How a lead stored before the pipeline reads: New, no notes, received when it was created. */
export const pipelineDefaults = (createdAt: string) => ({
  status: 'New' as const,
  notes: [],
  activity: [{ type: 'received' as const, at: createdAt }],
});

/**
 * What the API stores of every lead besides its fields: its lookup fields, its owner (null for
 * nobody, as queries ask), and when it was last written.
 */
const storedExtras = (lead: Pick<Lead, 'email'> & Partial<Lead>, createdAt: Timestamp) => ({
  searchTerms: leadSearchTerms(lead),
  contactKeys: contactKeys(lead),
  ownerId: lead.ownerId ?? null,
  createdAt,
  updatedAt: createdAt,
});

/** Stores a lead directly, `minutesAgo` before now, and answers it as the API shows it. */
export async function seedLead(
  db: Firestore,
  fields: Partial<Omit<Lead, 'id' | 'createdAt'>> & { name: string },
  minutesAgo: number,
): Promise<Lead> {
  const createdAt = new Date(Date.now() - minutesAgo * 60_000);
  const lead = { email: 'lead@example.com', source: 'contact_form' as const, ...fields };
  const ref = await db.collection(LEADS).add({ ...lead, ...storedExtras(lead, Timestamp.fromDate(createdAt)) });
  return { ...lead, id: ref.id, createdAt: createdAt.toISOString(), ...pipelineDefaults(createdAt.toISOString()) };
}

/** Stores `count` leads in batches, the n-th `n` minutes before now (so newest first is n = 0, 1, ...). */
export async function seedManyLeads(
  db: Firestore,
  count: number,
  fields: (n: number) => Partial<Omit<Lead, 'id' | 'createdAt'>> & { name: string },
): Promise<void> {
  for (let start = 0; start < count; start += 500) {
    const batch = db.batch();
    for (let n = start; n < Math.min(count, start + 500); n += 1) {
      const lead = { email: 'lead@example.com', source: 'contact_form' as const, ...fields(n) };
      batch.create(db.collection(LEADS).doc(), { ...lead, ...storedExtras(lead, Timestamp.fromMillis(Date.now() - n * 60_000)) });
    }
    await batch.commit();
  }
}

/** Expects a staff route to answer 401 signed out and 403 to a signed-in account without a staff role. */
export async function expectStaffOnly(t: ReturnType<typeof testApp>, method: 'post' | 'patch', path: string, body: object): Promise<void> {
  await request(t.app)[method](path).send(body).expect(401, { message: 'Please sign in to continue' });
  const cookie = await t.signInAsNonAdmin();
  await request(t.app)
    [method](path)
    .set('Cookie', cookie)
    .set('Origin', ORIGIN)
    .send(body)
    .expect(403, { message: 'You need a staff account to do this' });
}
