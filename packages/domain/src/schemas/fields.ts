/** Field rules reused by several forms, each carrying its SPEC §5 message. */
import { string } from 'yup';

export const requiredText = (min: number, message: string) => string().trim().required(message).min(min, message);

export const emailField = (message: string) => string().trim().required(message).email(message);

export const optionalText = () => string().trim().optional();

export const leadName = requiredText(2, 'Name is required');
export const leadEmail = emailField('Invalid email address');
export const leadPhone = requiredText(10, 'Valid phone number is required');
