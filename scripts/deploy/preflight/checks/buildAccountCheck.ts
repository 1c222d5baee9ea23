import { grantProjectRole } from '../fixCommands';
import { BROAD_ROLES, projectPolicy, rolesOf } from '../iamPolicy';
import type { PreflightCheck } from '../preflightCheck';
import { unreadable } from '../unreadable';

/** What a build's service account needs to build a function (logs, images, the source upload). */
export const BUILDER = 'roles/cloudbuild.builds.builder';

/**
 * Cloud Build may build the functions. Since mid-2024 a new project's builds run as the Compute
 * Engine default service account, which its organization may have left without roles: the first
 * deploy then fails at the build with a missing permission.
 */
export const buildAccountCheck: PreflightCheck = {
  name: "Cloud Build's service account",
  async run({ google, projectId }) {
    const account = await google.get<{ serviceAccountEmail?: string }>(
      'cloudbuild',
      `v1/projects/${projectId}/locations/global/defaultServiceAccount`,
    );
    if (!account.ok) return { lines: [], missing: [unreadable("Cloud Build's service account", account, projectId)] };
    const email = (account.body.serviceAccountEmail ?? '').split('/').pop();
    if (!email) return { lines: ['no default build service account: the functions must name one of their own'], missing: [] };
    const policy = await projectPolicy(google, projectId);
    if (!policy.ok) return { lines: [], missing: [unreadable("the project's IAM policy", policy, projectId)] };
    const member = `serviceAccount:${email}`;
    const roles = rolesOf(policy.body, member, [BUILDER, ...BROAD_ROLES]);
    return {
      lines: [`${email}${roles.length > 0 ? ` (${roles.join(', ')})` : ''}`],
      missing:
        roles.length > 0
          ? []
          : [{ item: `${email} builds the functions but lacks ${BUILDER}`, fix: grantProjectRole(projectId, member, BUILDER) }],
    };
  },
};
