import {
  AGENCY_TIME_ZONE,
  AGENCY_UTC_OFFSET_HOURS,
  formatCalendarDay,
  formatClockTime,
  formatLongDate,
  formatReceivedAt,
  formatShortDay,
  formatShowingStart,
  formatWeekdayDay,
} from '../../src';

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

describe('formatShortDay', () => {
  it('writes every day from 2024 through 2031 as Intl does', () => {
    const intl = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' });
    const wrong: string[] = [];
    for (let midnight = Date.UTC(2024, 0, 1); midnight < Date.UTC(2032, 0, 1); midnight += 24 * 60 * 60 * 1000) {
      const day = new Date(midnight).toISOString().slice(0, 10);
      if (formatShortDay(day) !== intl.format(midnight)) wrong.push(day);
    }
    expect(wrong).toEqual([]);
    expect(formatShortDay('2026-11-18')).toBe('Nov 18');
  });

  it.each(['2030-5-6', 'soon', '2030-13-01'])('leaves %p as it is', (day) => {
    expect(formatShortDay(day)).toBe(day);
  });
});

describe('instants written on the clocks of Cincinnati', () => {
  it("writes a lead's arrival, and anything unreadable as it is", () => {
    expect(formatReceivedAt('2026-11-21T20:05:00Z')).toBe('November 21, 2026 at 3:05 PM');
    // 1 AM UTC in July is still the evening before in Cincinnati (EDT).
    expect(formatReceivedAt('2026-07-05T01:00:00Z')).toBe('July 4, 2026 at 9:00 PM');
    expect(formatReceivedAt('soon')).toBe('soon');
  });

  it("writes a showing's start with its weekday, on either side of a change of the clocks", () => {
    expect(formatShowingStart('2030-05-06T14:00:00Z')).toBe('Monday, May 6, 2030 at 10:00 AM');
    expect(formatShowingStart(new Date('2030-03-09T14:00:00Z'))).toBe('Saturday, March 9, 2030 at 9:00 AM');
    expect(formatShowingStart(new Date('2030-03-11T13:00:00Z'))).toBe('Monday, March 11, 2030 at 9:00 AM');
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
