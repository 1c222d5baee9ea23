import {
  HOME_VALUE_TEXTS,
  homeValueLeadSchema,
  homeValueSummary,
  agentOpinionSchema,
  type Consent,
  type HomeValuation,
  type HomeValueLeadCreated,
  type Lead,
  type ValuationOutcome,
} from '@estate/domain';
import { asFields, checkedIdempotencyKey, IDEMPOTENCY_KEY_REUSED, isBot, leadKey, type LeadRepository, type NewLead } from '../leads';
import { badRequest, conflict, notFound, validated, type OutgoingMail } from '../platform';
import type { OpinionTokens } from './opinionTokens';
import type { ValuationService } from './valuationService';

export interface HomeValueLeadDeps {
  valuations: Pick<ValuationService, 'valued'>;
  leads: Pick<LeadRepository, 'newId' | 'create' | 'createOnce' | 'get' | 'recordAgentOpinion'>;
  tokens: OpinionTokens;
  /** The alert of an owner's request for an agent's opinion: to the lead's owner, else to those new-lead alerts go to. */
  opinionAlert: (lead: Lead) => Promise<OutgoingMail>;
  now?: () => Date;
}

/** What the lead keeps of the outcome: the figures and the comparables' ids, not the sales themselves. */
function storedEstimate(outcome: ValuationOutcome): HomeValuation['estimate'] {
  if (outcome.kind !== 'estimate') return { kind: outcome.kind };
  const { value, low, high, confidence, comparables } = outcome;
  return { kind: 'estimate', value, low, high, confidence, comparableIds: comparables.map(({ sale }) => sale.id) };
}

/** Firestore stores no undefined: the optional facts the owner left out are not stored at all. */
const definedOnly = <T extends object>(value: T): T =>
  Object.fromEntries(Object.entries(value).filter(([, field]) => field !== undefined)) as T;

/**
 * docs/product/valuation.md#the-seller-lead: the owner's email makes a seller lead (source
 * 'home_value') holding the home, the estimate the server makes again and the consents in the words
 * the page showed; its emails go as every lead's do. The owner's token then asks an agent's
 * opinion, once.
 */
export function homeValueLeadService({ valuations, leads, tokens, opinionAlert, now = () => new Date() }: HomeValueLeadDeps) {
  const created = (id: string): HomeValueLeadCreated => ({ id, opinionToken: tokens.sign({ leadId: id }) });

  return {
    /** Stores the lead (once per Idempotency-Key) and answers its id and the owner's token; a bot's is answered alike, unstored. */
    async submit(body: unknown, idempotencyKey: string | undefined): Promise<HomeValueLeadCreated> {
      const fields = asFields(body);
      if (isBot(fields)) return created(leads.newId());
      const key = checkedIdempotencyKey(idempotencyKey);
      const input = await validated(homeValueLeadSchema, fields);
      const { outcome, asOf, listingId } = await valuations.valued(input.valuation);
      const at = now().toISOString();
      const consent = (granted: boolean, text: string): Consent => ({ granted, at, text });
      const valuation: HomeValuation = {
        home: definedOnly(input.valuation.home),
        ...(listingId ? { listingId } : {}),
        asOf,
        estimate: storedEstimate(outcome),
        consents: {
          followUp: consent(input.followUpConsent, HOME_VALUE_TEXTS.followUpConsent),
          report: consent(input.reportConsent, HOME_VALUE_TEXTS.reportConsent),
        },
      };
      const lead: NewLead = {
        name: input.name,
        email: input.email,
        ...(input.phone ? { phone: input.phone } : {}),
        source: 'home_value',
        interest: 'selling',
        message: homeValueSummary(valuation),
        valuation,
      };
      if (key === undefined) return created(await leads.create(lead));
      // The request, not the lead: a retry's estimate may differ by a sale recorded in between.
      const { keyHash, requestHash } = leadKey(input, key);
      const outcomeOfKey = await leads.createOnce(keyHash, requestHash, lead);
      if (outcomeOfKey === 'conflict') throw conflict(IDEMPOTENCY_KEY_REUSED);
      return created(outcomeOfKey.id);
    },

    /** The owner asks an agent's opinion: the first time recorded and alerted, every time answered alike. */
    async askOpinion(body: unknown): Promise<{ message: string }> {
      const { token } = await validated(agentOpinionSchema, body);
      const request = tokens.verify(token);
      if (!request) throw badRequest(HOME_VALUE_TEXTS.opinionLinkInvalid);
      const lead = await leads.get(request.leadId);
      if (!lead?.valuation) throw notFound(HOME_VALUE_TEXTS.opinionLeadGone);
      if (!lead.valuation.agentOpinionAskedAt) {
        const mail = await opinionAlert(lead);
        const recorded = await leads.recordAgentOpinion(lead.id, now().toISOString(), { letter: { mail } }, `lead-${lead.id}-agentOpinion`);
        if (!recorded) throw notFound(HOME_VALUE_TEXTS.opinionLeadGone);
      }
      return { message: HOME_VALUE_TEXTS.opinionAsked };
    },
  };
}

export type HomeValueLeadService = ReturnType<typeof homeValueLeadService>;
