/** Field rules reused by several forms, each carrying its SPEC §5 message. */
import { string } from 'yup';

/** yup's own trim() throws on a non-string (an array, say); this one leaves it for the type check to refuse. */
export const trimmedString = () => string().transform((value: unknown) => (typeof value === 'string' ? value.trim() : value));

export const requiredText = (min: number, message: string) => trimmedString().required(message).min(min, message);

export const emailField = (message: string) => trimmedString().required(message).email(message);

export const optionalText = () => trimmedString().optional();

export const leadName = requiredText(2, 'Name is required');
export const leadEmail = emailField('Invalid email address');
export const leadPhone = requiredText(10, 'Valid phone number is required');
