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
import { valuationRequestSchema, VALUATIONS_PATH, type ValuationRequest } from './valuationRequest';
import type { ValuationSubject } from './valuationSubject';

export const HOME_VALUE_LEADS_PATH = `${VALUATIONS_PATH}/leads`;
/** POST { token }: the owner asks for an agent's opinion, from the page or the monthly report. */
export const AGENT_OPINIONS_PATH = `${VALUATIONS_PATH}/opinions`;

export const HOME_VALUE_TEXTS = {
  pageTitle: 'What is my home worth?',
  followUpConsent: 'An agent of Queen City Estates may contact me about selling this home.',
  reportConsent:
    'Email me a monthly report of my home’s estimated value and the sales and listings around it. Queen City Estates notes when I open it. I can unsubscribe at any time.',
  saved: 'Your estimate is saved. We have sent a copy to your email.',
  agentOpinion: 'Get an agent’s opinion',
  opinionAsked: 'Thank you. An agent will contact you about your home’s value.',
  consentType: 'Consent must be yes or no',
  /** POST /api/valuations/opinions with a token that is not one the server signed (400), or of a lead deleted since (404). */
  opinionLinkInvalid: 'This link is not valid: ask for an agent’s opinion from the valuation page again.',
  opinionLeadGone: 'This valuation is no longer on file: ask for an agent’s opinion from the valuation page again.',
  /** The lead's timeline when the owner asks. */
  opinionActivity: 'The owner asked for an agent’s opinion of the home’s value',
} as const;

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
