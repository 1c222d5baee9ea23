/** docs/product/dashboard.md#site-health: what the browser sends to POST /api/site-health/beacons. */
import { array, mixed, number, object, type InferType } from 'yup';
import { trimmedString } from '../shared/fields';
import { SITE_ERROR_KINDS, SITE_ERROR_MESSAGE_MAX, type SiteErrorKind } from './siteErrors';
import { SITE_HEALTH_EVENTS_PER_VIEW } from './siteHealthSampling';
import { SITE_PAGE_TYPES, type SitePageType } from './sitePageTypes';
import { WEB_VITAL_MAX, WEB_VITALS, type WebVital } from './webVitals';

const PAGE_MESSAGE = 'page must be a page type of the site';
const METRIC_MESSAGE = `metric must be one of: ${WEB_VITALS.join(', ')}`;
const KIND_MESSAGE = `kind must be one of: ${SITE_ERROR_KINDS.join(', ')}`;
const MESSAGE_REQUIRED = 'message is required';

const pageField = () =>
  mixed<SitePageType>()
    .oneOf([...SITE_PAGE_TYPES], PAGE_MESSAGE)
    .required(PAGE_MESSAGE);

const vitalSchema = object({
  page: pageField(),
  metric: mixed<WebVital>()
    .oneOf([...WEB_VITALS], METRIC_MESSAGE)
    .required(METRIC_MESSAGE),
  value: number()
    .typeError('value must be a number')
    .required('value must be a number')
    .test('range', function inRange(value) {
      const { metric } = this.parent as { metric?: unknown };
      // An unknown metric is refused by its own rule.
      if (!(WEB_VITALS as readonly unknown[]).includes(metric)) return true;
      const max = WEB_VITAL_MAX[metric as WebVital];
      return (value >= 0 && value <= max) || this.createError({ message: `value must be from 0 to ${max} for ${String(metric)}` });
    }),
});

const errorSchema = object({
  page: pageField(),
  kind: mixed<SiteErrorKind>()
    .oneOf([...SITE_ERROR_KINDS], KIND_MESSAGE)
    .required(KIND_MESSAGE),
  message: trimmedString()
    .typeError(MESSAGE_REQUIRED)
    .required(MESSAGE_REQUIRED)
    .max(SITE_ERROR_MESSAGE_MAX, `message must be at most ${SITE_ERROR_MESSAGE_MAX} characters`),
});

const EVENTS_MESSAGE = `A beacon carries from 1 to ${SITE_HEALTH_EVENTS_PER_VIEW} measurements and errors`;

/** A batch of one page view's Core Web Vitals and errors, each with the page type it happened on. */
export const siteHealthBeaconSchema = object({
  vitals: array(vitalSchema)
    .typeError('vitals must be a list')
    .nonNullable('vitals must be a list')
    .max(SITE_HEALTH_EVENTS_PER_VIEW, EVENTS_MESSAGE)
    .default([]),
  errors: array(errorSchema)
    .typeError('errors must be a list')
    .nonNullable('errors must be a list')
    .max(SITE_HEALTH_EVENTS_PER_VIEW, EVENTS_MESSAGE)
    .default([]),
}).test('events', EVENTS_MESSAGE, ({ vitals, errors }: { vitals: unknown; errors: unknown }) => {
  // A list that is not one is refused by its own rule.
  if (!Array.isArray(vitals) || !Array.isArray(errors)) return true;
  const events = vitals.length + errors.length;
  return events >= 1 && events <= SITE_HEALTH_EVENTS_PER_VIEW;
});

export type SiteHealthBeacon = InferType<typeof siteHealthBeaconSchema>;
export type VitalSample = SiteHealthBeacon['vitals'][number];
export type SiteErrorEvent = SiteHealthBeacon['errors'][number];
