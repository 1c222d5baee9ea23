import { AGENCY_TIME_ZONE, agencyClockOf, agencyClockTime, formatOpenHouseClock, formatOpenHouseWhen, openHouseInstants } from '../../src';

describe("an open house's times (Cincinnati, DST-correct)", () => {
  it('reads the wall clock as EST in winter and EDT in summer', () => {
    expect(openHouseInstants('2026-12-05', '13:00', '15:00')).toEqual({
      startsAt: new Date('2026-12-05T18:00:00Z'),
      endsAt: new Date('2026-12-05T20:00:00Z'),
    });
    expect(openHouseInstants('2027-07-04', '13:00', '15:30').startsAt).toEqual(new Date('2027-07-04T17:00:00Z'));
  });

  it('keeps to the wall clock on the days the clocks change', () => {
    // 2027-03-14: clocks spring forward at 2 AM; 2027-11-07: they fall back.
    expect(openHouseInstants('2027-03-14', '01:00', '04:00')).toEqual({
      startsAt: new Date('2027-03-14T06:00:00Z'),
      endsAt: new Date('2027-03-14T08:00:00Z'),
    });
    expect(openHouseInstants('2027-11-07', '12:00', '14:00').startsAt).toEqual(new Date('2027-11-07T17:00:00Z'));
  });

  it('shows them in Cincinnati whatever the reader’s zone', () => {
    expect(formatOpenHouseWhen('2026-12-05T18:00:00Z', '2026-12-05T20:00:00Z')).toBe('Saturday, December 5, 2026, 1:00 PM – 3:00 PM');
    expect(agencyClockTime('2027-07-04T17:00:00Z')).toBe('13:00');
  });

  it('reads the day and hours on the clocks of Cincinnati, on the days the clocks change too', () => {
    expect(agencyClockOf('2026-12-05T18:00:00Z', '2026-12-05T20:00:00Z')).toEqual({ day: '2026-12-05', start: '13:00', end: '15:00' });
    expect(agencyClockOf('2027-03-14T06:00:00Z', '2027-03-14T08:00:00Z')).toEqual({ day: '2027-03-14', start: '01:00', end: '04:00' });
    // 8 PM on a winter evening is already the next day in UTC.
    expect(agencyClockOf('2026-12-06T01:00:00Z', '2026-12-06T02:30:00Z')).toEqual({ day: '2026-12-05', start: '20:00', end: '21:30' });
    expect(formatOpenHouseClock({ day: '2026-12-05', start: '20:00', end: '21:30' })).toBe('Saturday, December 5, 2026, 8:00 PM – 9:30 PM');
  });

  it('writes every half hour from 2026 through 2028 as Intl does in Cincinnati', () => {
    const zone = { timeZone: AGENCY_TIME_ZONE } as const;
    const day = new Intl.DateTimeFormat('en-US', { weekday: 'long', month: 'long', day: 'numeric', year: 'numeric', ...zone });
    const time = new Intl.DateTimeFormat('en-US', { hour: 'numeric', minute: '2-digit', ...zone });
    const wrong: string[] = [];
    for (let start = Date.UTC(2026, 0, 1); start < Date.UTC(2029, 0, 1); start += 30 * 60 * 1000) {
      const [startsAt, endsAt] = [new Date(start), new Date(start + 90 * 60 * 1000)];
      const intl = `${day.format(startsAt)}, ${time.format(startsAt)} – ${time.format(endsAt)}`;
      if (formatOpenHouseWhen(startsAt.toISOString(), endsAt.toISOString()) !== intl) wrong.push(startsAt.toISOString());
    }
    expect(wrong).toEqual([]);
  });
});
