import { Router } from 'express';
import {
  type AppCheckVerifier,
  type AppConfig,
  isDocumentId,
  noStore,
  notFound,
  perClientPerMinute,
  requireAppCheck,
  requireStaff,
} from '../platform';
import type { Store } from 'express-rate-limit';
import type { FeedbackService } from './feedbackService';

export interface FeedbackRouterDeps {
  feedback: FeedbackService;
  /** Counts answers per client address (a shared Firestore counter). */
  feedbackLimits: Store;
  config: Pick<AppConfig, 'perClientLimitPerMinute'>;
  /** Verifies the answer's App Check token (docs/product/leads.md#app-check). */
  appCheck: AppCheckVerifier;
}

/** Answers one address may send a minute: more is a script. */
export const ANSWERS_PER_MINUTE = 20;

/**
 * /api/feedback?token=…: public, the signed token is the permission. GET says what the link is
 * about and changes nothing (a link scanner answers for nobody); POST records the answer, sent from
 * the site's form with its App Check token.
 * /api/properties/:id/feedback: a listing's answers, for staff.
 */
export function feedbackRouter({ feedback, feedbackLimits, config, appCheck }: FeedbackRouterDeps): Router {
  const router = Router();
  router.use('/feedback', noStore);

  router.get('/feedback', async (req, res) => {
    res.json(await feedback.preview(req.query.token));
  });

  router.post('/feedback', requireAppCheck(appCheck), perClientPerMinute(ANSWERS_PER_MINUTE, config, feedbackLimits), async (req, res) => {
    res.json(await feedback.answer(req.query.token, req.body));
  });

  router.get('/properties/:id/feedback', noStore, requireStaff, async (req, res) => {
    const id = String(req.params.id);
    if (!isDocumentId(id)) throw notFound('Property not found');
    res.json(await feedback.ofListing(id));
  });

  return router;
}
