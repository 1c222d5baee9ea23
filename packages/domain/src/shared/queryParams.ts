/** Query-string parameters: a URL carries no form labels, so every message names the parameter. */
import { mixed, number } from 'yup';

/** Digits only ('12'; never '1e3', '-1' or '12.5'), optionally within a range. */
export function wholeNumberParam(name: string, range?: { min: number; max: number }) {
  const message = range ? `${name} must be a whole number from ${range.min} to ${range.max}` : `${name} must be a whole number`;
  return number()
    .transform((_value: unknown, original: unknown) => {
      if (original === undefined || original === '') return undefined;
      return typeof original === 'string' && /^\d+$/.test(original) ? Number(original) : NaN;
    })
    .typeError(message)
    .min(range?.min ?? 0, message)
    .max(range?.max ?? Number.MAX_SAFE_INTEGER, message);
}

export function choiceParam<T extends string>(name: string, choices: readonly T[], anyValue?: string) {
  return mixed<T>()
    .transform((value: unknown) => (value === '' || value === anyValue ? undefined : value))
    .oneOf([...choices], `${name} must be one of: ${choices.join(', ')}`);
}

/** What a reader could not read: yup's transforms cannot fail, so the test refuses it with the reader's message. */
export type Unread = { refused: string };
export const isUnread = (value: unknown): value is Unread => typeof value === 'object' && value !== null && 'refused' in value;

/**
 * A text parameter read by `read`, which answers the value or the message of why it cannot be
 * (`single` when the query string repeats it); an empty one is no value.
 */
export function readParam<T extends object>(read: (value: string) => T | Unread, single: string) {
  return mixed<T>()
    .transform((value: unknown): T | Unread | undefined => {
      if (value === undefined || value === '') return undefined;
      return typeof value === 'string' ? read(value) : { refused: single };
    })
    .test('readable', (value: unknown, context) => (isUnread(value) ? context.createError({ message: value.refused }) : true));
}
