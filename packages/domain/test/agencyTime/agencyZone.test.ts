import { AGENCY_TIME_ZONE, agencyFormat, agencySchedule } from '../../src';

afterEach(() => jest.restoreAllMocks());

describe("the agency's zone", () => {
  it('is Cincinnati’s, and schedules run on its clock', () => {
    expect(AGENCY_TIME_ZONE).toBe('America/New_York');
    expect(agencySchedule('every day 04:00')).toEqual({ schedule: 'every day 04:00', timeZone: 'America/New_York' });
  });

  it('builds a formatter the first time it is used, and only once', () => {
    const built = jest.spyOn(Intl, 'DateTimeFormat');
    const weekday = agencyFormat({ weekday: 'long' });
    expect(built).not.toHaveBeenCalled();
    // 3 AM UTC on a Monday is still Sunday evening in Cincinnati.
    expect(weekday().format(new Date('2026-11-23T03:00:00Z'))).toBe('Sunday');
    expect(weekday().format(new Date('2026-11-23T06:00:00Z'))).toBe('Monday');
    expect(built).toHaveBeenCalledTimes(1);
  });

  it('costs a public page no Intl formatter: its days, hours and open houses are written by hand', async () => {
    const built = jest.spyOn(Intl, 'DateTimeFormat');
    // A fresh copy of the package, so that no formatter is built already.
    await jest.isolateModulesAsync(async () => {
      const domain = await import('../../src');
      expect(domain.formatLongDate('2026-11-21T15:00:00Z')).toBe('November 21, 2026');
      expect(domain.formatCalendarDay('2030-05-06')).toBe('May 6, 2030');
      expect(domain.formatOpenHouseClock({ day: '2026-12-05', start: '13:00', end: '15:00' })).toBe(
        'Saturday, December 5, 2026, 1:00 PM – 3:00 PM',
      );
      expect(domain.formatShortDay('2026-11-18')).toBe('Nov 18');
    });
    expect(built).not.toHaveBeenCalled();
  });
});
