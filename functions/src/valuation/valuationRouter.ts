import { Router } from 'express';
import type { Store } from 'express-rate-limit';
import {
  AGENT_OPINIONS_PATH,
  HOME_VALUE_LEADS_PATH,
  VALUATION_ADDRESSES_PATH,
  valuationAddressQuerySchema,
  valuationRequestSchema,
  VALUATIONS_PATH,
} from '@estate/domain';
import { LEADS_PER_MINUTE } from '../leads';
import {
  apiRoute,
  noStore,
  perClientPerMinute,
  publicCache,
  requireAppCheck,
  validated,
  type AppCheckVerifier,
  type AppConfig,
} from '../platform';
import type { HomeValueLeadService } from './homeValueLeadService';
import type { ValuationService } from './valuationService';

/** Estimates a client may ask a minute: the page asks again at each comparable dropped or added. */
export const VALUATIONS_PER_MINUTE = 60;

export interface ValuationRouterDeps {
  valuations: ValuationService;
  homeValueLeads: HomeValueLeadService;
  config: AppConfig;
  /** Verifies a visitor's form's App Check token (docs/product/leads.md#app-check). */
  appCheck: AppCheckVerifier;
  /** Where estimates per client are counted. */
  valuationLimits: Store;
  /**
   * Where lead submissions per client are counted: the seller lead and the opinion count with the
   * other forms' leads (the same prefix), through a store of their own (express-rate-limit refuses
   * one store under two limiters).
   */
  homeValueSubmissionLimits: Store;
}

/**
 * The home valuation's public routes (docs/product/api.md#api): the estimate, the address match,
 * the seller lead and the agent's opinion. The posts are a visitor's forms, as POST /api/leads is:
 * App Check, then the per-client limit; nothing they answer is cached.
 */
export function valuationRouter({
  valuations,
  homeValueLeads,
  config,
  appCheck,
  valuationLimits,
  homeValueSubmissionLimits,
}: ValuationRouterDeps) {
  const router = Router();
  const form = (perMinute: number, store: Store) => [noStore, requireAppCheck(appCheck), perClientPerMinute(perMinute, config, store)];
  // One limiter for both: a store serves one limiter.
  const submission = form(LEADS_PER_MINUTE, homeValueSubmissionLimits);

  router.post(apiRoute(VALUATIONS_PATH), ...form(VALUATIONS_PER_MINUTE, valuationLimits), async (req, res) => {
    res.json(await valuations.estimate(await validated(valuationRequestSchema, req.body)));
  });

  // The same text answers the same public homes to anyone: cached as the public reads are.
  router.get(apiRoute(VALUATION_ADDRESSES_PATH), publicCache, async (req, res) => {
    const { q } = await validated(valuationAddressQuerySchema, req.query);
    res.json(await valuations.addresses(q));
  });

  // A retry with the same Idempotency-Key answers what the first request did: 201, the same id and token.
  router.post(apiRoute(HOME_VALUE_LEADS_PATH), ...submission, async (req, res) => {
    res.status(201).json(await homeValueLeads.submit(req.body, req.get('Idempotency-Key')));
  });

  router.post(apiRoute(AGENT_OPINIONS_PATH), ...submission, async (req, res) => {
    res.json(await homeValueLeads.askOpinion(req.body));
  });

  return router;
}
