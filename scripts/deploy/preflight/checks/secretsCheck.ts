import type { Missing, PreflightCheck } from '../preflightCheck';
import { unreadable } from '../unreadable';

/**
 * Every secret the functions read has an enabled latest version in Secret Manager. A deploy
 * without one stops in non-interactive mode (and would otherwise ask for a value).
 */
export const secretsCheck: PreflightCheck = {
  name: 'secrets in Secret Manager',
  async run({ declared, google, projectId }) {
    const missing: Missing[] = [];
    const present: string[] = [];
    for (const secret of declared.secrets) {
      const fix = `npx firebase functions:secrets:set ${secret} --project ${projectId}`;
      const version = await google.get<{ state?: string }>('secretmanager', `v1/projects/${projectId}/secrets/${secret}/versions/latest`);
      if (version.ok && version.body.state === 'ENABLED') present.push(secret);
      else if (version.ok) missing.push({ item: `${secret}'s latest version is ${version.body.state ?? 'not enabled'}`, fix });
      else if (version.status === 404) missing.push({ item: `${secret} is not set`, fix });
      else missing.push(unreadable(`the secret ${secret}`, version, projectId));
    }
    return { lines: [`declared by the functions: ${declared.secrets.join(', ') || 'none'}`], missing };
  },
};
