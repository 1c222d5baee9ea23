/** A client's account screens (docs/product/clients.md#client-accounts): sign-in by email link, Favourites, Privacy. Loaded on /account only. */
import { lazyWithAntdTheme } from '@/theme/lazyWithAntdTheme';

export { useAccount } from './api/getAccount';
export type { AccountTab } from './components/AccountScreen';

/* Each screen is its own chunk, with antd and the theme. */
export const LazyAccountScreen = lazyWithAntdTheme(() => import('./components/AccountScreen').then((module) => module.AccountScreen));
export const LazySignInScreen = lazyWithAntdTheme(() => import('./components/SignInScreen').then((module) => module.SignInScreen));
export const LazyFavouritesPanel = lazyWithAntdTheme(() => import('./components/FavouritesPanel').then((module) => module.FavouritesPanel));
export const LazyPrivacyPanel = lazyWithAntdTheme(() => import('./components/PrivacyPanel').then((module) => module.PrivacyPanel));
