import { createHash } from 'node:crypto';
import { Timestamp, type Firestore, type Transaction } from 'firebase-admin/firestore';
import { VISITOR_EMAILS_PER_ADDRESS_PER_DAY } from '@estate/domain';

/**
 * visitorEmailCounts/{sha256(mailbox@day)}: how many emails one mailbox that nobody has verified
 * was promised on one UTC day (VISITOR_EMAILS_PER_ADDRESS_PER_DAY), whatever sets them off: a
 * lead's visitor email (the market report among them), an RSVP's confirmation, a check-in's
 * feedback request. `expiresAt` is its TTL field (firestore.indexes.json).
 */
export const VISITOR_EMAIL_COUNTS = 'visitorEmailCounts';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * One mailbox however its address is written: any case, and without a `+tag` (most providers
 * deliver user+anything@ to user@), so the daily share cannot be multiplied by spelling.
 */
export const mailboxOf = (email: string) => {
  const [local = '', domain = ''] = email
    .trim()
    .toLowerCase()
    .split(/@(?=[^@]*$)/);
  return `${local.replace(/\+.*$/, '')}@${domain}`;
};

/** A mailbox's share of today's emails, as read in a transaction. */
export interface MailboxShare {
  /** Whether the mailbox has an email left today. */
  readonly allowed: boolean;
  /** Counts the email in the transaction the share was read in (nothing when not allowed). */
  take(): void;
}

/**
 * The per-mailbox daily cap on emails to addresses nobody has verified, so that no form makes the
 * agency write to anyone at will. Counted across every function instance.
 */
export interface VisitorMailbox {
  /** Counts one email to `email`'s mailbox today; false, counting nothing, when its share is used up. */
  take(email: string): Promise<boolean>;
  /**
   * take() inside the caller's transaction, in its two steps: the read here, before the
   * transaction writes anything, and the count (`take()` on the share) once the caller writes.
   */
  shareIn(transaction: Transaction, email: string): Promise<MailboxShare>;
}

export function firestoreVisitorMailbox(db: Firestore, now: () => number = Date.now): VisitorMailbox {
  const counts = db.collection(VISITOR_EMAIL_COUNTS);

  async function shareIn(transaction: Transaction, email: string): Promise<MailboxShare> {
    const day = Math.floor(now() / DAY_MS);
    const ref = counts.doc(
      createHash('sha256')
        .update(`${mailboxOf(email)}@${day}`)
        .digest('hex'),
    );
    const count = ((await transaction.get(ref)).get('count') as number | undefined) ?? 0;
    const allowed = count < VISITOR_EMAILS_PER_ADDRESS_PER_DAY;
    return {
      allowed,
      take() {
        // Kept a day past its own: TTL deletion runs within about a day, never early.
        if (allowed) transaction.set(ref, { count: count + 1, expiresAt: Timestamp.fromMillis((day + 2) * DAY_MS) });
      },
    };
  }

  return {
    shareIn,
    take: (email) =>
      db.runTransaction(async (transaction) => {
        const share = await shareIn(transaction, email);
        share.take();
        return share.allowed;
      }),
  };
}
