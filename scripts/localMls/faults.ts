/**
 * The fault switches: what the next requests to a part of the server answer instead of their
 * answer, so a test can put an importer through what real sources do. Faults of one target apply
 * in the order they were added, each to `count` requests after `afterRequests` have passed.
 */
export type FaultKind =
  /** 429 with Retry-After. */
  | 'tooManyRequests'
  /** 500. */
  | 'serverError'
  /** No answer until the hung requests are released or the server closes. */
  | 'hang'
  /** Every token issued expires, this request's included: a token that expires mid-load. */
  | 'expireTokens';

/** The parts of the server: the resource (`/Property`), the token endpoint, the photos. */
export type FaultTarget = 'api' | 'token' | 'media';

export interface FaultSpec {
  kind: FaultKind;
  target?: FaultTarget;
  /** How many requests it answers (1 unless said). */
  count?: number;
  /** How many requests of its target pass untouched first (0 unless said). */
  afterRequests?: number;
  /** A 429's Retry-After, in seconds (1 unless said). */
  retryAfterS?: number;
}

export const FAULT_KINDS: readonly FaultKind[] = ['tooManyRequests', 'serverError', 'hang', 'expireTokens'];
export const FAULT_TARGETS: readonly FaultTarget[] = ['api', 'token', 'media'];

interface Pending {
  kind: FaultKind;
  target: FaultTarget;
  left: number;
  skip: number;
  retryAfterS: number;
}

export class Faults {
  private pending: Pending[] = [];

  add({ kind, target = 'api', count = 1, afterRequests = 0, retryAfterS = 1 }: FaultSpec): void {
    if (!FAULT_KINDS.includes(kind)) throw new Error(`No fault is called ${String(kind)}: ${FAULT_KINDS.join(', ')}`);
    if (!FAULT_TARGETS.includes(target)) throw new Error(`No fault target is called ${String(target)}: ${FAULT_TARGETS.join(', ')}`);
    this.pending.push({ kind, target, left: count, skip: afterRequests, retryAfterS });
  }

  clear(): void {
    this.pending = [];
  }

  /** The fault this request of `target` meets, if any: it counts the request either way. */
  take(target: FaultTarget): Pick<Pending, 'kind' | 'retryAfterS'> | undefined {
    const fault = this.pending.find((candidate) => candidate.target === target);
    if (!fault) return undefined;
    if (fault.skip > 0) {
      fault.skip--;
      return undefined;
    }
    fault.left--;
    if (fault.left <= 0) this.pending.splice(this.pending.indexOf(fault), 1);
    return { kind: fault.kind, retryAfterS: fault.retryAfterS };
  }

  /** The faults still to come, for the control surface. */
  list(): FaultSpec[] {
    return this.pending.map(({ kind, target, left, skip, retryAfterS }) => ({
      kind,
      target,
      count: left,
      afterRequests: skip,
      retryAfterS,
    }));
  }
}
