import { assertFails, assertSucceeds, type RulesTestContext, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import {
  collection,
  deleteDoc,
  deleteField,
  doc,
  getDoc,
  getDocs,
  limit,
  onSnapshot,
  orderBy,
  query,
  setDoc,
  setLogLevel,
  updateDoc,
  where,
  writeBatch,
} from 'firebase/firestore';
import {
  DEACTIVATED_AT_FIELD,
  LEAD_DEPARTURES_COLLECTION,
  LEADS_COLLECTION,
  staffClaims,
  TOKENS_VALID_AFTER_FIELD,
  UNASSIGNED_SLICE,
  USERS_COLLECTION,
  type Role,
} from '@estate/domain';
import { firestoreRulesEnvironment } from './environment';

let env: RulesTestEnvironment;

// Denied requests are what half of these tests expect; the SDK's warning for each is noise.
setLogLevel('error');

beforeAll(async () => {
  env = await firestoreRulesEnvironment();
});
afterAll(() => env.cleanup());

const PUBLIC = ['neighborhoods', 'testimonials', 'blogPosts'];
const CLOSED = [
  'users',
  'usernames',
  'loginAttempts',
  // Staff second factors, the WebAuthn challenges handed out and each staff session's record: only the api reads them.
  'staffFactors',
  'staffPasskeys',
  'webauthnChallenges',
  'staffSessions',
  'rateLimits',
  'visitorEmailCounts',
  'idempotencyKeys',
  'settings',
  // The RESO feed's keys (their hashes): only the api reads them.
  'resoKeys',
  // Client accounts, their sign-in links, the emails queued for them, and the record of deletions:
  // a client reads their own through the api (docs/product/clients.md#client-accounts), never here.
  'clients',
  'signInLinks',
  'mailOutbox',
  'accountDeletions',
  // Lead exports and their files: staff ask for and download them through /api/leads/exports.
  'leadExports',
  'leadExportParts',
  // Saved searches and the alerts owed to clients: a client changes their own through /api/account/searches.
  'savedSearches',
  'alerts',
  // Showing bookings, the hours they hold, staff members' availability and calendar feeds: staff
  // and visitors read and change them through /api/showings and /api/calendar (docs/product/showings.md#showings).
  'showings',
  'showingSlots',
  'showingAvailability',
  'calendarFeeds',
  // Visitors' feedback after showings and open houses: answered through /api/feedback, read by staff through the api.
  'visitFeedback',
  // Open houses and their guests: the public reads them through the api, which hides an invitation-only one's time and place.
  'openHouses',
  // What browsers report of the site's speed and errors, and the health checks' history: admins read them through /api/admin/site-health.
  'siteVitals',
  'siteErrors',
  'healthHistory',
  // The MLS replica: shown through the api and the pages by the MLS's display rules, never read directly.
  'mlsListings',
  'mlsSources',
  'mlsRuns',
  'mlsPhotos',
  // The audit log (docs/architecture.md#the-audit-log): its queue, its sealed chain, its head and checkpoint, and
  // clients' pseudonyms. Only the api and the schedules write them; staff read the log through /api/audit-log,
  // a client their own lines through /api/account/access-log. Staff too are refused here: a direct write would
  // be an edit the chain check has to catch, not one the rules let through.
  'auditEvents',
  'auditLog',
  'auditCheckpoint',
  'auditSubjects',
  'system',
  'anythingElse',
];

/** Staff accounts as the api makes them: a profile in users/ and the role's claims on the token. */
const STAFF: Record<string, Role> = { 'admin-uid': 'admin', 'agent-uid': 'agent', 'other-agent-uid': 'agent' };

const staff = (uid: keyof typeof STAFF) => env.authenticatedContext(uid, { ...staffClaims(STAFF[uid]!) }).firestore();

/** The signed-in client's account id in these tests. */
const CLIENT_UID = 'client-uid';
/** A client signed in by email link: the `client` claim, no role (docs/product/clients.md#client-accounts). */
const client = () => env.authenticatedContext(CLIENT_UID, { client: true }).firestore();

const visitors: [string, () => ReturnType<RulesTestContext['firestore']>][] = [
  ['a visitor', () => env.unauthenticatedContext().firestore()],
  ['a signed-in account without a role', () => env.authenticatedContext('no-role-uid', { admin: false }).firestore()],
  ['a signed-in client', client],
  ['an agent', () => staff('agent-uid')],
  ['an admin', () => staff('admin-uid')],
];

/** A listing of each kind the rules tell apart (no visibility: stored before it existed, public). */
const LISTINGS: Record<string, { StandardStatus: string; showSoldPrice: boolean; visibility?: string }> = {
  active: { StandardStatus: 'Active', showSoldPrice: true },
  activePublic: { StandardStatus: 'Active', showSoldPrice: true, visibility: 'public' },
  // docs/product/private-collection.md#private-collection: read through the api only, which records each view.
  forClients: { StandardStatus: 'Active', showSoldPrice: true, visibility: 'clients' },
  forInvited: { StandardStatus: 'Active', showSoldPrice: true, visibility: 'invited' },
  comingSoon: { StandardStatus: 'Coming Soon', showSoldPrice: true },
  sold: { StandardStatus: 'Closed', showSoldPrice: true },
  soldPrivately: { StandardStatus: 'Closed', showSoldPrice: false },
  withdrawn: { StandardStatus: 'Withdrawn', showSoldPrice: true },
};

/** What the api keeps under a client's account, one of each kind. */
const CLIENT_RECORDS: Record<string, Record<string, unknown>> = {
  favourites: { propertyId: 'forInvited', uid: CLIENT_UID, note: '' },
  listingAccess: { propertyId: 'forInvited', uid: CLIENT_UID, email: 'client@example.com', status: 'approved' },
  privateListingViews: { propertyId: 'forInvited', uid: CLIENT_UID, email: 'client@example.com', viewedAt: new Date() },
};

/** One lead per kind of owner. */
const LEAD_OWNERS: Record<string, string | null> = {
  unassigned: null,
  agents: 'agent-uid',
  others: 'other-agent-uid',
  admins: 'admin-uid',
};

/** The same documents before a test: one batch, in one round trip rather than one each. */
async function seed() {
  await env.clearFirestore();
  await env.withSecurityRulesDisabled(async (context) => {
    const db = context.firestore();
    const batch = writeBatch(db);
    for (const name of [...PUBLIC, ...CLOSED]) batch.set(doc(db, name, 'existing'), { title: 'Seeded' });
    for (const [id, listing] of Object.entries(LISTINGS)) {
      batch.set(doc(db, 'properties', id), { title: id, ...listing });
      batch.set(doc(db, 'properties', id, 'history', 'listed'), { kind: 'listed', by: 'admin-uid' });
    }
    for (const [uid, role] of Object.entries(STAFF)) batch.set(doc(db, USERS_COLLECTION, uid), { username: uid, role });
    batch.set(doc(db, 'clients', CLIENT_UID), { email: 'client@example.com' });
    for (const [kept, data] of Object.entries(CLIENT_RECORDS)) batch.set(doc(db, 'clients', CLIENT_UID, kept, 'forInvited'), data);
    for (const [id, ownerId] of Object.entries(LEAD_OWNERS)) {
      batch.set(doc(db, LEADS_COLLECTION, id), { name: 'Jordan Hale', ownerId, createdAt: new Date(), updatedAt: new Date() });
    }
    await batch.commit();
  });
}

/** Each test starts from the seed, but for the collections' tests below: they only read and are refused their writes, so they share one. */
let seedEachTest = true;
beforeEach(async () => {
  if (seedEachTest) await seed();
});

describe('every collection, over one seed', () => {
  beforeAll(async () => {
    await seed();
    seedEachTest = false;
  });
  afterAll(() => {
    seedEachTest = true;
  });

  describe.each(PUBLIC)('%s (public content)', (name) => {
    it.each(visitors)('%s can read one document and list them', async (_who, db) => {
      await assertSucceeds(getDoc(doc(db(), name, 'existing')));
      await assertSucceeds(getDocs(collection(db(), name)));
    });

    it.each(visitors)('%s cannot create, update or delete (writes go through the api)', async (_who, db) => {
      await assertFails(setDoc(doc(db(), name, 'new'), { title: 'Forged' }));
      await assertFails(updateDoc(doc(db(), name, 'existing'), { title: 'Changed' }));
      await assertFails(deleteDoc(doc(db(), name, 'existing')));
    });
  });

  describe.each(CLOSED)('%s (closed to clients)', (name) => {
    it.each(visitors)('%s can neither read nor list', async (_who, db) => {
      await assertFails(getDoc(doc(db(), name, 'existing')));
      await assertFails(getDocs(collection(db(), name)));
    });

    it.each(visitors)('%s cannot write', async (_who, db) => {
      await assertFails(setDoc(doc(db(), name, 'new'), { name: 'Forged' }));
      await assertFails(deleteDoc(doc(db(), name, 'existing')));
    });
  });
});

describe("a client's own data (docs/product/clients.md#client-accounts)", () => {
  beforeEach(() =>
    env.withSecurityRulesDisabled(async (context) => {
      const db = context.firestore();
      await setDoc(doc(db, 'clients', CLIENT_UID, 'favourites', 'active'), { uid: CLIENT_UID, propertyId: 'active', note: 'Private' });
      await setDoc(doc(db, 'clients', CLIENT_UID, 'views', 'view-1'), { propertyId: 'active' });
    }),
  );

  it.each(visitors)('%s reads none of it, not even its owner: the api serves it', async (_who, db) => {
    await assertFails(getDoc(doc(db(), 'clients', CLIENT_UID)));
    await assertFails(getDoc(doc(db(), 'clients', CLIENT_UID, 'favourites', 'active')));
    await assertFails(getDocs(collection(db(), 'clients', CLIENT_UID, 'views')));
    await assertFails(setDoc(doc(db(), 'clients', CLIENT_UID, 'favourites', 'sold'), { uid: CLIENT_UID, propertyId: 'sold' }));
  });
});

describe("an open house's guests (docs/product/open-houses.md#open-houses)", () => {
  beforeEach(() =>
    env.withSecurityRulesDisabled(async (context) => {
      const db = context.firestore();
      await setDoc(doc(db, 'openHouses', 'existing', 'rsvps', 'guest'), { email: 'guest@example.com', status: 'going', partySize: 2 });
      await setDoc(doc(db, 'openHouses', 'existing', 'checkIns', 'key'), { email: 'guest@example.com', leadId: 'lead-1' });
    }),
  );

  it.each(visitors)('%s reads and writes none of them: the api serves them', async (_who, db) => {
    for (const kept of ['rsvps', 'checkIns', 'attendees', 'invitations']) {
      await assertFails(getDocs(collection(db(), 'openHouses', 'existing', kept)));
    }
    await assertFails(getDoc(doc(db(), 'openHouses', 'existing', 'rsvps', 'guest')));
    await assertFails(setDoc(doc(db(), 'openHouses', 'existing', 'rsvps', 'forged'), { status: 'going', partySize: 10 }));
  });
});

const leads = (db: ReturnType<RulesTestContext['firestore']>) => collection(db, LEADS_COLLECTION);

describe('listings (docs/product/site.md#listing-lifecycle)', () => {
  const everyone = visitors;
  const outsiders = visitors.slice(0, 3);
  const staffers = visitors.slice(3);

  it.each(everyone)('%s reads the listings the site shows, and lists the public ones by status', async (_who, db) => {
    for (const id of ['active', 'activePublic', 'comingSoon', 'sold']) await assertSucceeds(getDoc(doc(db(), 'properties', id)));
    await assertSucceeds(
      getDocs(
        query(
          collection(db(), 'properties'),
          where('visibility', '==', 'public'),
          where('StandardStatus', 'in', ['Coming Soon', 'Active']),
        ),
      ),
    );
  });

  it.each(outsiders)(
    '%s cannot read a listing off the market, a sale whose price is withheld, a private listing, nor any history',
    async (_who, db) => {
      await assertFails(getDoc(doc(db(), 'properties', 'withdrawn')));
      await assertFails(getDoc(doc(db(), 'properties', 'soldPrivately')));
      await assertFails(getDoc(doc(db(), 'properties', 'forClients')));
      await assertFails(getDoc(doc(db(), 'properties', 'forInvited')));
      await assertFails(getDocs(collection(db(), 'properties')));
      // A query that private listings could answer is refused whole: it must ask for public ones.
      await assertFails(getDocs(query(collection(db(), 'properties'), where('StandardStatus', '==', 'Active'))));
      await assertFails(
        getDocs(query(collection(db(), 'properties'), where('visibility', '==', 'clients'), where('StandardStatus', '==', 'Active'))),
      );
      await assertFails(getDoc(doc(db(), 'properties', 'active', 'history', 'listed')));
    },
  );

  it.each(staffers)('%s reads every listing and its history', async (_who, db) => {
    await assertSucceeds(getDocs(collection(db(), 'properties')));
    await assertSucceeds(getDoc(doc(db(), 'properties', 'forInvited')));
    await assertSucceeds(getDoc(doc(db(), 'properties', 'withdrawn', 'history', 'listed')));
  });

  it.each(everyone)('%s cannot write a listing or its history (writes go through the api)', async (_who, db) => {
    await assertFails(setDoc(doc(db(), 'properties', 'new'), { title: 'Forged', StandardStatus: 'Active' }));
    await assertFails(updateDoc(doc(db(), 'properties', 'active'), { price: 1 }));
    await assertFails(setDoc(doc(db(), 'properties', 'active', 'history', 'forged'), { kind: 'price' }));
  });
});

describe('client accounts (docs/product/clients.md#client-accounts, #private-collection)', () => {
  it.each(visitors)('%s reads nothing of an account, even the client their own: the api answers them', async (_who, db) => {
    await assertFails(getDoc(doc(db(), 'clients', CLIENT_UID)));
    for (const kept of Object.keys(CLIENT_RECORDS)) {
      await assertFails(getDoc(doc(db(), 'clients', CLIENT_UID, kept, 'forInvited')));
      await assertFails(getDocs(collection(db(), 'clients', CLIENT_UID, kept)));
    }
  });

  it('a client invited to a private listing still reads it only through the api, which records the view', async () => {
    await assertFails(getDoc(doc(client(), 'properties', 'forInvited')));
    await assertFails(getDoc(doc(client(), 'properties', 'forClients')));
  });

  it('a client cannot give themselves access, nor erase a recorded view', async () => {
    await assertFails(setDoc(doc(client(), 'clients', CLIENT_UID, 'listingAccess', 'forClients'), { status: 'approved' }));
    await assertFails(updateDoc(doc(client(), 'clients', CLIENT_UID, 'listingAccess', 'forInvited'), { status: 'approved' }));
    await assertFails(deleteDoc(doc(client(), 'clients', CLIENT_UID, 'privateListingViews', 'forInvited')));
  });
});

describe('leads (the inbox reads them live)', () => {
  it.each([
    ['a visitor', () => env.unauthenticatedContext().firestore()],
    ['a signed-in account without a role', () => env.authenticatedContext('no-role-uid', { admin: false }).firestore()],
    ['a signed-in client', () => env.authenticatedContext(CLIENT_UID, { client: true }).firestore()],
  ])('%s can neither read a lead nor list any', async (_who, db) => {
    for (const id of Object.keys(LEAD_OWNERS)) await assertFails(getDoc(doc(db(), LEADS_COLLECTION, id)));
    await assertFails(getDocs(leads(db())));
    await assertFails(getDocs(query(leads(db()), where('ownerId', '==', null))));
  });

  it('an admin reads every lead and lists them all, newest change first', async () => {
    for (const id of Object.keys(LEAD_OWNERS)) await assertSucceeds(getDoc(doc(staff('admin-uid'), LEADS_COLLECTION, id)));
    const all = await assertSucceeds(getDocs(query(leads(staff('admin-uid')), orderBy('updatedAt', 'desc'), limit(25))));
    expect(all.size).toBe(Object.keys(LEAD_OWNERS).length);
  });

  it("an agent reads their own lead and the unassigned one, not another agent's or an admin's", async () => {
    const db = staff('agent-uid');
    await assertSucceeds(getDoc(doc(db, LEADS_COLLECTION, 'agents')));
    await assertSucceeds(getDoc(doc(db, LEADS_COLLECTION, 'unassigned')));
    await assertFails(getDoc(doc(db, LEADS_COLLECTION, 'others')));
    await assertFails(getDoc(doc(db, LEADS_COLLECTION, 'admins')));
  });

  it('an agent lists their own leads and the unassigned ones, and no query that could take more', async () => {
    const db = staff('agent-uid');
    const own = await assertSucceeds(
      getDocs(query(leads(db), where('ownerId', '==', 'agent-uid'), orderBy('updatedAt', 'desc'), limit(25))),
    );
    expect(own.docs.map((lead) => lead.id)).toEqual(['agents']);
    const unassigned = await assertSucceeds(
      getDocs(query(leads(db), where('ownerId', '==', null), orderBy('updatedAt', 'desc'), limit(25))),
    );
    expect(unassigned.docs.map((lead) => lead.id)).toEqual(['unassigned']);
    await assertFails(getDocs(leads(db)));
    await assertFails(getDocs(query(leads(db), where('ownerId', '==', 'other-agent-uid'))));
    await assertFails(getDocs(query(leads(db), orderBy('updatedAt', 'desc'), limit(1))));
  });

  it('a token claiming a role its profile does not have reads nothing: the profile is what the api changes', async () => {
    const forgedAdmin = env.authenticatedContext('agent-uid', { ...staffClaims('admin') }).firestore();
    await assertFails(getDoc(doc(forgedAdmin, LEADS_COLLECTION, 'others')));
    await assertFails(getDocs(leads(forgedAdmin)));
    const deleted = env.authenticatedContext('deleted-uid', { ...staffClaims('admin') }).firestore();
    await assertFails(getDoc(doc(deleted, LEADS_COLLECTION, 'unassigned')));
    await assertFails(getDocs(query(leads(deleted), where('ownerId', '==', null))));
  });

  it('an account whose role an admin changed reads nothing until it signs in again with the new claims', async () => {
    await env.withSecurityRulesDisabled((context) => setDoc(doc(context.firestore(), USERS_COLLECTION, 'agent-uid'), { role: 'admin' }));
    await assertFails(getDoc(doc(staff('agent-uid'), LEADS_COLLECTION, 'agents')));
    await assertFails(getDocs(query(leads(staff('agent-uid')), where('ownerId', '==', null))));
  });

  it('a deactivated account reads nothing with any token, however recent its sign-in (docs/product/dashboard.md#users)', async () => {
    await env.withSecurityRulesDisabled((context) =>
      updateDoc(doc(context.firestore(), USERS_COLLECTION, 'agent-uid'), { [DEACTIVATED_AT_FIELD]: new Date() }),
    );
    const db = env.authenticatedContext('agent-uid', { ...staffClaims('agent'), auth_time: 4_000_000_000 }).firestore();
    await assertFails(getDoc(doc(db, LEADS_COLLECTION, 'agents')));
    await assertFails(getDocs(query(leads(db), where('ownerId', '==', null))));
    await assertFails(getDoc(doc(db, LEAD_DEPARTURES_COLLECTION, UNASSIGNED_SLICE)));
    await env.withSecurityRulesDisabled((context) =>
      updateDoc(doc(context.firestore(), USERS_COLLECTION, 'agent-uid'), { [DEACTIVATED_AT_FIELD]: deleteField() }),
    );
    await assertSucceeds(getDoc(doc(db, LEADS_COLLECTION, 'agents')));
  });

  describe('after the account was signed out everywhere (logout, password reset, role change)', () => {
    /** When the api revoked the account's sessions, in seconds, as it stamps the profile. */
    const REVOKED_AT = 1_800_000_000;
    /** The account's token, signed in at `authTime` (seconds). */
    const signedInAt = (uid: keyof typeof STAFF, authTime: number) =>
      env.authenticatedContext(uid, { ...staffClaims(STAFF[uid]!), iat: authTime, auth_time: authTime }).firestore();
    let stopListening: (() => void) | undefined;
    afterEach(() => stopListening?.());

    beforeEach(() =>
      env.withSecurityRulesDisabled(async (context) => {
        for (const uid of ['admin-uid', 'agent-uid']) {
          await updateDoc(doc(context.firestore(), USERS_COLLECTION, uid), { [TOKENS_VALID_AFTER_FIELD]: REVOKED_AT });
        }
      }),
    );

    it.each(['admin-uid', 'agent-uid'] as const)(
      'a token of %s signed in before it reads nothing, one signed in since reads as before',
      async (uid) => {
        const before = signedInAt(uid, REVOKED_AT - 1);
        await assertFails(getDoc(doc(before, LEADS_COLLECTION, 'unassigned')));
        await assertFails(getDocs(query(leads(before), where('ownerId', '==', null))));
        await assertFails(getDoc(doc(before, LEAD_DEPARTURES_COLLECTION, UNASSIGNED_SLICE)));
        for (const since of [REVOKED_AT, REVOKED_AT + 60]) {
          const after = signedInAt(uid, since);
          await assertSucceeds(getDoc(doc(after, LEADS_COLLECTION, 'unassigned')));
          const unassigned = await assertSucceeds(getDocs(query(leads(after), where('ownerId', '==', null))));
          expect(unassigned.docs.map((lead) => lead.id)).toEqual(['unassigned']);
        }
      },
    );

    it('a listener opened before the revocation is refused at the next change, and hears nothing of it', async () => {
      await env.withSecurityRulesDisabled((context) =>
        updateDoc(doc(context.firestore(), USERS_COLLECTION, 'agent-uid'), { [TOKENS_VALID_AFTER_FIELD]: deleteField() }),
      );
      const db = signedInAt('agent-uid', REVOKED_AT - 1);
      const heard: string[][] = [];
      // Settles at the listener's first snapshot, then at what ends the test: a refusal, or the new lead heard.
      let settle: (outcome: string) => void = () => undefined;
      const next = () => new Promise<string>((resolve) => (settle = resolve));
      const opened = next();
      stopListening = onSnapshot(
        query(leads(db), where('ownerId', '==', null)),
        (snapshot) => {
          heard.push(snapshot.docs.map((lead) => lead.id));
          settle('heard');
        },
        (error) => settle(`refused: ${error.code}`),
      );
      expect(await opened).toBe('heard');
      expect(heard).toEqual([['unassigned']]);

      const ended = next();
      await env.withSecurityRulesDisabled(async (context) => {
        await updateDoc(doc(context.firestore(), USERS_COLLECTION, 'agent-uid'), { [TOKENS_VALID_AFTER_FIELD]: REVOKED_AT });
        await setDoc(doc(context.firestore(), LEADS_COLLECTION, 'after-revocation'), {
          name: 'Casey Doe',
          ownerId: null,
          updatedAt: new Date(),
        });
      });
      expect(await ended).toBe('refused: permission-denied');
      expect(heard).toEqual([['unassigned']]);
    });
  });

  it.each(visitors)('%s cannot create, change or delete a lead (writes go through the api)', async (_who, db) => {
    await assertFails(setDoc(doc(db(), LEADS_COLLECTION, 'new'), { name: 'Forged', ownerId: null }));
    await assertFails(updateDoc(doc(db(), LEADS_COLLECTION, 'unassigned'), { ownerId: 'agent-uid' }));
    await assertFails(updateDoc(doc(db(), LEADS_COLLECTION, 'agents'), { status: 'Won' }));
    await assertFails(deleteDoc(doc(db(), LEADS_COLLECTION, 'agents')));
  });
});

describe('lead departures (a lead on screen that leaves a slice)', () => {
  const SLICES = [UNASSIGNED_SLICE, ...Object.keys(STAFF)];
  const departures = (db: ReturnType<RulesTestContext['firestore']>) => collection(db, LEAD_DEPARTURES_COLLECTION);

  beforeEach(() =>
    env.withSecurityRulesDisabled(async (context) => {
      for (const slice of SLICES) await setDoc(doc(context.firestore(), LEAD_DEPARTURES_COLLECTION, slice), { at: new Date() });
    }),
  );

  it.each([
    ['a visitor', () => env.unauthenticatedContext().firestore()],
    ['a signed-in account without a role', () => env.authenticatedContext('no-role-uid', { admin: false }).firestore()],
    ['a signed-in client', () => env.authenticatedContext(CLIENT_UID, { client: true }).firestore()],
  ])('%s reads none', async (_who, db) => {
    for (const slice of SLICES) await assertFails(getDoc(doc(db(), LEAD_DEPARTURES_COLLECTION, slice)));
    await assertFails(getDocs(departures(db())));
  });

  it('an admin reads every slice, all at once', async () => {
    const all = await assertSucceeds(getDocs(departures(staff('admin-uid'))));
    expect(all.docs.map((slice) => slice.id).sort()).toEqual([...SLICES].sort());
  });

  it("an agent reads their own slice's and the unassigned one's, not another agent's", async () => {
    const db = staff('agent-uid');
    for (const slice of ['agent-uid', UNASSIGNED_SLICE]) await assertSucceeds(getDoc(doc(db, LEAD_DEPARTURES_COLLECTION, slice)));
    await assertFails(getDoc(doc(db, LEAD_DEPARTURES_COLLECTION, 'other-agent-uid')));
    await assertFails(getDoc(doc(db, LEAD_DEPARTURES_COLLECTION, 'admin-uid')));
    await assertFails(getDocs(departures(db)));
  });

  it('an agent reads their slices before any lead has left them', async () => {
    await env.clearFirestore();
    await env.withSecurityRulesDisabled((context) => setDoc(doc(context.firestore(), USERS_COLLECTION, 'agent-uid'), { role: 'agent' }));
    for (const slice of ['agent-uid', UNASSIGNED_SLICE]) {
      const none = await assertSucceeds(getDoc(doc(staff('agent-uid'), LEAD_DEPARTURES_COLLECTION, slice)));
      expect(none.exists()).toBe(false);
    }
  });

  it.each(visitors)('%s cannot write one (the api does, with the lead)', async (_who, db) => {
    await assertFails(setDoc(doc(db(), LEAD_DEPARTURES_COLLECTION, UNASSIGNED_SLICE), { at: new Date() }));
    await assertFails(setDoc(doc(db(), LEAD_DEPARTURES_COLLECTION, 'agent-uid'), { at: new Date() }));
    await assertFails(deleteDoc(doc(db(), LEAD_DEPARTURES_COLLECTION, 'agent-uid')));
  });
});

describe("a client's saved searches and alerts (docs/product/clients.md#saved-searches-and-alerts)", () => {
  beforeEach(() =>
    env.withSecurityRulesDisabled(async (context) => {
      const db = context.firestore();
      await setDoc(doc(db, 'clients', CLIENT_UID), { email: 'jordan@example.com', alertsOff: false });
      await setDoc(doc(db, 'savedSearches', 'own'), { uid: CLIENT_UID, name: 'Hyde Park', matchKeys: ['*|*|3'], alerting: true });
      await setDoc(doc(db, 'alerts', 'own'), { uid: CLIENT_UID, listingId: 'active', reason: 'new' });
    }),
  );

  it('are not read by their own client, even by uid: /api/account/searches serves them', async () => {
    const db = client();
    await assertFails(getDoc(doc(db, 'savedSearches', 'own')));
    await assertFails(getDocs(query(collection(db, 'savedSearches'), where('uid', '==', CLIENT_UID))));
    await assertFails(getDoc(doc(db, 'alerts', 'own')));
    await assertFails(getDocs(query(collection(db, 'alerts'), where('uid', '==', CLIENT_UID))));
  });

  it('are not written by their client: a search, an alert, or the switch of every alert', async () => {
    const db = client();
    await assertFails(setDoc(doc(db, 'savedSearches', 'forged'), { uid: CLIENT_UID, matchKeys: ['*|*|0'], alerting: true }));
    await assertFails(updateDoc(doc(db, 'savedSearches', 'own'), { frequency: 'instant' }));
    await assertFails(setDoc(doc(db, 'alerts', 'forged'), { uid: CLIENT_UID, state: 'sent' }));
    await assertFails(updateDoc(doc(db, 'clients', CLIENT_UID), { alertsOff: true }));
  });
});
