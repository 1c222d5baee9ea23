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
  SECTION_SKELETON_COUNT,
  SHOWING_TIME_SLOTS,
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

// The SPEC's fixed numbers, written out literally (never derived from the constants), so that
// changing a constant without changing the SPEC turns this file red.

describe('SPEC §9 "Mobile breakpoint" (§2 bottom bar, §4 "bottom bar renders only below 768px")', () => {
  it('is 768 px', () => {
    expect(MOBILE_BREAKPOINT_PX).toBe(768);
  });
});

describe('SPEC §9 "Hero" and §2 Home "Hero slider"', () => {
  it('has 3 slides that autoplay every 6000 ms', () => {
    expect(HERO_SLIDE_COUNT).toBe(3);
    expect(HERO_AUTOPLAY_MS).toBe(6000);
  });

  it('gives any other slider autoplay off by default, every 5000 ms when on', () => {
    expect(SLIDER_AUTOPLAY_BY_DEFAULT).toBe(false);
    expect(SLIDER_DEFAULT_AUTOPLAY_MS).toBe(5000);
  });

  it('moves on a drag or swipe over 50 px (§4 "Slider")', () => {
    expect(SWIPE_THRESHOLD_PX).toBe(50);
  });
});

describe('SPEC §9 "Skeletons" (§4 data sections load with skeletons)', () => {
  it('shows 3 in the featured, neighborhood, testimonial and blog sections', () => {
    expect(SECTION_SKELETON_COUNT).toBe(3);
  });

  it('shows 6 on the listing and the neighborhoods page', () => {
    expect(LISTING_SKELETON_COUNT).toBe(6);
  });
});

describe('SPEC §9 "Toasts"', () => {
  it('shows 1 at a time, for 5000 ms, in a viewport at most 420 px wide', () => {
    expect(TOAST_LIMIT).toBe(1);
    expect(TOAST_DURATION_MS).toBe(5000);
    expect(TOAST_MAX_WIDTH_PX).toBe(420);
  });
});

describe('SPEC §9 "Popup delay" and §4 "Popup"', () => {
  it('appears 15 seconds after load', () => {
    expect(POPUP_DELAY_MS).toBe(15000);
  });
});

describe('SPEC §9 "Uploads" and §5 "Image upload"', () => {
  it('takes at most 10 files at once', () => {
    expect(UPLOAD_MAX_FILES).toBe(10);
  });

  it('takes files of at most 5 MB each, and says so', () => {
    expect(UPLOAD_MAX_BYTES).toBe(5242880);
    expect(UPLOAD_REJECTION.tooLarge('big.jpg')).toBe('big.jpg exceeds 5MB limit');
  });
});

describe('SPEC §9 "Recent leads shown" and §2 /admin Overview', () => {
  it('lists the first 5 leads', () => {
    expect(RECENT_LEADS_COUNT).toBe(5);
  });
});

describe('SPEC §9 "Showing time slots"', () => {
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
});

describe('SPEC §9 "Input steps" and "Rating scale"', () => {
  it('steps price by 1000, square feet by 50 and bathrooms by 0.5', () => {
    expect(INPUT_STEPS).toEqual({ price: 1000, squareFeet: 50, bathrooms: 0.5 });
  });

  it('rates out of 5', () => {
    expect(RATING_SCALE).toBe(5);
  });
});

describe('SPEC §9 "Blog list" and "Property image area"', () => {
  it('fetches the blog list with limit 999', () => {
    expect(BLOG_LIST_LIMIT).toBe(999);
  });

  it('makes the property image area 500 px high', () => {
    expect(PROPERTY_IMAGE_HEIGHT_PX).toBe(500);
  });
});
