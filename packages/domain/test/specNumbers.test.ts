import {
  BLOG_LIST_LIMIT,
  HERO_AUTOPLAY_MS,
  HERO_SLIDE_COUNT,
  INPUT_STEPS,
  LISTING_SKELETON_COUNT,
  MOBILE_BREAKPOINT_PX,
  POPUP_DELAY_MS,
  PROPERTY_IMAGE_HEIGHT_PX,
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
  UPLOAD_REJECTION,
} from '../src';

// The fixed numbers of docs/product/reference.md#numbers, written out literally (never derived from the
// constants), so that changing a constant without changing the document turns this file red.
// Each describe names its row of that table, and checks that the row states the same numbers.

interface FileSystem {
  readFileSync(path: string, encoding: 'utf8'): string;
}
interface PathModule {
  dirname(path: string): string;
  join(...parts: string[]): string;
}

/** The rows of the table in docs/product/reference.md#numbers, by their first cell. */
function numberRows(): Map<string, string> {
  // Through jest: the domain package compiles without Node's types.
  const { readFileSync } = jest.requireActual<FileSystem>('fs');
  const { dirname, join } = jest.requireActual<PathModule>('path');
  const document = readFileSync(join(dirname(expect.getState().testPath!), '..', '..', '..', 'docs', 'product', 'reference.md'), 'utf8');
  const section = document.split(/^## /m).find((part) => part.startsWith('Numbers\n'));
  if (!section) throw new Error('docs/product/reference.md has no "## Numbers" section');
  const rows = section.split('\n').filter((line) => line.startsWith('|'));
  return new Map(rows.map((row) => [row.split('|')[1]!.trim(), row]));
}

const isolated = (text: string) => new RegExp(`(?<![\\d.])${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?![\\d]|\\.\\d)`);

/** An `it` that checks the document's row `row` states every one of `numbers`. */
function statedIn(row: string, ...numbers: (number | string)[]) {
  it(`is stated in docs/product/reference.md#numbers, row "${row}"`, () => {
    const line = numberRows().get(row);
    expect(line).toBeDefined();
    for (const number of numbers) expect(line).toMatch(isolated(String(number)));
  });
}

describe('docs/product/reference.md#numbers "Mobile breakpoint"', () => {
  it('is 768 px', () => {
    expect(MOBILE_BREAKPOINT_PX).toBe(768);
  });
  statedIn('Mobile breakpoint', 768);
});

describe('docs/product/reference.md#numbers "Hero", "Other sliders" and "Swipe threshold"', () => {
  it('has 3 slides that autoplay every 6000 ms', () => {
    expect(HERO_SLIDE_COUNT).toBe(3);
    expect(HERO_AUTOPLAY_MS).toBe(6000);
  });
  statedIn('Hero', 3, 6000);

  it('gives any other slider autoplay off by default, every 5000 ms when on', () => {
    expect(SLIDER_AUTOPLAY_BY_DEFAULT).toBe(false);
    expect(SLIDER_DEFAULT_AUTOPLAY_MS).toBe(5000);
  });
  statedIn('Other sliders', 'off by default', 5000);

  it('moves on a drag or swipe over 50 px', () => {
    expect(SWIPE_THRESHOLD_PX).toBe(50);
  });
  statedIn('Swipe threshold', 50);
});

describe('docs/product/reference.md#numbers "Skeletons"', () => {
  it('shows 3 in the featured, neighborhood, testimonial and blog sections', () => {
    expect(SECTION_SKELETON_COUNT).toBe(3);
  });

  it('shows 6 on the listing and the neighborhoods page', () => {
    expect(LISTING_SKELETON_COUNT).toBe(6);
  });
  statedIn('Skeletons', 3, 6);
});

describe('docs/product/reference.md#numbers "Toasts"', () => {
  it('shows 1 at a time, for 5000 ms, in a viewport at most 420 px wide', () => {
    expect(TOAST_LIMIT).toBe(1);
    expect(TOAST_DURATION_MS).toBe(5000);
    expect(TOAST_MAX_WIDTH_PX).toBe(420);
  });
  statedIn('Toasts', 1, 5000, 420);
});

describe('docs/product/reference.md#numbers "Popup delay"', () => {
  it('appears 15 seconds after load', () => {
    expect(POPUP_DELAY_MS).toBe(15000);
  });
  statedIn('Popup delay', 15, 15000);
});

describe('docs/product/reference.md#numbers "Uploads"', () => {
  it('takes at most 10 files at once', () => {
    expect(UPLOAD_MAX_FILES).toBe(10);
  });

  it('takes files of at most 5 MB each, and says so', () => {
    expect(UPLOAD_MAX_BYTES).toBe(5242880);
    expect(UPLOAD_REJECTION.tooLarge('big.jpg')).toBe('big.jpg exceeds 5MB limit');
  });
  statedIn('Uploads', 10, 5, 5242880);
});

describe('docs/product/reference.md#numbers "Recent leads"', () => {
  it('lists the first 5 leads', () => {
    expect(RECENT_LEADS_COUNT).toBe(5);
  });
  statedIn('Recent leads', 5);
});

describe('docs/product/reference.md#numbers "Showing time slots"', () => {
  it('has 9 hourly slots from 9:00 AM through 5:00 PM', () => {
    expect(SHOWING_TIME_SLOTS).toEqual([
      '9:00 AM',
      '10:00 AM',
      '11:00 AM',
      '12:00 PM',
      '1:00 PM',
      '2:00 PM',
      '3:00 PM',
      '4:00 PM',
      '5:00 PM',
    ]);
  });
  statedIn('Showing time slots', '9 hourly', '9:00 AM', '5:00 PM');
});

describe('docs/product/reference.md#numbers "Input steps" and "Rating scale"', () => {
  it('steps price by 1000, square feet by 50 and bathrooms by 0.5', () => {
    expect(INPUT_STEPS).toEqual({ price: 1000, squareFeet: 50, bathrooms: 0.5 });
  });
  statedIn('Input steps', 'price 1000', 'square feet 50', 'bathrooms 0.5');

  it('rates out of 5', () => {
    expect(RATING_SCALE).toBe(5);
  });
  statedIn('Rating scale', 5);
});

describe('docs/product/reference.md#numbers "Blog list" and "Property image area"', () => {
  it('fetches the blog list with limit 999', () => {
    expect(BLOG_LIST_LIMIT).toBe(999);
  });
  statedIn('Blog list', 999);

  it('makes the property image area 500 px high', () => {
    expect(PROPERTY_IMAGE_HEIGHT_PX).toBe(500);
  });
  statedIn('Property image area', 500);
});

describe('docs/product/reference.md#numbers "RESO feed"', () => {
  it('pages 100 listings unless asked, at most 200, and takes 120 requests a minute per key', () => {
    expect(RESO_PAGE_SIZE).toEqual({ default: 100, max: 200 });
    expect(RESO_REQUESTS_PER_MINUTE).toBe(120);
  });
  statedIn('RESO feed', 100, 200, 120);
});

describe('docs/product/reference.md#numbers "Site health"', () => {
  it('samples half of the page views, each reporting at most 20 things, over 7 and 28 days, listing the 10 most reported errors', () => {
    expect(SITE_HEALTH_SAMPLE_RATE).toBe(0.5);
    expect(SITE_HEALTH_EVENTS_PER_VIEW).toBe(20);
    expect(SITE_HEALTH_WINDOWS_DAYS).toEqual([7, 28]);
    expect(SITE_HEALTH_TOP_ERRORS).toBe(10);
  });
  statedIn('Site health', '50%', 20, 7, 28, 10);
});
