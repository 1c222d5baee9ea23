// One small client for the Google APIs the deploy reads (REST, JSON). It never throws for what
// Google answers: an error comes back as an answer, so a check can say what it could not read
// and go on. Each service's origin is injectable, so the tests run the same code against a fake.
import { messageOf } from '../messageOf';

/** The services the deploy talks to, by their googleapis.com host name. */
export type GoogleService =
  | 'cloudbuild'
  | 'cloudfunctions'
  | 'cloudresourcemanager'
  | 'firebase'
  | 'firebaseappcheck'
  | 'firebasestorage'
  | 'firestore'
  | 'iam'
  | 'identitytoolkit'
  | 'recaptchaenterprise'
  | 'secretmanager'
  | 'serviceusage';

/** What Google answered: the body of a success, or the error's status, reason and message. */
export type GoogleAnswer<T> =
  | { ok: true; status: number; body: T }
  | {
      ok: false;
      /** The HTTP status; 0 when nothing answered (no network, no credentials). */
      status: number;
      /** Google's ErrorInfo reason, such as SERVICE_DISABLED, when it gave one. */
      reason?: string;
      /** The service an ErrorInfo names (the API that is disabled). */
      service?: string;
      message: string;
    };

export interface GoogleApi {
  get<T>(service: GoogleService, path: string): Promise<GoogleAnswer<T>>;
  post<T>(service: GoogleService, path: string, body?: unknown): Promise<GoogleAnswer<T>>;
}

export interface GoogleApiOptions {
  /** An OAuth access token for each request (Application Default Credentials in production). */
  accessToken: () => Promise<string>;
  /** The project whose quota the calls count against (user credentials need one named). */
  quotaProject: string;
  /** Each service's origin; https://<service>.googleapis.com unless the tests point elsewhere. */
  origin?: (service: GoogleService) => string;
  fetch?: typeof fetch;
}

const googleOrigin = (service: GoogleService) => `https://${service}.googleapis.com`;

interface GoogleErrorBody {
  error?: { code?: number; status?: string; message?: string; details?: { reason?: string; metadata?: { service?: string } }[] };
}

const reasonOf = (body: GoogleErrorBody) => body.error?.details?.find((detail) => detail.reason)?.reason;
const serviceOf = (body: GoogleErrorBody) => body.error?.details?.find((detail) => detail.metadata?.service)?.metadata?.service;

export function googleApi({ accessToken, quotaProject, origin = googleOrigin, fetch: send = fetch }: GoogleApiOptions): GoogleApi {
  async function request<T>(method: 'GET' | 'POST', service: GoogleService, path: string, body?: unknown): Promise<GoogleAnswer<T>> {
    const url = `${origin(service)}/${path}`;
    let token: string;
    try {
      token = await accessToken();
    } catch (error) {
      return { ok: false, status: 0, message: `no Google credentials: ${messageOf(error)}` };
    }
    let response: Response;
    try {
      response = await send(url, {
        method,
        headers: {
          authorization: `Bearer ${token}`,
          'x-goog-user-project': quotaProject,
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      });
    } catch (error) {
      return { ok: false, status: 0, message: `${method} ${url} did not answer: ${messageOf(error)}` };
    }
    const text = await response.text();
    const parsed = parseJson(text);
    if (response.ok) return { ok: true, status: response.status, body: (parsed ?? {}) as T };
    const error = (parsed ?? {}) as GoogleErrorBody;
    const reason = reasonOf(error);
    const disabled = serviceOf(error);
    return {
      ok: false,
      status: response.status,
      ...(reason ? { reason } : {}),
      ...(disabled ? { service: disabled } : {}),
      message: error.error?.message ?? (text.trim().slice(0, 200) || response.statusText),
    };
  }
  return {
    get: (service, path) => request('GET', service, path),
    post: (service, path, body = {}) => request('POST', service, path, body),
  };
}

function parseJson(text: string): unknown {
  try {
    return text ? JSON.parse(text) : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Follows a list's `nextPageToken` to its end; answers every item under `key`, or the first
 * error. `path` may already carry a query string.
 */
export async function listAll<T>(google: GoogleApi, service: GoogleService, path: string, key: string): Promise<GoogleAnswer<T[]>> {
  const items: T[] = [];
  let pageToken: string | undefined;
  do {
    const separator = path.includes('?') ? '&' : '?';
    const page = await google.get<Record<string, unknown>>(
      service,
      pageToken ? `${path}${separator}pageToken=${encodeURIComponent(pageToken)}` : path,
    );
    if (!page.ok) return page;
    items.push(...((page.body[key] as T[] | undefined) ?? []));
    pageToken = typeof page.body.nextPageToken === 'string' && page.body.nextPageToken ? page.body.nextPageToken : undefined;
  } while (pageToken);
  return { ok: true, status: 200, body: items };
}
