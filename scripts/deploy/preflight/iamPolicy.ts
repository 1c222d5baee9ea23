import type { GoogleAnswer, GoogleApi } from '../google/googleApi';

export interface IamPolicy {
  bindings?: { role: string; members?: string[] }[];
}

/** The project's IAM policy (version 3: conditional bindings included). */
export const projectPolicy = (google: GoogleApi, projectId: string): Promise<GoogleAnswer<IamPolicy>> =>
  google.post<IamPolicy>('cloudresourcemanager', `v1/projects/${projectId}:getIamPolicy`, { options: { requestedPolicyVersion: 3 } });

/** The IAM policy on one service account (who may act as it, sign as it). */
export const serviceAccountPolicy = (google: GoogleApi, projectId: string, email: string): Promise<GoogleAnswer<IamPolicy>> =>
  google.post<IamPolicy>('iam', `v1/projects/${projectId}/serviceAccounts/${email}:getIamPolicy`);

/** The roles of `roles` that `member` holds in `policy`. */
export const rolesOf = (policy: IamPolicy, member: string, roles: readonly string[]): string[] =>
  (policy.bindings ?? [])
    .filter((binding) => roles.includes(binding.role) && (binding.members ?? []).includes(member))
    .map((binding) => binding.role);

/** The project's number, which the default service accounts' addresses carry. */
export async function projectNumber(google: GoogleApi, projectId: string): Promise<GoogleAnswer<string>> {
  const project = await google.get<{ projectNumber?: string }>('cloudresourcemanager', `v1/projects/${projectId}`);
  if (!project.ok) return project;
  return { ok: true, status: project.status, body: project.body.projectNumber ?? '' };
}

/** The broad roles that hold every permission a narrower one below grants. */
export const BROAD_ROLES = ['roles/owner', 'roles/editor'] as const;
