/** What went wrong, in words: an Error's message, or whatever else was thrown. */
export const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));
