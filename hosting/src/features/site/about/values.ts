/** The agency's values (About page, docs/product/site.md#about). */
export const VALUES = [
  {
    title: 'Integrity',
    text: 'Honest advice, even when it is not what you hoped to hear. Your interests come before any commission.',
  },
  {
    title: 'Excellence',
    text: 'Meticulous preparation, marketing and negotiation on every home, whatever its price.',
  },
  {
    title: 'Expertise',
    text: 'Deep knowledge of Cincinnati’s neighborhoods, architecture and market, built over decades.',
  },
] as const;
