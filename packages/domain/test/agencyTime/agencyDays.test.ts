import { agencyDayBounds, agencyToday, agencyWeekday, AGENCY_TIME_ZONE } from '../../src';

const HOUR_MS = 60 * 60 * 1000;
const at = (iso: string) => new Date(iso);

describe('today in Cincinnati', () => {
  it('is still yesterday for the hours after midnight UTC', () => {
    // EST (UTC-5) in November: 00:30 UTC is 7:30 PM the evening before.
    expect(agencyToday(at('2026-11-21T00:30:00Z'))).toBe('2026-11-20');
    expect(agencyToday(at('2026-11-21T04:59:59Z'))).toBe('2026-11-20');
    expect(agencyToday(at('2026-11-21T05:00:00Z'))).toBe('2026-11-21');
    // EDT (UTC-4) in July: the day turns at 4:00 UTC.
    expect(agencyToday(at('2026-07-05T03:59:00Z'))).toBe('2026-07-04');
    expect(agencyToday(at('2026-07-05T04:00:00Z'))).toBe('2026-07-05');
  });

  it('turns at midnight on the days the clocks change', () => {
    // Sunday, March 8, 2026 starts at midnight EST; Sunday, November 1, 2026 at midnight EDT.
    expect(agencyToday(at('2026-03-08T04:59:00Z'))).toBe('2026-03-07');
    expect(agencyToday(at('2026-03-08T05:00:00Z'))).toBe('2026-03-08');
    expect(agencyToday(at('2026-03-09T03:59:00Z'))).toBe('2026-03-08');
    expect(agencyToday(at('2026-11-01T03:59:00Z'))).toBe('2026-10-31');
    expect(agencyToday(at('2026-11-01T04:00:00Z'))).toBe('2026-11-01');
    // 1:30 AM happens twice that night; both are November 1.
    expect(agencyToday(at('2026-11-01T05:30:00Z'))).toBe('2026-11-01');
    expect(agencyToday(at('2026-11-01T06:30:00Z'))).toBe('2026-11-01');
    expect(agencyToday(at('2026-11-02T04:59:00Z'))).toBe('2026-11-01');
  });

  it('reads every half hour of 2026 through 2028 as Intl does in the agency zone', () => {
    const intl = new Intl.DateTimeFormat('en-CA', { timeZone: AGENCY_TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' });
    const wrong: string[] = [];
    for (let instant = Date.UTC(2026, 0, 1); instant < Date.UTC(2029, 0, 1); instant += HOUR_MS / 2) {
      if (agencyToday(new Date(instant)) !== intl.format(instant)) wrong.push(new Date(instant).toISOString());
    }
    expect(wrong).toEqual([]);
  });

  it('has the weekday of its own day: Sunday evening is Monday in UTC', () => {
    expect(agencyWeekday(at('2026-11-23T04:30:00Z'))).toBe(0);
    expect(agencyWeekday(at('2026-11-23T05:00:00Z'))).toBe(1);
  });
});

describe("a Cincinnati day's bounds", () => {
  it('are its two midnights, 24 hours apart on an ordinary day', () => {
    expect(agencyDayBounds('2026-03-07')).toEqual({ start: at('2026-03-07T05:00:00Z'), end: at('2026-03-08T05:00:00Z') });
    expect(agencyDayBounds('2026-07-04')).toEqual({ start: at('2026-07-04T04:00:00Z'), end: at('2026-07-05T04:00:00Z') });
  });

  it('are 23 hours apart the day the clocks spring forward', () => {
    expect(agencyDayBounds('2026-03-08')).toEqual({ start: at('2026-03-08T05:00:00Z'), end: at('2026-03-09T04:00:00Z') });
    const day = agencyDayBounds('2030-03-10')!;
    expect(day.end.getTime() - day.start.getTime()).toBe(23 * HOUR_MS);
  });

  it('are 25 hours apart the day they fall back', () => {
    expect(agencyDayBounds('2026-11-01')).toEqual({ start: at('2026-11-01T04:00:00Z'), end: at('2026-11-02T05:00:00Z') });
    const day = agencyDayBounds('2030-11-03')!;
    expect(day.end.getTime() - day.start.getTime()).toBe(25 * HOUR_MS);
  });

  it('hold every instant whose day is theirs, and no other', () => {
    for (const day of ['2026-03-08', '2026-11-01', '2026-12-31']) {
      const { start, end } = agencyDayBounds(day)!;
      expect(agencyToday(start)).toBe(day);
      expect(agencyToday(new Date(end.getTime() - 1))).toBe(day);
      expect(agencyToday(new Date(start.getTime() - 1))).not.toBe(day);
      expect(agencyToday(end)).not.toBe(day);
    }
  });

  it.each(['tomorrow', '2030-02-30', '2030-2-3'])('are undefined for %p, which is no day', (day) => {
    expect(agencyDayBounds(day)).toBeUndefined();
  });
});
