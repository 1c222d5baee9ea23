/** The dashboard's Open Houses tab (docs/product.md#open-houses): schedule, change and cancel, invitations, guests, the report, the door's QR code. Other features import only this (eslint.config.mjs). */
import { lazy } from 'react';

/** Loaded with the tab only. */
export const OpenHousesTab = lazy(() => import('./components/OpenHousesTab'));
