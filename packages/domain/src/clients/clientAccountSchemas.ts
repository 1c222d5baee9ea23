/** docs/product/clients.md#client-accounts: what a client sends. */
import { boolean, object, string, type InferType } from 'yup';
import { FAVOURITE_NOTE_MAX_LENGTH } from './clientAccount';
import { emailField } from '../shared/fields';

const emailMessage = 'Please enter a valid email address';

/** POST /api/account/sign-in-link: where to send the link, and the page to come back to. */
export const signInLinkRequestSchema = object({
  email: emailField(emailMessage),
  next: string()
    .typeError('next must be a path on this site')
    .matches(/^\/(?!\/)[^\s\\]*$/, 'next must be a path on this site')
    .max(500, 'next must be a path on this site'),
});

/** POST /api/account/session: the code from the email's link, and the address it was sent to. */
export const signInCompletionSchema = object({
  email: emailField(emailMessage),
  code: string()
    .typeError(`code must be the one from the email's link`)
    .required(`code must be the one from the email's link`)
    .max(500, `code must be the one from the email's link`),
});

/** PUT /api/account/favourites/:propertyId: the note and whether the agent sees it (both optional). */
export const favouriteSchema = object({
  note: string()
    .typeError('Note must be text')
    .trim()
    .max(FAVOURITE_NOTE_MAX_LENGTH, `Note must be at most ${FAVOURITE_NOTE_MAX_LENGTH} characters`),
  shared: boolean().strict().typeError('shared must be true or false'),
});

/** PUT /api/account/consents/activity. */
export const consentSchema = object({
  granted: boolean().strict().required('granted must be true or false').typeError('granted must be true or false'),
});

export type SignInLinkRequest = InferType<typeof signInLinkRequestSchema>;
export type SignInCompletion = InferType<typeof signInCompletionSchema>;
export type FavouriteInput = InferType<typeof favouriteSchema>;
export type ConsentInput = InferType<typeof consentSchema>;
