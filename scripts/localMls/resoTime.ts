/** RESO's two kinds of time: a Date (YYYY-MM-DD) and a Timestamp (ISO 8601, UTC, milliseconds). */
export const resoDate = (ms: number): string => new Date(ms).toISOString().slice(0, 10);
export const resoTimestamp = (ms: number): string => new Date(ms).toISOString();

export const DAY_MS = 86_400_000;
