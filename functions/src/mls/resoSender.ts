import type { MlsClock } from './mlsClock';
import { MlsDeadlineReached, MlsRequestFailed } from './mlsErrors';
import type { RequestPacer } from './requestPacer';
import { retryAfterMs, retryDelayMs, type BackoffPolicy, DEFAULT_BACKOFF } from './retryDelay';

/** A source's answer, its body read whole (within the request's timeout). */
export interface SourceAnswer {
  status: number;
  body: Buffer;
  headers: Headers;
}

export interface SenderOptions {
  fetch: typeof fetch;
  clock: MlsClock;
  pacer: RequestPacer;
  random: () => number;
  /** A request (answer and body) that takes longer is abandoned and tried again. */
  requestTimeoutMs: number;
  /** No request starts at or after this instant, nor does a back-off wait past it. */
  deadlineAt: number;
  /** Tries of one request, the first included. */
  maxAttempts: number;
  backoff?: BackoffPolicy;
  /** Called as each request starts: the run counts them. */
  onRequest?: () => void;
}

/** The answers worth trying again: the source is busy (429) or failing (5xx). */
const isTransient = (status: number) => status === 429 || status >= 500;

class Abandoned extends Error {}

/**
 * Sends requests to a source in its pace, each abandoned after its timeout, and tries again a
 * 429, a 5xx, a timeout or a network failure with back-off (Retry-After honoured) until
 * `maxAttempts`; any other answer is the caller's. Never starts a request, nor waits, past the deadline.
 */
export function resoSender(options: SenderOptions) {
  const { clock, pacer, deadlineAt } = options;
  const backoff = options.backoff ?? DEFAULT_BACKOFF;

  async function once(url: string, init: RequestInit): Promise<SourceAnswer> {
    const done = new AbortController();
    const controller = new AbortController();
    void clock.timeout(options.requestTimeoutMs, done.signal).then(() => controller.abort(new Abandoned()));
    try {
      const response = await options.fetch(url, { ...init, signal: controller.signal });
      const body = Buffer.from(await response.arrayBuffer());
      return { status: response.status, body, headers: response.headers };
    } catch (error) {
      throw controller.signal.aborted ? new Abandoned() : error;
    } finally {
      done.abort();
    }
  }

  return {
    async send(url: string, init: RequestInit = {}): Promise<SourceAnswer> {
      let lastProblem = '';
      let lastStatus: number | undefined;
      for (let attempt = 0; attempt < options.maxAttempts; attempt += 1) {
        let waitAtLeast: number | undefined;
        try {
          const answer = await pacer.run(() => {
            // Checked when its turn has come: the pace's wait may have taken it past the deadline.
            if (clock.now() >= deadlineAt) throw new MlsDeadlineReached();
            options.onRequest?.();
            return once(url, init);
          });
          if (!isTransient(answer.status)) return answer;
          lastProblem = `HTTP ${answer.status}`;
          lastStatus = answer.status;
          waitAtLeast = retryAfterMs(answer.headers.get('retry-after'), clock.now());
        } catch (error) {
          if (error instanceof MlsDeadlineReached) throw error;
          lastProblem = error instanceof Abandoned ? 'timed out' : (error as Error).message;
          lastStatus = undefined;
        }
        if (attempt + 1 >= options.maxAttempts) break;
        const wait = retryDelayMs(attempt, options.random, waitAtLeast, backoff);
        if (clock.now() + wait >= deadlineAt) throw new MlsDeadlineReached();
        await clock.sleep(wait);
      }
      throw new MlsRequestFailed(`${new URL(url).pathname}: ${lastProblem} after ${options.maxAttempts} tries`, lastStatus);
    },
  };
}

export type ResoSender = ReturnType<typeof resoSender>;
