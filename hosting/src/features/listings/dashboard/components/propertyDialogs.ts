import { preloadableLazy } from '@/components/preloadableLazy';

// The Properties tab's dialogs, each its own chunk: their forms (the date picker, the number and
// select fields, the photo manager and its uploads) and the history's table are not on the way to
// the list's first row.
export const LazyPropertyDialog = preloadableLazy(() => import('./PropertyDialog').then((module) => module.PropertyDialog));
export const LazyChangeStatusDialog = preloadableLazy(() =>
  import('./lifecycle/ChangeStatusDialog').then((module) => module.ChangeStatusDialog),
);
export const LazyPropertyHistoryDialog = preloadableLazy(() =>
  import('./lifecycle/PropertyHistoryDialog').then((module) => module.PropertyHistoryDialog),
);

/** Fetches the dialogs' code before a click asks for one, so it opens at once. */
export function preloadPropertyDialogs(): void {
  for (const dialog of [LazyPropertyDialog, LazyChangeStatusDialog, LazyPropertyHistoryDialog]) dialog.preload();
}
