/**
 * How long a request may wait on the services behind it (Firestore, Auth, Storage, the mail
 * server) before it answers 503 instead: the one place these numbers live. A hung dependency then
 * costs a visitor seconds, not the platform's 60-second timeout, and frees the instance's slot.
 */
export const DEADLINES_MS = {
  /** A read: an API GET, and the data of a page render. */
  read: 5_000,
  /** A write (a lead, an edit, a sign-in), which may wait on a transaction. */
  write: 8_000,
  /**
   * An upload: camera photos decoded, encoded in every web size and stored (the dashboard sends one
   * per request), answered before Hosting ends the request at 60 s.
   */
  upload: 50_000,
  /**
   * A lead export's download, and GET /leads/export, which waits up to 40 s for its export to be
   * prepared (leadExportsRouter) before the download: all within Hosting's 60 s. A staff member's
   * deactivation too, which hands over their open records one by one.
   */
  export: 55_000,
  /** Each dependency's check in GET /api/health, all at once. */
  healthCheck: 2_000,
} as const;

/** How long each kind of request may wait: DEADLINES_MS in production, patient ones in the api tests (AppConfig). */
export type RequestDeadlines = Record<Exclude<keyof typeof DEADLINES_MS, 'healthCheck'>, number>;

/** What a 503 tells the client to wait before trying again (`Retry-After`, seconds). */
export const RETRY_AFTER_SECONDS = 10;

/** A wait that passed its deadline: the service behind it did not answer in time (a 503, not a 500). */
export class DeadlineExceeded extends Error {
  constructor(readonly deadlineMs: number) {
    super(`No answer within ${deadlineMs} ms`);
    this.name = 'DeadlineExceeded';
  }
}

/** A service that could not be reached at all (the connection refused, reset or cut): a 503 too, which a retry may get past. */
export class ServiceUnreachable extends Error {
  constructor(service: string, options?: ErrorOptions) {
    super(`${service} could not be reached`, options);
    this.name = 'ServiceUnreachable';
  }
}

/** `work`, or a DeadlineExceeded after `deadlineMs`; the work itself goes on, its outcome unheard. */
export function withDeadline<T>(work: Promise<T>, deadlineMs: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new DeadlineExceeded(deadlineMs)), deadlineMs);
  });
  return Promise.race([work, deadline]).finally(() => clearTimeout(timer));
}

/** gRPC's DEADLINE_EXCEEDED and UNAVAILABLE, as Firestore's client raises them. */
const UNAVAILABLE_GRPC_CODES = new Set([4, 14]);
/** The Admin SDK's own "could not reach the service" errors (Auth, Storage's metadata calls). */
const UNAVAILABLE_APP_CODES = new Set(['app/network-error', 'app/network-timeout']);

/** A failure of a service behind the api (it did not answer), which a retry may get past: a 503, not a 500. */
export function isUnavailable(err: unknown): boolean {
  if (err instanceof DeadlineExceeded || err instanceof ServiceUnreachable) return true;
  const code = (err as { code?: unknown } | null)?.code;
  return typeof code === 'number' ? UNAVAILABLE_GRPC_CODES.has(code) : typeof code === 'string' && UNAVAILABLE_APP_CODES.has(code);
}
