/** Field rules reused by several forms, each carrying its docs/product/leads.md#lead-forms message. */
import { number, string } from 'yup';
import { atMost } from './textLimits';

/** yup's own trim() throws on a non-string (an array, say); this one leaves it for the type check to refuse. */
export const trimmedString = () => string().transform((value: unknown) => (typeof value === 'string' ? value.trim() : value));

export const requiredText = (min: number, message: string) => trimmedString().required(message).min(min, message);

export const emailField = (message: string) => trimmedString().required(message).email(message);

export const optionalText = () => trimmedString().optional();

/** A number from `min` to `max` with one message for every way it can be wrong; a cleared input (null, '') is none. */
export const boundedNumber = (message: string, min: number, max: number) =>
  number()
    .transform((value: unknown, original: unknown) => (original === null || original === '' ? undefined : value))
    .typeError(message)
    .min(min, message)
    .max(max, message);

export const leadName = requiredText(2, 'Name is required').max(...atMost('name', 'Name'));
export const leadEmail = emailField('Invalid email address').max(...atMost('email', 'Email'));
export const leadPhone = requiredText(10, 'Valid phone number is required').max(...atMost('phone', 'Phone'));
