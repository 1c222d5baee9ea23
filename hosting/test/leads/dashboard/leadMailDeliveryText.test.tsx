import { VISITOR_EMAIL_LIMIT_REASON } from '@estate/domain';
import { leadMailDeliveryText } from '@/features/leads/dashboard/leadMailDeliveryText';

describe("a lead's email delivery, in words", () => {
  it('says when it was sent, and after how many tries when one failed', () => {
    expect(leadMailDeliveryText({ state: 'sent', attempts: 1, sentAt: '2026-11-24T15:05:00Z' })).toBe('Sent November 24, 2026 at 10:05 AM');
    expect(leadMailDeliveryText({ state: 'sent', attempts: 3, sentAt: '2026-11-24T15:05:00Z' })).toBe(
      'Sent November 24, 2026 at 10:05 AM after 3 tries',
    );
  });

  it('says why it is still queued, and why it failed for good', () => {
    expect(leadMailDeliveryText({ state: 'queued', attempts: 0 })).toBe('Queued');
    expect(leadMailDeliveryText({ state: 'queued', attempts: 2, lastError: 'connect ECONNREFUSED 127.0.0.1:1025' })).toBe(
      'Queued: 2 tries failed so far (connect ECONNREFUSED 127.0.0.1:1025); trying again',
    );
    expect(leadMailDeliveryText({ state: 'failed', attempts: 1, lastError: '550 5.1.1 User unknown' })).toBe(
      'Failed after 1 try: 550 5.1.1 User unknown',
    );
  });

  it('says why an email was never sent', () => {
    expect(leadMailDeliveryText({ state: 'skipped', attempts: 0, reason: VISITOR_EMAIL_LIMIT_REASON })).toBe(
      'Not sent: This address already had 3 emails from the site today (the limit for addresses nobody has verified)',
    );
  });
});
