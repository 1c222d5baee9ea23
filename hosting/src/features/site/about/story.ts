/** The agency's story (About page), one paragraph per entry. */
export const STORY = [
  'Queen City Estates began in 2009 with a simple idea: people buying and selling Cincinnati’s finest homes deserve an advisor who knows every street, every architect and every school, not just the listing sheet.',
  'What started as a two-person office on Hyde Park Square has grown into a team of specialists serving the whole region, from the estates of Indian Hill to the restored row houses of Over-the-Rhine and the river-view penthouses downtown.',
  'We remain independent and deliberately small. Every client works directly with a senior agent, and every home we represent receives the preparation, marketing and care we would want for our own.',
] as const;
