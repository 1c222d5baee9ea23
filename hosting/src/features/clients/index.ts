/**
 * A visitor's client session on the public pages (docs/product/clients.md#client-accounts): who is signed
 * in, their hearts, and the views recorded with their consent. It loads with every page that lists
 * a home, so it stays small; the account's own screens are its account/ part, loaded on /account.
 */
export { useClientState } from './api/getClientState';
export { useDropFavourite } from './api/dropFavourite';
export { useKeepFavourite } from './api/keepFavourite';
export * from './api/urls';
export { FavouriteButton } from './components/FavouriteButton';
export { SIGN_IN_EMAIL_KEY, signInPath } from './signInPath';
export { useRecordView } from './useRecordView';
export * from './account';
