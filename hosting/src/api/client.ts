import { isAppCheckRefusal } from '@estate/domain';

/**
 * The one API client (docs/product/api.md#api): cookies always sent, no HTTP caching, JSON in and out, and
 * any non-2xx raised as `Error('{status}: {body or status text}')`.
 */
export class ApiRequestError extends Error {
  constructor(
    readonly status: number,
    readonly body: string,
    statusText: string,
  ) {
    super(`${status}: ${body || statusText}`);
    this.name = 'ApiRequestError';
  }

  /** The server's `{message}` when it sent one. */
  get serverMessage(): string | undefined {
    const { message } = this.fields;
    return typeof message === 'string' ? message : undefined;
  }

  /** The server's `{code}` when it sent one (ApiError). */
  get code(): unknown {
    return this.fields.code;
  }

  private get fields(): { message?: unknown; code?: unknown } {
    try {
      const parsed: unknown = JSON.parse(this.body);
      return typeof parsed === 'object' && parsed !== null ? parsed : {};
    } catch {
      return {};
    }
  }
}

/** The API refused a visitor's form for its App Check token (docs/product/leads.md#app-check). */
export const isAppCheckRefused = (error: unknown) =>
  error instanceof ApiRequestError && error.status === 401 && isAppCheckRefusal(error.code);

/** docs/product/api.md#errors: the server's `message` when the call failed with one, else the fallback text. */
export function errorMessage(error: unknown, fallback: string): string {
  return (error instanceof ApiRequestError && error.serverMessage) || fallback;
}

async function throwIfNotOk(response: Response): Promise<void> {
  if (!response.ok) throw new ApiRequestError(response.status, await response.text(), response.statusText);
}

/** App Check's header, from a module of its own: no page needs it before a form is used. */
const appCheckHeader = async (fresh: boolean) => (await import('./appCheck')).appCheckHeader(fresh);

export interface RequestOptions {
  headers?: Record<string, string>;
  /**
   * A visitor's form (docs/product/leads.md#app-check): the request carries the App Check token, and is
   * sent once more with a fresh one when the API refuses the token (expired on the way, or kept
   * from before the api's last start on the local stack).
   */
  appCheck?: boolean;
}

/** A request whose answer the caller reads (JSON, a file, headers): a non-2xx is raised. */
export async function apiRequest(method: string, url: string, body?: unknown, { headers = {}, appCheck = false }: RequestOptions = {}) {
  const send = async (freshToken: boolean) => {
    const response = await fetch(url, {
      method,
      credentials: 'include',
      cache: 'no-store',
      headers: {
        ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
        ...headers,
        ...(appCheck ? await appCheckHeader(freshToken) : {}),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    await throwIfNotOk(response);
    return response;
  };
  try {
    return await send(false);
  } catch (error) {
    if (appCheck && isAppCheckRefused(error)) return send(true);
    if (await stepUp.confirm?.(error)) return send(false);
    throw error;
  }
}

/**
 * The dashboard's step-up prompt (features/staff/factors), set once the dashboard loads: a risky
 * action's 401 (step_up_required) is confirmed with a second factor, then the same request is sent again.
 */
export const stepUp: { confirm?: (error: unknown) => Promise<boolean> } = {};

/**
 * A request whose answer only matters by its status. The body is cancelled: an unread body keeps
 * the browser's request open, and a page that waits for the network to settle never would.
 */
export async function apiCall(method: string, url: string, body?: unknown, options?: RequestOptions): Promise<void> {
  const response = await apiRequest(method, url, body, options);
  await response.body?.cancel();
}

/** A request whose answer is JSON, read as `Result`. */
export async function sendJson<Result>(
  method: 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  url: string,
  body?: unknown,
  options?: RequestOptions,
): Promise<Result> {
  return (await (await apiRequest(method, url, body, options)).json()) as Result;
}

/** A GET of JSON; with `nullOn401`, a 401 (signed out) answers null instead of failing; `signal` aborts it. */
export function getJson<T>(url: string, options?: { signal?: AbortSignal }): Promise<T>;
export function getJson<T>(url: string, options: { nullOn401: true; signal?: AbortSignal }): Promise<T | null>;
export async function getJson<T>(
  url: string,
  { nullOn401 = false, signal }: { nullOn401?: boolean; signal?: AbortSignal } = {},
): Promise<T | null> {
  const response = await fetch(url, { credentials: 'include', cache: 'no-store', signal });
  if (nullOn401 && response.status === 401) {
    await response.body?.cancel();
    return null;
  }
  await throwIfNotOk(response);
  return (await response.json()) as T;
}
