/** Saved searches and their alerts in the browser (docs/product/clients.md#saved-searches-and-alerts): the listing's Save this search, the account's tab, the unsubscribe page. Other features import only this. */
import { lazyWithAntdTheme } from '@/theme/lazyWithAntdTheme';

export { SaveSearchButton } from './components/SaveSearchButton';

/* The account's tab and the unsubscribe page load only where they are shown, each its own chunk with antd and the theme. */
export const LazySavedSearchesPanel = lazyWithAntdTheme(() =>
  import('./components/SavedSearchesPanel').then((module) => module.SavedSearchesPanel),
);
export const LazyUnsubscribeConfirmation = lazyWithAntdTheme(() =>
  import('./components/UnsubscribeConfirmation').then((module) => module.UnsubscribeConfirmation),
);
