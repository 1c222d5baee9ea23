import { useCallback, useEffect, useRef, useState } from 'react';
import type { CheckInInput } from '@estate/domain';
import { ApiRequestError, errorMessage, isAppCheckRefused } from '@/api/client';
import { sendCheckIn } from './api/sendCheckIn';
import { checkInQueue } from './checkInQueue';

/**
 * What the last check-in came to, for the page to announce: sent, kept on the device (no
 * connection, or App Check could not confirm it came from the site: tried again), or refused.
 */
export type CheckInOutcome =
  { kind: 'sent'; message: string } | { kind: 'kept' } | { kind: 'unconfirmed' } | { kind: 'refused'; message: string };

/**
 * How often waiting check-ins are tried again while the page is open: the 'online' event alone
 * misses a connection that comes back before the server answers (or a 429, a 5xx), and a tablet at
 * the door may sit unattended.
 */
const RETRY_MS = 5000;

/** How long one try may wait for its answer before the queue moves on to the next try. */
const SEND_TIMEOUT_MS = 15_000;
/** Rejects after `ms`: a request hung by a lost connection must not hold the queue (the key makes a late answer harmless). */
const unanswered = (ms: number) => new Promise<never>((_, reject) => window.setTimeout(() => reject(new Error('No answer in time')), ms));

/**
 * The server answered, and will answer the same again: keeping it would block the queue. 429 and
 * 5xx are worth another try, and so is App Check's refusal (the next try has a fresh token).
 */
const isFinal = (error: unknown) =>
  error instanceof ApiRequestError && error.status < 500 && error.status !== 429 && !isAppCheckRefused(error);

/**
 * The door's check-ins: each is kept on the device first, then sent; while the connection is down
 * they wait there, and go (oldest first, each under its own key) when it returns. `pending` is how
 * many wait.
 */
export function useCheckInQueue(openHouseId: string) {
  const [queue] = useState(() => checkInQueue());
  const sending = useRef(false);
  const [pending, setPending] = useState(() => queue.of(openHouseId).length);
  const [outcome, setOutcome] = useState<CheckInOutcome>();

  const flush = useCallback(async () => {
    // navigator.onLine is not asked (it may lag behind the connection): a try that fails costs
    // nothing and keeps the check-in for the next one.
    if (sending.current) return;
    sending.current = true;
    try {
      // Oldest first, until none is left (one kept meanwhile is sent too) or the connection fails again.
      for (let item = queue.of(openHouseId)[0]; item; item = queue.of(openHouseId)[0]) {
        try {
          const answer = await Promise.race([sendCheckIn(item.openHouseId, item.checkIn, item.key), unanswered(SEND_TIMEOUT_MS)]);
          queue.remove(item.key);
          setOutcome({ kind: 'sent', message: answer.message });
        } catch (error) {
          if (isAppCheckRefused(error)) setOutcome({ kind: 'unconfirmed' });
          if (!isFinal(error)) break;
          queue.remove(item.key);
          setOutcome({ kind: 'refused', message: errorMessage(error, 'This check-in was refused.') });
        }
      }
    } finally {
      sending.current = false;
      setPending(queue.of(openHouseId).length);
    }
  }, [openHouseId, queue]);

  useEffect(() => {
    void flush();
    const online = () => void flush();
    window.addEventListener('online', online);
    const retry = window.setInterval(online, RETRY_MS);
    return () => {
      window.removeEventListener('online', online);
      window.clearInterval(retry);
    };
  }, [flush]);

  const submit = useCallback(
    async (checkIn: CheckInInput) => {
      queue.add({ key: crypto.randomUUID(), openHouseId, checkIn });
      setPending(queue.of(openHouseId).length);
      setOutcome({ kind: 'kept' });
      await flush();
    },
    [flush, openHouseId, queue],
  );

  return { pending, outcome, submit };
}
