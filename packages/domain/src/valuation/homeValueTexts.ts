/**
 * The valuation page's words (docs/product/site.md#home-value) that the server also keeps: the
 * consents as the owner saw them, and what the lead and the agent's opinion answer. A module of its
 * own, without the schemas, so the page's first code carries the title and no yup.
 */
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
