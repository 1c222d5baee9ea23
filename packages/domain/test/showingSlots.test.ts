import {
  agentDecisions,
  blockedTimeSchema,
  DEFAULT_SHOWING_HOURS,
  daySlots,
  manageActions,
  SHOWING_TIME_SLOTS,
  showingDeclineSchema,
  showingHoursSchema,
  slotOf,
  slotProblem,
  slotStart,
  withinHours,
  type WeeklyHours,
} from '../src';

const iso = (date: Date | undefined) => date?.toISOString();
const NOW = new Date('2030-01-01T12:00:00Z');
const open = { hours: DEFAULT_SHOWING_HOURS, blocked: [] };

describe('slot times in Cincinnati, across daylight saving', () => {
  it('reads a Tuesday 10:00 AM as 10:00 in Cincinnati in January (EST) and in July (EDT)', () => {
    expect(iso(slotStart('2030-01-08', '10:00 AM'))).toBe('2030-01-08T15:00:00.000Z');
    expect(iso(slotStart('2030-07-09', '10:00 AM'))).toBe('2030-07-09T14:00:00.000Z');
    expect(withinHours(slotStart('2030-01-08', '10:00 AM')!, DEFAULT_SHOWING_HOURS)).toBe(true);
    expect(withinHours(slotStart('2030-07-09', '10:00 AM')!, DEFAULT_SHOWING_HOURS)).toBe(true);
  });

  it('keeps the wall clock on either side of the March change (Sunday, March 10, 2030)', () => {
    expect(iso(slotStart('2030-03-09', '9:00 AM'))).toBe('2030-03-09T14:00:00.000Z');
    expect(iso(slotStart('2030-03-11', '9:00 AM'))).toBe('2030-03-11T13:00:00.000Z');
    expect(slotOf(slotStart('2030-03-11', '9:00 AM')!)).toEqual({ date: '2030-03-11', time: '9:00 AM' });
  });

  it('keeps the wall clock on either side of the November change (Sunday, November 3, 2030)', () => {
    expect(iso(slotStart('2030-11-02', '5:00 PM'))).toBe('2030-11-02T21:00:00.000Z');
    expect(iso(slotStart('2030-11-04', '5:00 PM'))).toBe('2030-11-04T22:00:00.000Z');
    expect(slotOf(new Date('2030-11-04T22:00:00Z'))).toEqual({ date: '2030-11-04', time: '5:00 PM' });
  });

  it('reads the same wall hours in both seasons: a 9-to-12 Tuesday takes 9, 10 and 11 AM', () => {
    const mornings: WeeklyHours = { ...DEFAULT_SHOWING_HOURS, tuesday: [{ from: '09:00', to: '12:00' }] };
    for (const day of ['2030-01-08', '2030-07-09', '2030-03-12', '2030-11-05']) {
      const taken = daySlots(day, { hours: mornings, blocked: [] }, new Set(), NOW).filter((slot) => slot.available);
      expect(taken.map((slot) => slot.time)).toEqual(['9:00 AM', '10:00 AM', '11:00 AM']);
    }
  });

  it('refuses what is not a day or a slot', () => {
    expect(slotStart('2030-02-30', '9:00 AM')).toBeUndefined();
    expect(slotStart('2030-02-03', '9 AM')).toBeUndefined();
  });
});

describe('the default hours', () => {
  it('offer the nine slots Monday to Saturday and none on Sunday, as the form always did', () => {
    const monday = daySlots('2030-01-07', open, new Set(), NOW);
    expect(monday.map((slot) => slot.time)).toEqual([...SHOWING_TIME_SLOTS]);
    expect(monday.every((slot) => slot.available)).toBe(true);
    const sunday = daySlots('2030-01-06', open, new Set(), NOW);
    expect(sunday.every((slot) => slot.reason === 'outside_hours')).toBe(true);
  });
});

describe('why a slot is unavailable', () => {
  const tuesday10 = slotStart('2030-01-08', '10:00 AM')!;

  it('is booked when another booking holds its hour', () => {
    const slots = daySlots('2030-01-08', open, new Set([tuesday10.getTime()]), NOW);
    expect(slots.find((slot) => slot.time === '10:00 AM')).toEqual({
      time: '10:00 AM',
      start: tuesday10.toISOString(),
      available: false,
      reason: 'booked',
    });
    expect(slots.filter((slot) => !slot.available)).toHaveLength(1);
  });

  it('is away when a blocked time overlaps any part of its hour', () => {
    const blocked = [{ id: 'b', start: '2030-01-08T15:30:00Z', end: '2030-01-08T16:10:00Z' }];
    const slots = daySlots('2030-01-08', { hours: DEFAULT_SHOWING_HOURS, blocked }, new Set(), NOW);
    expect(slots.filter((slot) => slot.reason === 'away').map((slot) => slot.time)).toEqual(['10:00 AM', '11:00 AM']);
  });

  it('is outside the hours when the whole hour does not fit an opening', () => {
    const short: WeeklyHours = { ...DEFAULT_SHOWING_HOURS, tuesday: [{ from: '09:30', to: '11:00' }] };
    expect(slotProblem(slotStart('2030-01-08', '9:00 AM')!, { hours: short, blocked: [] }, NOW)).toBe('outside_hours');
    expect(slotProblem(slotStart('2030-01-08', '10:00 AM')!, { hours: short, blocked: [] }, NOW)).toBeUndefined();
    expect(slotProblem(slotStart('2030-01-08', '11:00 AM')!, { hours: short, blocked: [] }, NOW)).toBe('outside_hours');
  });

  it('is past once it has started, even when booked', () => {
    const now = new Date('2030-01-08T15:30:00Z');
    const slots = daySlots('2030-01-08', open, new Set([tuesday10.getTime()]), now);
    expect(slots.slice(0, 2).map((slot) => slot.reason)).toEqual(['past', 'past']);
    expect(slots[2]!.available).toBe(true);
  });
});

describe('what each side may do', () => {
  it('lets the agent confirm only a request, and propose while it is going ahead', () => {
    expect(agentDecisions('requested')).toEqual(['confirm', 'decline', 'propose']);
    expect(agentDecisions('confirmed')).toEqual(['propose']);
    expect(agentDecisions('cancelled')).toEqual([]);
    expect(manageActions('visitor', 'proposed')).toEqual(['confirm', 'cancel', 'reschedule']);
    expect(manageActions('agent', 'proposed')).toEqual(['cancel', 'reschedule']);
    expect(manageActions('visitor', 'declined')).toEqual([]);
  });
});

describe('the showing schemas', () => {
  const week = (tuesday: { from: string; to: string }[]) => ({ hours: { ...DEFAULT_SHOWING_HOURS, tuesday } });

  it('take weekly hours with every day, openings in order and apart', async () => {
    await expect(
      showingHoursSchema.validate(
        week([
          { from: '09:00', to: '12:00' },
          { from: '13:00', to: '17:00' },
        ]),
      ),
    ).resolves.toBeTruthy();
    await expect(showingHoursSchema.validate(week([{ from: '12:00', to: '09:00' }]))).rejects.toThrow(
      'Each opening must end after it starts',
    );
    await expect(
      showingHoursSchema.validate(
        week([
          { from: '09:00', to: '12:00' },
          { from: '11:00', to: '14:00' },
        ]),
      ),
    ).rejects.toThrow("Tuesday's openings must not overlap");
    await expect(showingHoursSchema.validate(week([{ from: '9am', to: '12:00' }]))).rejects.toThrow('Times must be written as HH:mm');
    const { monday: _monday, ...missing } = DEFAULT_SHOWING_HOURS;
    await expect(showingHoursSchema.validate({ hours: missing })).rejects.toThrow("Monday's openings are missing");
  });

  it('bound the notes: a blocked time and a decline', async () => {
    const blocked = { start: '2030-01-08T15:00:00Z', end: '2030-01-08T14:00:00Z' };
    await expect(blockedTimeSchema.validate(blocked)).rejects.toThrow('A blocked time must end after it starts');
    await expect(blockedTimeSchema.validate({ ...blocked, end: '2030-01-08T18:00:00Z', note: 'x'.repeat(2001) })).rejects.toThrow(
      'Note must be at most 2000 characters',
    );
    await expect(showingDeclineSchema.validate({ note: 'x'.repeat(2001) })).rejects.toThrow('Note must be at most 2000 characters');
  });
});
