import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  BLOG_LIST_LIMIT,
  CONTACT_REASONS,
  HERO_AUTOPLAY_MS,
  HERO_SLIDE_COUNT,
  INPUT_STEPS,
  INTEREST_OPTIONS,
  LEAD_PAGE_SIZE,
  LISTING_SKELETON_COUNT,
  MOBILE_BREAKPOINT_PX,
  NEIGHBORHOOD_OPTIONS,
  POPUP_DELAY_MS,
  PRICE_RANGE_OPTIONS,
  PROPERTY_IMAGE_HEIGHT_PX,
  PROPERTY_PAGE_SIZE,
  PROPERTY_TYPE_OPTIONS,
  RATING_SCALE,
  RECENT_LEADS_COUNT,
  RESO_PAGE_SIZE,
  RESO_REQUESTS_PER_MINUTE,
  SECTION_SKELETON_COUNT,
  SHOWING_TIME_SLOTS,
  SITE_HEALTH_EVENTS_PER_VIEW,
  SITE_HEALTH_SAMPLE_RATE,
  SITE_HEALTH_TOP_ERRORS,
  SITE_HEALTH_WINDOWS_DAYS,
  SLIDER_AUTOPLAY_BY_DEFAULT,
  SLIDER_DEFAULT_AUTOPLAY_MS,
  SWIPE_THRESHOLD_PX,
  TOAST_DURATION_MS,
  TOAST_LIMIT,
  TOAST_MAX_WIDTH_PX,
  UPLOAD_MAX_BYTES,
  UPLOAD_MAX_FILES,
  VISITOR_EMAILS_PER_ADDRESS_PER_DAY,
} from '@estate/domain';

// docs/product/reference.md#numbers states the product's numbers and option lists as the code
// has them: each expectation below is read from the constant, never written out again, so a
// constant changed without its document (or the reverse) turns this file red.

const REFERENCE = readFileSync(join(__dirname, '..', 'docs', 'product', 'reference.md'), 'utf8');
const NUMBERS = REFERENCE.split(/^## /m).find((part) => part.startsWith('Numbers\n')) ?? '';

/** The rows of the section's table, by their first cell. */
const rows = new Map(
  NUMBERS.split('\n')
    .filter((line) => line.startsWith('|'))
    .map((row) => [row.split('|')[1]!.trim(), row]),
);

/** The text of the option list whose bold name is `name`, on one line. */
function optionList(name: string): string {
  const item = NUMBERS.split(/^- /m).find((part) => part.startsWith(`**${name}**`));
  return item?.replace(/\s+/g, ' ').trim() ?? '';
}

/** `text` alone, not as part of a longer number (5 is not in 50, nor 0.5 in 10.5). */
const isolated = (text: string) => new RegExp(`(?<![\\d.])${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?![\\d]|\\.\\d)`);

const MB = 1024 * 1024;

const STATED: [row: string, numbers: (number | string)[]][] = [
  ['Mobile breakpoint', [`${MOBILE_BREAKPOINT_PX} px`]],
  ['Hero', [`${HERO_SLIDE_COUNT} slides`, `${HERO_AUTOPLAY_MS} ms`]],
  ['Other sliders', [SLIDER_AUTOPLAY_BY_DEFAULT ? 'on by default' : 'off by default', `${SLIDER_DEFAULT_AUTOPLAY_MS} ms`]],
  ['Swipe threshold', [`${SWIPE_THRESHOLD_PX} px`]],
  ['Skeletons', [SECTION_SKELETON_COUNT, LISTING_SKELETON_COUNT]],
  ['Toasts', [`${TOAST_LIMIT} at a time`, `${TOAST_DURATION_MS} ms`, `${TOAST_MAX_WIDTH_PX} px`]],
  ['Popup delay', [`${POPUP_DELAY_MS / 1000} seconds`, `${POPUP_DELAY_MS} ms`]],
  ['Uploads', [`${UPLOAD_MAX_FILES} files`, `${UPLOAD_MAX_BYTES / MB} MB`, `${UPLOAD_MAX_BYTES} bytes`]],
  ['Recent leads', [RECENT_LEADS_COUNT]],
  ['Showing time slots', [`${SHOWING_TIME_SLOTS.length} hourly`, `${SHOWING_TIME_SLOTS[0]} through ${SHOWING_TIME_SLOTS.at(-1)}`]],
  ['Input steps', [`price ${INPUT_STEPS.price}`, `square feet ${INPUT_STEPS.squareFeet}`, `bathrooms ${INPUT_STEPS.bathrooms}`]],
  ['Rating scale', [`${RATING_SCALE} stars`]],
  ['Blog list', [`limit ${BLOG_LIST_LIMIT}`]],
  ['Property image area', [`${PROPERTY_IMAGE_HEIGHT_PX} px`]],
  ['Listing page', [`${PROPERTY_PAGE_SIZE.default} listings`, `at most ${PROPERTY_PAGE_SIZE.max}`]],
  ['Lead page', [`${LEAD_PAGE_SIZE.default} leads`, `at most ${LEAD_PAGE_SIZE.max}`]],
  ['Visitor emails', [`${VISITOR_EMAILS_PER_ADDRESS_PER_DAY} a day`]],
  ['RESO feed', [`${RESO_PAGE_SIZE.default} listings`, `at most ${RESO_PAGE_SIZE.max}`, `${RESO_REQUESTS_PER_MINUTE} requests`]],
  [
    'Site health',
    [
      `${SITE_HEALTH_SAMPLE_RATE * 100}% of page views`,
      `${SITE_HEALTH_EVENTS_PER_VIEW} reports`,
      SITE_HEALTH_WINDOWS_DAYS.join(' and '),
      `top ${SITE_HEALTH_TOP_ERRORS}`,
    ],
  ],
];

describe('docs/product/reference.md#numbers', () => {
  it.each(STATED)('row "%s" states the constants', (row, numbers) => {
    const line = rows.get(row);
    expect(line).toBeDefined();
    for (const number of numbers) expect(line).toMatch(isolated(String(number)));
  });

  it('lists the neighborhoods, property types and price ranges of the search, in their order', () => {
    expect(optionList('Neighborhoods')).toBe(`**Neighborhoods**: ${NEIGHBORHOOD_OPTIONS.join(', ')}.`);
    expect(optionList('Property types')).toBe(`**Property types**: ${PROPERTY_TYPE_OPTIONS.join(', ')}.`);
    const [any, ...ranges] = PRICE_RANGE_OPTIONS;
    expect(optionList('Price ranges')).toBe(
      `**Price ranges**: ${any!.label}; ${ranges.map(({ label, value }) => `${label} (${value})`).join('; ')}.`,
    );
  });

  it("lists the consultation form's reasons and the contact form's interests", () => {
    const reasons = CONTACT_REASONS.map(({ value, label }) => `${value} '${label}'`).join(', ');
    expect(optionList('Contact reasons')).toBe(`**Contact reasons** (consultation form): ${reasons}.`);
    expect(optionList('Contact form interests')).toContain(INTEREST_OPTIONS.join(', '));
  });
});
