import type { Page } from '@playwright/test';
import { LIVE_UPDATES_REFUSED, POPUP_SEEN_STORAGE_KEY, ROLE_DESCRIPTIONS } from '@estate/domain';
import {
  chooseAntdOption,
  cleanUp,
  apiSignIn,
  DASHBOARD_PATHS,
  DEMO_ADMIN,
  removeLeads,
  removeUser,
  signInAs,
  uniqueSuffix,
  withThrowawayAdmin,
} from './support/admin';
import { receivedEmail } from './support/mailInbox';
import { isFirebaseCall } from './support/networkQuiet';
import { expect, test } from './support/test';
import { sendLead } from './support/visitorLeads';

test.beforeEach(async ({ context }) => {
  await context.addInitScript(`localStorage.setItem(${JSON.stringify(POPUP_SEEN_STORAGE_KEY)}, 'true')`);
});

const leadRow = (page: Page, name: string) => page.locator('tr.ant-table-row', { hasText: name });

/**
 * An admin makes an agent; the agent sees only what is theirs or nobody's, claims a lead
 * and works it; both inboxes follow every change by themselves, through Firestore, with no reload
 * and no polling.
 */
test('an admin and an agent work the leads side by side, and both inboxes update themselves', async ({
  page,
  browser,
  playwright,
  baseURL,
}) => {
  // Two browsers, a dozen live updates and an email: far more than one page's work.
  test.slow();
  const suffix = uniqueSuffix();
  const agent = {
    username: `e2e-agent-${suffix}`,
    password: `agent-pass-${suffix}`,
    name: `Agent ${suffix}`,
    email: `e2e-agent-${suffix}@example.com`,
  };
  const lead = (first: string) => ({
    source: 'contact_form',
    name: `${first} ${suffix}`,
    email: `${first.toLowerCase()}+${suffix}@example.com`,
    message: 'Please call me about a listing.',
  });
  const agentContext = await browser.newContext();
  try {
    // The admin adds the agent; the dialog says what an agent may do.
    await signInAs(page);
    await page.goto('/admin/users');
    await page.getByRole('button', { name: 'Add User' }).click();
    const add = page.getByRole('dialog', { name: 'Add User' });
    await expect(add.getByRole('radio', { name: 'Agent' })).toBeChecked();
    await expect(add.getByText(ROLE_DESCRIPTIONS.agent)).toBeVisible();
    await add.getByLabel('Username').fill(agent.username);
    await add.getByLabel('Password').fill(agent.password);
    await add.getByLabel('Full Name').fill(agent.name);
    await add.getByLabel('Email').fill(agent.email);
    await add.getByRole('button', { name: 'Create User' }).click();
    await expect(page.getByText('User created successfully')).toBeVisible();
    await expect(page.locator('tr', { hasText: agent.username })).toContainText('Agent');

    // The agent signs in elsewhere: Overview, Private Listings, Leads and Showings only, and Access Denied on every other tab.
    const agentPage = await agentContext.newPage();
    await agentContext.addInitScript(`localStorage.setItem(${JSON.stringify(POPUP_SEEN_STORAGE_KEY)}, 'true')`);
    const agentFirebaseCalls: string[] = [];
    agentPage.on('request', (request) => {
      if (isFirebaseCall(request)) agentFirebaseCalls.push(request.url());
    });
    // A new account: the sign-in sets up its authenticator app first (the form's enrolment is admin-auth.spec.ts's).
    await signInAs(agentPage, agent);
    await agentPage.goto('/admin');
    const nav = agentPage.getByRole('navigation', { name: 'Dashboard' });
    await expect(nav.getByRole('link')).toHaveText([
      'Overview',
      'Private Listings',
      'Open Houses',
      'Leads',
      'Showings',
      'Audit Log',
      'Sign-in & security',
    ]);
    for (const path of DASHBOARD_PATHS.filter(
      (path) =>
        ![
          '/admin',
          '/admin/private-listings',
          '/admin/open-houses',
          '/admin/leads',
          '/admin/showings',
          '/admin/audit-log',
          '/admin/security',
        ].includes(path),
    )) {
      await agentPage.goto(path);
      await expect(agentPage.getByRole('heading', { name: 'Access Denied' })).toBeVisible();
      await expect(agentPage.getByText('You need admin privileges to access this page.')).toBeVisible();
    }
    // The dashboard signed in to Firebase with the minted token and listens to Firestore.
    await expect.poll(() => agentFirebaseCalls.some((url) => url.includes('signInWithCustomToken'))).toBe(true);

    // Both open the inbox on this test's leads, empty so far.
    await page.goto(`/admin/leads?search=${suffix}`);
    await agentPage.goto(`/admin/leads?search=${suffix}`);
    await expect(page.getByText('No leads found')).toBeVisible();
    await expect(agentPage.getByText('No leads found')).toBeVisible();

    // A visitor's lead appears in both, by itself. (That no list is ever read again without a
    // change is LeadsTab.test's to show: here other tests' leads change alongside.)
    const riley = lead('Riley');
    const rileyId = await sendLead(playwright, baseURL!, riley);
    await expect(leadRow(page, riley.name)).toBeVisible();
    await expect(leadRow(agentPage, riley.name)).toBeVisible();
    await expect(leadRow(agentPage, riley.name)).toContainText('Unassigned');

    // The agent claims it; the admin's inbox shows the new owner.
    await leadRow(agentPage, riley.name)
      .getByRole('button', { name: `Claim ${riley.name}` })
      .click();
    await expect(leadRow(page, riley.name)).toContainText(agent.name);

    // The agent works it: the admin sees the status change; the admin's note reaches the agent's open lead.
    await agentPage.goto(`/admin/leads?search=${suffix}&lead=${rileyId}`);
    const agentPipeline = agentPage.getByRole('dialog', { name: `Lead: ${riley.name}` }).getByRole('region', { name: 'Pipeline' });
    await chooseAntdOption(agentPage, agentPipeline.getByLabel('Status'), 'Contacted');
    await expect(leadRow(page, riley.name)).toContainText('Contacted');
    await page.goto(`/admin/leads?search=${suffix}&lead=${rileyId}`);
    const adminPipeline = page.getByRole('dialog', { name: `Lead: ${riley.name}` }).getByRole('region', { name: 'Pipeline' });
    await adminPipeline.getByLabel('Add a note').fill('Prefers a call after 5 pm.');
    await adminPipeline.getByRole('button', { name: 'Add note' }).click();
    await expect(agentPipeline.getByText(`${DEMO_ADMIN.name} added a note: “Prefers a call after 5 pm.”`)).toBeVisible();
    await agentPage.keyboard.press('Escape');
    await page.keyboard.press('Escape');

    // On the Overview, the agent's Leads tab counts what arrives.
    await agentPage.goto('/admin');
    await expect(agentPage.getByRole('heading', { name: 'Overview' })).toBeVisible();
    const quinn = lead('Quinn');
    const quinnId = await sendLead(playwright, baseURL!, quinn);
    await expect(nav.getByRole('status', { name: '1 new lead' })).toBeVisible();

    // The admin assigns it to the agent, who gets an email with a link to it.
    await page.goto(`/admin/leads?search=${suffix}&lead=${quinnId}`);
    const quinnPipeline = page.getByRole('dialog', { name: `Lead: ${quinn.name}` }).getByRole('region', { name: 'Pipeline' });
    await chooseAntdOption(page, quinnPipeline.getByLabel('Owner'), agent.name);
    const email = await receivedEmail(playwright, `Lead assigned to you: ${quinn.name} (Contact form)`, agent.email);
    expect(email.text).toContain(`/admin/leads?lead=${quinnId}`);
    await page.keyboard.press('Escape');

    // A lead the admin gives another agent leaves this agent's inbox by itself.
    await agentPage.goto(`/admin/leads?search=${suffix}`);
    await expect(leadRow(agentPage, quinn.name)).toContainText(agent.name);
    const sage = lead('Sage');
    const sageId = await sendLead(playwright, baseURL!, sage);
    await expect(leadRow(agentPage, sage.name)).toBeVisible();
    await page.goto(`/admin/leads?search=${suffix}&lead=${sageId}`);
    const sagePipeline = page.getByRole('dialog', { name: `Lead: ${sage.name}` }).getByRole('region', { name: 'Pipeline' });
    await chooseAntdOption(page, sagePipeline.getByLabel('Owner'), DEMO_ADMIN.name);
    await expect(leadRow(agentPage, sage.name)).toBeHidden();
    await expect(leadRow(agentPage, riley.name)).toBeVisible();

    // One whose last change is older than the newest twenty of its slice leaves by its slice's
    // departure (leadDepartures): hosting/test/dashboard/LiveInboxConnection.test.tsx and
    // functions/test/leads/leads.agents.test.ts prove it below the browser.

    // Signing out leaves the dashboard, and its Firebase sign-in with it (LiveInboxConnection).
    await agentPage.getByRole('button', { name: 'Logout' }).click();
    await expect(agentPage).toHaveURL(/\/auth$/);
  } finally {
    await agentContext.close();
    await cleanUp(baseURL!, `the leads and agent of ${suffix}`, async (api) => {
      await removeLeads(api, suffix);
      await removeUser(api, agent.username);
    });
  }
});

test('public pages never load the live inbox or talk to Firebase', async ({ page }) => {
  const calls: string[] = [];
  page.on('request', (request) => {
    if (isFirebaseCall(request) || /LiveInbox|firestore|firebase/i.test(request.url())) calls.push(request.url());
  });
  for (const path of ['/', '/properties', '/property/hyde-park-georgian-estate', '/blog', '/contact', '/auth']) {
    await page.goto(path);
    await expect(page.locator('#root')).not.toBeEmpty();
  }
  expect(calls).toEqual([]);
});

/**
 * Signing an account out elsewhere ends its sessions, and the Firebase token its open dashboard
 * listens with: Firestore refuses the listeners at the next change (the rules compare the token's
 * sign-in with the profile's tokensValidAfter), so the new lead never reaches this browser, and
 * the dashboard goes to the sign-in page.
 */
test('an open inbox hears of no lead once its account is signed out elsewhere', async ({ page, playwright, baseURL }) => {
  test.slow();
  const suffix = uniqueSuffix();
  const lead = (first: string) => ({
    source: 'contact_form',
    name: `${first} ${suffix}`,
    email: `${first.toLowerCase()}+${suffix}@example.com`,
    message: 'Please call me about a listing.',
  });
  await withThrowawayAdmin(baseURL!, async (account) => {
    try {
      const firebaseCalls: string[] = [];
      page.on('request', (request) => {
        if (isFirebaseCall(request)) firebaseCalls.push(request.url());
      });
      const refusals: string[] = [];
      page.on('console', (message) => {
        if (message.text() === LIVE_UPDATES_REFUSED) refusals.push(message.text());
      });
      const secret = await signInAs(page, account);
      await page.goto(`/admin/leads?search=${suffix}`);
      await expect(page.getByText('No leads found')).toBeVisible();
      await expect.poll(() => firebaseCalls.some((url) => url.includes('signInWithCustomToken'))).toBe(true);

      // Live: the first lead shows by itself.
      const first = lead('Quinn');
      await sendLead(playwright, baseURL!, first);
      await expect(leadRow(page, first.name)).toBeVisible();

      // The same account signs out in another browser.
      const elsewhere = await apiSignIn(baseURL!, account, secret);
      try {
        expect((await elsewhere.post('/api/logout')).ok()).toBe(true);
      } finally {
        await elsewhere.dispose();
      }

      // The next lead: Firestore refuses this browser's listeners instead of sending it.
      const second = lead('Sawyer');
      await sendLead(playwright, baseURL!, second);
      await expect.poll(() => refusals.length).toBeGreaterThan(0);
      await expect(page).toHaveURL(/\/auth/);
      await expect(page.getByText(second.name)).toHaveCount(0);
    } finally {
      await cleanUp(baseURL!, `leads of ${suffix}`, (api) => removeLeads(api, suffix));
    }
  });
});
