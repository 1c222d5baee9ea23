/** Where the functions report what went wrong: firebase-functions' logger in production, a fake in tests. */
export interface ErrorLogger {
  error(message: string, details: Record<string, unknown>): void;
}
