import type { GoogleApi } from '../google/googleApi';
import type { Missing } from './preflightCheck';
import { unreadable } from './unreadable';

/** The parameter that holds the project's Web API key (Identity Toolkit sign-in). */
export const WEB_API_KEY = 'WEB_API_KEY';

interface WebApps {
  apps?: { appId: string; displayName?: string; state?: string }[];
}

/**
 * WEB_API_KEY is missing: the fix names the key itself, read from the project's first web app
 * (the key the Firebase console shows in Project settings), or the command that makes a web app.
 */
export async function webApiKeyOf(google: GoogleApi, projectId: string, setKey: (key: string) => string): Promise<Missing> {
  const item = `${WEB_API_KEY} is not set: staff sign-in answers 503 without it`;
  const apps = await google.get<WebApps>('firebase', `v1beta1/projects/${projectId}/webApps`);
  if (!apps.ok) return unreadable(`${item}; the project's web apps`, apps, projectId);
  const app = (apps.body.apps ?? []).find((candidate) => candidate.state !== 'DELETED');
  if (!app) {
    return {
      item: `${item}, and the project has no web app to take it from`,
      fix: `npx firebase apps:create web 'Queen City Estates' --project ${projectId}   (then run the preflight again: it prints the key's line)`,
    };
  }
  const config = await google.get<{ apiKey?: string }>('firebase', `v1beta1/projects/${projectId}/webApps/${app.appId}/config`);
  if (!config.ok) return unreadable(`${item}; the web app's configuration`, config, projectId);
  if (!config.body.apiKey)
    return {
      item: `${item}, and the web app ${app.appId} has no API key`,
      fix: 'Firebase console → Project settings → General: add a Web API key',
    };
  return { item, fix: setKey(config.body.apiKey) };
}
