const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Text from a visitor, safe inside HTML text and quoted attributes. */
export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (character) => ENTITIES[character]!);

/** One line for a header or a subject: line breaks (and other control characters) become spaces. */
export const singleLine = (text: string) => text.replace(/\p{Cc}+/gu, ' ').trim();
