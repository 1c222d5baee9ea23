/** Letters (any script, with their accents), spaces, apostrophes, hyphens and dots; nothing else. */
const PLAIN_NAME = /^\p{L}[\p{L}\p{M} '’.-]*$/u;
/** Two letters, a dot, two letters: what a mail client would show as a link (evil.com, www.x.io). */
const LOOKS_LIKE_A_DOMAIN = /\p{L}{2}\.\p{L}{2}/u;
/** Longer than any name people sign with; a sentence, not a name. */
const MAX_PLAIN_NAME_LENGTH = 60;

/**
 * The name a visitor typed, when it is plainly a name; undefined otherwise. Emails to addresses
 * nobody has verified greet with it only then, so that the form cannot put a link or a sentence
 * of somebody else's into the agency's mail.
 */
export function plainName(name: string): string | undefined {
  const trimmed = name.trim().replace(/\s+/g, ' ');
  if (trimmed.length > MAX_PLAIN_NAME_LENGTH || !PLAIN_NAME.test(trimmed) || LOOKS_LIKE_A_DOMAIN.test(trimmed)) return undefined;
  return trimmed;
}

/** greeting('Thank you,', name): 'Thank you, Jordan Hale.', or 'Thank you.' for a name that is not plainly one. */
export const greeting = (phrase: string, name: string, end = '.') => {
  const plain = plainName(name);
  return plain ? `${phrase} ${plain}${end}` : `${phrase.replace(/,$/, '')}${end}`;
};
