import { ANONYMISED_NAME } from '../../src/leads';
import { LISTING_TITLE, showingWorld } from './showingWorld';

/** docs/product/clients.md#your-data: the showings a client booked are theirs to download and to erase. */
const w = showingWorld();
const { t } = w;
beforeEach(() => w.reset());
afterAll(() => t.teardown());

const EMAIL = 'client@example.com';

describe("a client's showings", () => {
  it('are in their export, found by address in any case, and left nobody’s when the account is deleted', async () => {
    const agent = await t.createUser({ username: 'agent', role: 'agent' });
    await w.listing(agent);
    const id = (await w.request('10:00 AM', { email: 'Client@Example.com ' }).expect(201)).body.id as string;
    const client = await t.signInAsClient(EMAIL);

    const exported = await w.as(client).get('/api/account/export').expect(200);
    expect(exported.body.showings).toEqual([
      expect.objectContaining({
        listingTitle: LISTING_TITLE,
        start: '2030-05-06T14:00:00.000Z',
        status: 'requested',
        visitor: expect.objectContaining({ name: 'Taylor Reed', email: 'Client@Example.com' }),
      }),
    ]);

    await w.as(client).delete('/api/account').expect(200);
    expect((await w.showing(id))?.visitor).toEqual({ name: ANONYMISED_NAME, email: '' });

    // The agent still keeps the hour; only the agent hears of a change, there is nobody else to tell.
    const agentCookie = await t.signIn('agent');
    const before = (await w.queued()).length;
    await w.as(agentCookie).post(`/api/showings/${id}/confirm`).expect(200);
    const queued = (await w.queued()).slice(before);
    expect(queued.map((mail) => mail.to)).toEqual([[agent.email]]);
  });
});
