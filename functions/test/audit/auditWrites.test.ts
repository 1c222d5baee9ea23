import express from 'express';
import request from 'supertest';
import { AUDIT_EVENTS, NOT_WRITES, WRITE_ACTIONS } from '../../src/audit';
import { registeredRoutes, type RegisteredRoute } from '../support/registeredRoutes';
import { appCheckHeader } from '../support/appCheck';
import { ORIGIN, testApp } from '../support/testApp';

/**
 * The audit log's middleware covers every staff write: the app's routes are walked (as
 * routeGuards.test.ts does), each write sent by an admin; every route its guard let through as
 * staff has its named action, and each that answered 2xx queued its entry, under its route.
 */

const t = testApp();
afterAll(() => t.teardown());

/** Routes that end the caller's session or account: public or a client's, never staff writes; sent, they would sign the admin out. */
const ENDING = new Set(['POST /api/logout', 'POST /api/account/sign-out', 'DELETE /api/account']);
const key = ({ method, path }: RegisteredRoute) => `${method} ${path}`;
/** The header that names the route a walked request was sent to. */
const WALKED = 'X-Walked-Route';
const concrete = (path: string) => path.replace(/[:*]\w+/g, 'audit-walk-dummy-id').replace(/[{}]/g, '');

interface Outcome {
  status: number;
  staffRoute: boolean;
}

const writes = registeredRoutes(t.app).filter((route) => route.method !== 'GET' && !ENDING.has(key(route)));
const outcomes = new Map<string, Outcome>();

beforeAll(async () => {
  await t.reset();
  const cookie = await t.signInAsAdmin();
  // The app inside one that notes, once each answer is sent, whether the guards took it for a staff route.
  const staffRoutes = new Set<string>();
  const outer = express();
  outer.use((req, res, next) => {
    res.on('finish', () => {
      if (req.staffRoute) staffRoutes.add(req.get(WALKED)!);
    });
    next();
  });
  outer.use(t.app);
  const statuses = new Map<string, number>();
  for (const route of writes) {
    const verb = route.method.toLowerCase() as 'post' | 'put' | 'patch' | 'delete';
    const response = await request(outer)
      [verb](concrete(route.path))
      .set(WALKED, key(route))
      .set('Origin', ORIGIN)
      .set(appCheckHeader())
      .set('Cookie', cookie)
      .send({});
    statuses.set(key(route), response.status);
  }
  for (const [name, status] of statuses) outcomes.set(name, { status, staffRoute: staffRoutes.has(name) });
}, 120_000);

const staffWrites = () => [...outcomes].filter(([, outcome]) => outcome.staffRoute).map(([name]) => name);

it('finds the staff writes among the routes (more than 40)', () => {
  expect(staffWrites().length).toBeGreaterThan(40);
});

it('names an action for every staff write route, and no other route', () => {
  expect(staffWrites().filter((name) => !WRITE_ACTIONS[name] && !NOT_WRITES.has(name))).toEqual([]);
  expect(Object.keys(WRITE_ACTIONS).filter((name) => outcomes.get(name)?.staffRoute !== true)).toEqual([]);
});

it('queued an entry for each staff write that answered 2xx, under its route, and none for the others', async () => {
  const queued = (await t.deps.db.collection(AUDIT_EVENTS).get()).docs.map((doc) => doc.get('route') as string);
  const succeeded = staffWrites().filter((name) => !NOT_WRITES.has(name) && outcomes.get(name)!.status < 300);
  expect(succeeded.length).toBeGreaterThan(0);
  expect(queued.sort()).toEqual(succeeded.sort());
});
