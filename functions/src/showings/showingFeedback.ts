import { isActiveShowing, type Showing, type VisitRef } from '@estate/domain';
import type { FeedbackRequests } from '../visitFeedback';

/**
 * The feedback request follows the booking (docs/product/showings.md#feedback): asked after a confirmed
 * showing (again when it moves: the request moves with it), withdrawn when it will not happen.
 */
export async function followFeedback(feedback: FeedbackRequests, before: Showing, after: Showing): Promise<void> {
  const visit: VisitRef = { kind: 'showing', id: after.id };
  if (after.status === 'confirmed') {
    await feedback.request({
      visit,
      listingId: after.propertyId,
      listingTitle: after.listingTitle,
      leadId: after.leadId,
      name: after.visitor.name,
      email: after.visitor.email,
      endsAt: new Date(after.end),
    });
  } else if (before.status === 'confirmed' || !isActiveShowing(after.status)) {
    await feedback.withdraw(visit);
  }
}
