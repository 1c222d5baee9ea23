/** The leads list's load failure, worded as SPEC §8 words the other lists'. */
export const LEADS_LOAD_FAILURE = 'Failed to load leads. Please try again later.';
