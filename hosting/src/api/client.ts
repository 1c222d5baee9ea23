/**
 * The one API client (docs/product.md#api): cookies always sent, no HTTP caching, JSON in and out, and
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
    try {
      const parsed: unknown = JSON.parse(this.body);
      return typeof parsed === 'object' && parsed !== null && 'message' in parsed && typeof parsed.message === 'string'
        ? parsed.message
        : undefined;
    } catch {
      return undefined;
    }
  }
}

/** docs/product.md#errors: the server's `message` when the call failed with one, else the fallback text. */
export function errorMessage(error: unknown, fallback: string): string {
  return (error instanceof ApiRequestError && error.serverMessage) || fallback;
}

async function throwIfNotOk(response: Response): Promise<void> {
  if (!response.ok) throw new ApiRequestError(response.status, await response.text(), response.statusText);
}

/** A request whose answer the caller reads (JSON, a file, headers): a non-2xx is raised. */
export async function apiRequest(method: string, url: string, body?: unknown, headers: Record<string, string> = {}): Promise<Response> {
  const response = await fetch(url, {
    method,
    credentials: 'include',
    cache: 'no-store',
    headers: body === undefined ? headers : { 'Content-Type': 'application/json', ...headers },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  await throwIfNotOk(response);
  return response;
}

/**
 * A request whose answer only matters by its status. The body is cancelled: an unread body keeps
 * the browser's request open, and a page that waits for the network to settle never would.
 */
export async function apiCall(method: string, url: string, body?: unknown, headers: Record<string, string> = {}): Promise<void> {
  const response = await apiRequest(method, url, body, headers);
  await response.body?.cancel();
}

/** A request whose answer is JSON, read as `Result`. */
export async function sendJson<Result>(method: 'POST' | 'PUT' | 'PATCH' | 'DELETE', url: string, body?: unknown): Promise<Result> {
  return (await (await apiRequest(method, url, body)).json()) as Result;
}

/** A GET of JSON; with `nullOn401`, a 401 (signed out) answers null instead of failing. */
export function getJson<T>(url: string): Promise<T>;
export function getJson<T>(url: string, options: { nullOn401: true }): Promise<T | null>;
export async function getJson<T>(url: string, { nullOn401 = false } = {}): Promise<T | null> {
  const response = await fetch(url, { credentials: 'include', cache: 'no-store' });
  if (nullOn401 && response.status === 401) {
    await response.body?.cancel();
    return null;
  }
  await throwIfNotOk(response);
  return (await response.json()) as T;
}
