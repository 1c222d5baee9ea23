import {
  AGENCY_TIME_ZONE,
  AGENCY_UTC_OFFSET_HOURS,
  formatCalendarDay,
  formatClockTime,
  formatLongDate,
  formatPrice,
  formatSquareFeet,
  formatWeekdayDay,
} from '../src';

describe('formatPrice', () => {
  it('shows whole US dollars with separators and no decimals', () => {
    expect(formatPrice(1250000)).toBe('$1,250,000');
    expect(formatPrice(749999.6)).toBe('$750,000');
  });

  // Whole amounts from 0 up are written by hand (no Intl on a listing page); the rest go to Intl.
  const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 });
  it.each([
    0,
    0.4,
    0.5,
    7,
    999,
    1000,
    12345.5,
    999999.5,
    1_000_000,
    2_147_483_648,
    Number.MAX_SAFE_INTEGER,
    1e21,
    -1250,
    -0.4,
    NaN,
    Infinity,
  ])('writes %p as Intl does', (dollars) => {
    expect(formatPrice(dollars)).toBe(usd.format(dollars));
  });
});

describe('formatSquareFeet', () => {
  it('adds thousands separators', () => {
    expect(formatSquareFeet(4850)).toBe('4,850');
    expect(formatSquareFeet(87120)).toBe('87,120');
  });

  const thousands = new Intl.NumberFormat('en-US');
  it.each([0, 12, 100, 1000, 999_999, 1_234_567_890, 1234.5, -4850, 1e21, NaN])('writes %p as Intl does', (squareFeet) => {
    expect(formatSquareFeet(squareFeet)).toBe(thousands.format(squareFeet));
  });
});

describe('formatLongDate', () => {
  it('writes a long US date in Cincinnati time', () => {
    expect(formatLongDate('2026-11-21T15:00:00.000Z')).toBe('November 21, 2026');
    // 02:00 UTC is still the previous evening in Cincinnati.
    expect(formatLongDate('2026-03-01T02:00:00.000Z')).toBe('February 28, 2026');
  });

  it.each([null, undefined, '', 'not a date'])('shows N/A for %p', (value) => {
    expect(formatLongDate(value)).toBe('N/A');
  });

  // Written by hand except in the hour between the zone's offsets: every hour of several years,
  // both daylight-saving changes included, reads as Intl reads it.
  it('writes every hour from 2024 through 2031 as Intl does in the agency zone', () => {
    const intl = new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone: AGENCY_TIME_ZONE });
    const wrong: string[] = [];
    for (let instant = Date.UTC(2024, 0, 1); instant < Date.UTC(2032, 0, 1); instant += 60 * 60 * 1000) {
      for (const date of [new Date(instant), new Date(instant + 30 * 60 * 1000)]) {
        if (formatLongDate(date) !== intl.format(date)) wrong.push(date.toISOString());
      }
    }
    expect(wrong).toEqual([]);
  });

  it.each(['0999-12-31T12:00:00Z', '+010000-01-01T12:00:00Z', '1970-01-01T04:30:00Z'])('writes %p as Intl does', (iso) => {
    const intl = new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone: AGENCY_TIME_ZONE });
    expect(formatLongDate(iso)).toBe(intl.format(new Date(iso)));
  });

  it("knows every UTC offset the agency's zone has had since 2000", () => {
    const offsets = new Set<number>();
    const zoneName = new Intl.DateTimeFormat('en-US', { timeZone: AGENCY_TIME_ZONE, timeZoneName: 'longOffset' });
    for (let instant = Date.UTC(2000, 0, 1); instant < Date.UTC(2040, 0, 1); instant += 24 * 60 * 60 * 1000) {
      const name = zoneName.formatToParts(new Date(instant)).find((part) => part.type === 'timeZoneName')!.value;
      offsets.add(Number(name.slice(3, 6)));
    }
    expect([...offsets].sort((a, b) => a - b)).toEqual([...AGENCY_UTC_OFFSET_HOURS]);
  });
});

describe('formatCalendarDay', () => {
  const intl = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' });
  it.each(['2030-05-06', '2026-01-01', '2026-12-31', '2028-02-29', '0999-06-01'])('writes %p as Intl does', (day) => {
    expect(formatCalendarDay(day)).toBe(intl.format(new Date(`${day}T00:00:00Z`)));
  });

  it.each(['2030-5-6', 'soon', '2030-13-01'])('leaves %p as it is', (day) => {
    expect(formatCalendarDay(day)).toBe(day);
  });
});

describe('formatWeekdayDay', () => {
  it('writes every day from 2024 through 2031 as Intl does', () => {
    const intl = new Intl.DateTimeFormat('en-US', { weekday: 'long', month: 'long', day: 'numeric', year: 'numeric', timeZone: 'UTC' });
    const wrong: string[] = [];
    for (let midnight = Date.UTC(2024, 0, 1); midnight < Date.UTC(2032, 0, 1); midnight += 24 * 60 * 60 * 1000) {
      const day = new Date(midnight).toISOString().slice(0, 10);
      if (formatWeekdayDay(day) !== intl.format(midnight)) wrong.push(day);
    }
    expect(wrong).toEqual([]);
    expect(formatWeekdayDay('2026-12-05')).toBe('Saturday, December 5, 2026');
  });

  it.each(['2030-5-6', 'soon', '2030-13-01'])('leaves %p as it is', (day) => {
    expect(formatWeekdayDay(day)).toBe(day);
  });
});

describe('formatClockTime', () => {
  it('writes every minute of the day as Intl does', () => {
    const intl = new Intl.DateTimeFormat('en-US', { hour: 'numeric', minute: '2-digit', timeZone: 'UTC' });
    const wrong: string[] = [];
    for (let minute = 0; minute < 24 * 60; minute++) {
      const time = new Date(minute * 60 * 1000).toISOString().slice(11, 16);
      if (formatClockTime(time) !== intl.format(minute * 60 * 1000)) wrong.push(time);
    }
    expect(wrong).toEqual([]);
    expect([formatClockTime('00:00'), formatClockTime('12:00'), formatClockTime('13:05')]).toEqual(['12:00 AM', '12:00 PM', '1:05 PM']);
  });

  it.each(['24:00', '9:00', '12:60', 'noon'])('leaves %p as it is', (time) => {
    expect(formatClockTime(time)).toBe(time);
  });
});
