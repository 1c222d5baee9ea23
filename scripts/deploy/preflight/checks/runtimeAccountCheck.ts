import { grantProjectRole } from '../fixCommands';
import { BROAD_ROLES, projectNumber, projectPolicy, rolesOf, serviceAccountPolicy } from '../iamPolicy';
import type { Missing, PreflightCheck } from '../preflightCheck';
import { unreadable } from '../unreadable';

/** What lets an account sign as itself (IAM signBlob), which createCustomToken needs without a key file. */
export const TOKEN_CREATOR = 'roles/iam.serviceAccountTokenCreator';

/** The Firebase roles that hold every runtime permission below (the Admin SDK's own service account has the second). */
const FIREBASE_ADMIN_ROLES = ['roles/firebase.admin', 'roles/firebase.sdkAdminServiceAgent'];

/** What the functions do with their identity, the least role that lets them, and other roles that do. */
const RUNTIME_NEEDS = [
  { lets: 'read and write Firestore', grant: 'roles/datastore.user', alsoEnough: ['roles/datastore.owner', ...FIREBASE_ADMIN_ROLES] },
  { lets: 'manage Firebase Auth accounts and session cookies', grant: 'roles/firebaseauth.admin', alsoEnough: FIREBASE_ADMIN_ROLES },
  {
    lets: "read and write the uploads' bucket",
    grant: 'roles/storage.objectAdmin',
    alsoEnough: ['roles/storage.admin', ...FIREBASE_ADMIN_ROLES],
  },
];

/** `name@` is firebase-tools' short form of a service account of the project. */
const fullEmail = (account: string, projectId: string) =>
  account.endsWith('@') ? `${account}${projectId}.iam.gserviceaccount.com` : account;

/**
 * The functions' runtime service account (2nd gen's default, PROJECT_NUMBER-compute@developer,
 * unless a function names its own) may do what the code does with it. Above all it may create
 * tokens as itself: the live inbox's `createCustomToken` signs through IAM signBlob, which no
 * default role grants, so without the binding POST /api/session/realtime answers 500.
 */
export const runtimeAccountCheck: PreflightCheck = {
  name: "functions' service account",
  async run({ declared, google, projectId }) {
    const named = declared.functions.flatMap((declared) =>
      declared.serviceAccount ? [fullEmail(declared.serviceAccount, projectId)] : [],
    );
    const accounts = new Set(named);
    if (declared.functions.some((declared) => !declared.serviceAccount)) {
      const number = await projectNumber(google, projectId);
      if (!number.ok) return { lines: [], missing: [unreadable("the project's number", number, projectId)] };
      accounts.add(`${number.body}-compute@developer.gserviceaccount.com`);
    }
    const project = await projectPolicy(google, projectId);
    if (!project.ok) return { lines: [], missing: [unreadable("the project's IAM policy", project, projectId)] };

    const missing: Missing[] = [];
    const lines: string[] = [];
    for (const email of accounts) {
      const member = `serviceAccount:${email}`;
      const own = await serviceAccountPolicy(google, projectId, email);
      if (!own.ok && own.status === 404) {
        missing.push({
          item: `the service account ${email} does not exist`,
          fix: email.endsWith('-compute@developer.gserviceaccount.com')
            ? `gcloud services enable compute.googleapis.com --project=${projectId}   (enabling Compute Engine makes its default service account)`
            : `gcloud iam service-accounts create ${email.split('@')[0]} --project=${projectId}`,
        });
        continue;
      }
      if (!own.ok) {
        missing.push(unreadable(`the IAM policy of ${email}`, own, projectId));
        continue;
      }
      const signs = rolesOf(own.body, member, [TOKEN_CREATOR]).length > 0 || rolesOf(project.body, member, [TOKEN_CREATOR]).length > 0;
      if (!signs) {
        missing.push({
          item: `${email} may not sign as itself (${TOKEN_CREATOR}): the live inbox's token (POST /api/session/realtime) would fail`,
          fix: `gcloud iam service-accounts add-iam-policy-binding ${email} --member=${member} --role=${TOKEN_CREATOR} --project=${projectId}`,
        });
      }
      const broad = rolesOf(project.body, member, BROAD_ROLES);
      for (const need of RUNTIME_NEEDS) {
        if (broad.length === 0 && rolesOf(project.body, member, [need.grant, ...need.alsoEnough]).length === 0) {
          missing.push({ item: `${email} has no role that lets it ${need.lets}`, fix: grantProjectRole(projectId, member, need.grant) });
        }
      }
      lines.push(`${email}${broad.length > 0 ? ` (${broad.join(', ')})` : ''}${signs ? ', may sign as itself' : ''}`);
    }
    return { lines, missing };
  },
};
