/**
 * The seller lead the valuation page makes (docs/product/valuation.md#the-seller-lead): who the
 * owner is, what they agreed to, and the valuation they asked for, which the server makes again
 * and stores with the lead (nothing the page says of the estimate is taken on trust).
 */
import { boolean, object, string, type InferType } from 'yup';
import { leadEmail, leadName, optionalText } from '../shared/fields';
import { atMost } from '../shared/textLimits';
import type { Consent } from '../clients/clientAccount';
import type { ValuationConfidence } from './valuationEstimate';
import { valuationRequestSchema, type ValuationRequest } from './valuationRequest';
import type { ValuationSubject } from './valuationSubject';
import { HOME_VALUE_TEXTS } from './homeValueTexts';

export const homeValueLeadSchema = object({
  name: leadName,
  email: leadEmail,
  phone: optionalText().max(...atMost('phone', 'Phone')),
  followUpConsent: boolean().typeError(HOME_VALUE_TEXTS.consentType).default(false),
  reportConsent: boolean().typeError(HOME_VALUE_TEXTS.consentType).default(false),
  valuation: valuationRequestSchema.required(),
});
export type HomeValueLeadInput = InferType<typeof homeValueLeadSchema>;

export const agentOpinionSchema = object({ token: string().required('A link’s token is required').max(500) });

/** What the lead keeps of the valuation: the home, the estimate as the server made it, and the owner's consents in the words they saw. */
export interface HomeValuation {
  home: ValuationSubject;
  listingId?: ValuationRequest['listingId'];
  /** The day the estimate was made for. */
  asOf: string;
  estimate:
    | { kind: 'estimate'; value: number; low: number; high: number; confidence: ValuationConfidence; comparableIds: string[] }
    | { kind: 'tooFew' | 'optedOut' };
  consents: { followUp: Consent; report: Consent };
  /** When the owner asked for an agent's opinion, ISO 8601. */
  agentOpinionAskedAt?: string;
}

/** POST /api/valuations/leads answers 201 with the lead's id and the owner's token for "Get an agent's opinion". */
export interface HomeValueLeadCreated {
  id: string;
  opinionToken: string;
}
