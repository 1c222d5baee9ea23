import { ApiRequestError } from '@/api/client';

const CONFLICT = 409;

/**
 * The field messages of a refused save: a 400's `errors` (field → message), or a 409 (another
 * item has this slug or name) on the field that must be unique.
 */
export function serverFieldErrors(error: unknown, uniqueField?: string): Record<string, string> {
  if (!(error instanceof ApiRequestError)) return {};
  if (error.status === CONFLICT) return uniqueField && error.serverMessage ? { [uniqueField]: error.serverMessage } : {};
  try {
    const body: unknown = JSON.parse(error.body);
    if (typeof body !== 'object' || body === null || !('errors' in body)) return {};
    const { errors } = body;
    if (typeof errors !== 'object' || errors === null) return {};
    return Object.fromEntries(Object.entries(errors).filter((entry): entry is [string, string] => typeof entry[1] === 'string'));
  } catch {
    return {};
  }
}
