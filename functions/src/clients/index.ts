/** Clients: the visitors' own accounts (email-link sign-in, favourites, consents, their data to take or erase). What other modules and the composition root may use of it. */
export { accountRouter, type AccountRouterDeps } from './accountRouter';
export { clientAccountService, type ClientAccountService } from './clientAccountService';
export { firestoreClientRepository, type ClientRepository, CLIENTS, ACCOUNT_DELETIONS } from './clientRepository';
export { clientSignInService, type ClientSignInService } from './clientSignInService';
export { firestoreFavouriteRepository, type FavouriteRepository, FAVOURITES } from './favouriteRepository';
export type { ClientRef, PersonalDataSection } from './personalData';
export { firestoreSignInLinkRepository, SIGN_IN_LINKS } from './signInLinkRepository';
export { firestoreViewRepository, type ViewRepository, VIEWS } from './viewRepository';
