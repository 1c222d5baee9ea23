/** Client accounts in the browser (docs/product.md#client-accounts): sign-in by email link, hearts, the account's panels. Other features import only this. */
import { lazyWithAntdTheme } from '@/theme/lazyWithAntdTheme';

export { useAccount } from './api/getAccount';
export { useClientState } from './api/getClientState';
export { useSignOut } from './api/signOut';
export { ACCOUNT_STATE_URL } from './api/urls';
export { FavouriteButton } from './components/FavouriteButton';
export { signInPath } from './signInPath';
export { useRecordView } from './useRecordView';

/* The account's screens load only on /account: each is its own chunk, with antd and the theme. */
export const LazyFavouritesPanel = lazyWithAntdTheme(() => import('./components/FavouritesPanel').then((module) => module.FavouritesPanel));
export const LazyPrivacyPanel = lazyWithAntdTheme(() => import('./components/PrivacyPanel').then((module) => module.PrivacyPanel));
export const LazySignInPanel = lazyWithAntdTheme(() => import('./components/SignInPanel').then((module) => module.SignInPanel));
