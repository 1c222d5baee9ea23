import type { PersonalDataSection } from '../clients';
import type { FeedbackRepository } from './feedbackRepository';

/** The feedback asked of a client's address and what they answered, in their export; erased with the account. */
export const feedbackPersonalData = (feedback: Pick<FeedbackRepository, 'ofEmail' | 'eraseEmail'>): PersonalDataSection => ({
  name: 'visitFeedback',
  async export({ email }) {
    const records = await feedback.ofEmail(email);
    return records.map(({ visit, listingTitle, endsAt, state, rating, comment, answeredAt }) => ({
      visit,
      listingTitle,
      visitedAt: endsAt,
      state,
      ...(rating ? { rating } : {}),
      ...(comment ? { comment } : {}),
      ...(answeredAt ? { answeredAt } : {}),
    }));
  },
  erase: ({ email }) => feedback.eraseEmail(email),
});
