import { agencyInstant, agencyLocalInstant, agencyTimeOn, agencyWallClock } from '../../src';

const wall = (iso: string) => Date.parse(`${iso}Z`);
const instant = (iso: string) => new Date(iso).getTime();

describe("Cincinnati's wall clock", () => {
  it('reads an instant as the clocks there read it, in winter and in summer', () => {
    expect(agencyWallClock(instant('2026-01-15T17:45:00Z'))).toBe(wall('2026-01-15T12:45'));
    expect(agencyWallClock(instant('2026-07-15T17:45:00Z'))).toBe(wall('2026-07-15T13:45'));
  });

  it('finds the instant of a wall time on either side of a change of the clocks', () => {
    expect(agencyInstant(wall('2026-03-08T01:30'))).toBe(instant('2026-03-08T06:30:00Z'));
    expect(agencyInstant(wall('2026-03-08T03:30'))).toBe(instant('2026-03-08T07:30:00Z'));
    expect(agencyInstant(wall('2026-11-01T00:30'))).toBe(instant('2026-11-01T04:30:00Z'));
    expect(agencyInstant(wall('2026-11-01T02:30'))).toBe(instant('2026-11-01T07:30:00Z'));
    // 1:30 AM happens twice on November 1: it is read as the first, in daylight time.
    expect(agencyInstant(wall('2026-11-01T01:30'))).toBe(instant('2026-11-01T05:30:00Z'));
  });

  it('goes there and back for every half hour of 2026 but the repeated one', () => {
    const wrong: string[] = [];
    for (let at = Date.UTC(2026, 0, 1); at < Date.UTC(2027, 0, 1); at += 30 * 60 * 1000) {
      const repeated = at >= instant('2026-11-01T06:00:00Z') && at < instant('2026-11-01T07:00:00Z');
      if (!repeated && agencyInstant(agencyWallClock(at)) !== at) wrong.push(new Date(at).toISOString());
    }
    expect(wrong).toEqual([]);
  });

  it('reads a day and a time typed in Cincinnati time', () => {
    expect(agencyTimeOn('2026-12-05', '14:30')).toEqual(new Date('2026-12-05T19:30:00Z'));
    expect(agencyTimeOn('2027-07-04', '09:00')).toEqual(new Date('2027-07-04T13:00:00Z'));
  });

  it("reads a datetime-local input's value whatever the browser's zone, and nothing else", () => {
    expect(agencyLocalInstant('2030-01-08T09:30')?.toISOString()).toBe('2030-01-08T14:30:00.000Z');
    expect(agencyLocalInstant('2030-07-09T09:30')?.toISOString()).toBe('2030-07-09T13:30:00.000Z');
    expect(agencyLocalInstant('2030-07-09 09:30')).toBeUndefined();
    expect(agencyLocalInstant('2030-02-30T09:30')).toBeUndefined();
    expect(agencyLocalInstant('2030-07-09T24:00')).toBeUndefined();
  });
});
