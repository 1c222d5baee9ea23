import { businessMinutesBetween, isOverdueLead } from '../../src/agencyTime/businessHours';

/** An instant given as Cincinnati wall time in November 2026 (EST, UTC-5). */
const est = (day: number, hour: number, minute = 0) => new Date(Date.UTC(2026, 10, day, hour + 5, minute));

describe('business minutes (Mon-Fri 9-6, Sat 10-4, Cincinnati time)', () => {
  it('counts the open minutes of one day', () => {
    // Monday, November 23, 2026.
    expect(businessMinutesBetween(est(23, 9), est(23, 10, 30))).toBe(90);
    expect(businessMinutesBetween(est(23, 7), est(23, 9, 15))).toBe(15);
    expect(businessMinutesBetween(est(23, 17, 30), est(23, 22))).toBe(30);
  });

  it('skips the night and Sunday, and counts Saturday from 10 to 4', () => {
    // Friday 5:30 PM to Monday 9:30 AM: 30 minutes on Friday, 6 hours on Saturday, 30 on Monday.
    expect(businessMinutesBetween(est(20, 17, 30), est(23, 9, 30))).toBe(30 + 360 + 30);
    // Saturday evening to Monday before opening: nothing.
    expect(businessMinutesBetween(est(21, 18), est(23, 8, 59))).toBe(0);
  });

  it('keeps to the wall clock across the change from daylight time', () => {
    // Saturday, October 31 (EDT, UTC-4) 3 PM to Monday, November 2 (EST) 10 AM: 60 + 60.
    expect(businessMinutesBetween(new Date(Date.UTC(2026, 9, 31, 19)), est(2, 10))).toBe(120);
  });

  it('stops counting at the cap', () => {
    expect(businessMinutesBetween(est(2, 9), est(23, 9), 61)).toBe(61);
  });

  it('calls a New lead overdue after one open hour without an answer', () => {
    const lead = { status: 'New', createdAt: est(23, 17, 30).toISOString() };
    expect(isOverdueLead(lead, est(23, 23))).toBe(false);
    expect(isOverdueLead(lead, est(24, 9, 31))).toBe(true);
    expect(isOverdueLead({ ...lead, status: 'Contacted' }, est(24, 12))).toBe(false);
  });
});
