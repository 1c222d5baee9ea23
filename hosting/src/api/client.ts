/**
 * The one API client (SPEC §7): cookies always sent, no HTTP caching, JSON in and out, and
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

/** SPEC §8: the server's `message` when the call failed with one, else the fallback text. */
export function errorMessage(error: unknown, fallback: string): string {
  return (error instanceof ApiRequestError && error.serverMessage) || fallback;
}

async function throwIfNotOk(response: Response): Promise<void> {
  if (!response.ok) throw new ApiRequestError(response.status, await response.text(), response.statusText);
}

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

export async function getJson<T>(url: string, { nullOn401 = false } = {}): Promise<T | null> {
  const response = await fetch(url, { credentials: 'include', cache: 'no-store' });
  if (nullOn401 && response.status === 401) return null;
  await throwIfNotOk(response);
  return (await response.json()) as T;
}
