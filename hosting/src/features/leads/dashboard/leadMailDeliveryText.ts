import { formatReceivedAt, type LeadMailDelivery } from '@estate/domain';

const tries = (attempts: number) => (attempts === 1 ? '1 try' : `${attempts} tries`);

/** Where one of a lead's emails stands, in a sentence: 'Sent November 21, 2026 at 3:05 PM'. */
export function leadMailDeliveryText({ state, attempts, lastError, sentAt, reason }: LeadMailDelivery): string {
  switch (state) {
    case 'sent':
      return `Sent ${sentAt ? formatReceivedAt(sentAt) : ''}${attempts > 1 ? ` after ${tries(attempts)}` : ''}`.trim();
    case 'queued':
      return lastError ? `Queued: ${tries(attempts)} failed so far (${lastError}); trying again` : 'Queued';
    case 'failed':
      return `Failed after ${tries(attempts)}: ${lastError ?? 'no reason given'}`;
    case 'skipped':
      return `Not sent: ${reason ?? 'no reason given'}`;
  }
}
