/** The home valuation: the estimate of an owner's home from the public sales around it, the address match, the seller lead and the agent's opinion. What the composition root may use of it. */
export { homeValueLeadService, type HomeValueLeadService } from './homeValueLeadService';
export { opinionTokens, type OpinionTokens } from './opinionTokens';
export { firestoreValuationSalesRepository, type ValuationSalesRepository } from './valuationSalesRepository';
export { VALUATIONS_PER_MINUTE, valuationRouter, type ValuationRouterDeps } from './valuationRouter';
export { valuationService, type ValuationService } from './valuationService';
