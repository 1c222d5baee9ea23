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
