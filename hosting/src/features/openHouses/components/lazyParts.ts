import { lazy } from 'react';

/**
 * The RSVP form, its own chunk (antd's inputs and button): the open house's page and an
 * invitation show it once it is in; the server renders it whole all the same.
 */
export const LazyRsvpForm = lazy(() => import('./RsvpForm').then((module) => ({ default: module.RsvpForm })));
