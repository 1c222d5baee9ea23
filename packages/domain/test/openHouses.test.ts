import {
  AGENCY_TIME_ZONE,
  agencyClockOf,
  agencyClockTime,
  formatOpenHouseClock,
  formatOpenHouseWhen,
  hasPlaceFor,
  invitationSchema,
  OPEN_HOUSE_TEXTS,
  openHouseChangeSchema,
  openHouseInstants,
  promotions,
  reportFigures,
  rsvpSchema,
  type FeedbackAnswer,
} from '../src';

const validForm = {
  OpenHouseDate: '2026-12-05',
  OpenHouseStartTime: '13:00',
  OpenHouseEndTime: '15:00',
  OpenHouseType: 'Public',
};
const messageOf = async (schema: { validate(value: unknown): Promise<unknown> }, value: unknown) =>
  schema.validate(value).then(
    () => undefined,
    (error: Error) => error.message,
  );

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

describe('the open house form', () => {
  it('takes a valid form', async () => {
    expect(await messageOf(openHouseChangeSchema, validForm)).toBeUndefined();
    expect(await messageOf(openHouseChangeSchema, { ...validForm, capacity: 500, OpenHouseType: 'By Invitation' })).toBeUndefined();
  });

  it.each([
    ['a 13th month', { OpenHouseDate: '2026-13-01' }, OPEN_HOUSE_TEXTS.date],
    ['24:00', { OpenHouseStartTime: '24:00' }, OPEN_HOUSE_TEXTS.startTime],
    ['an end at the start', { OpenHouseEndTime: '13:00' }, OPEN_HOUSE_TEXTS.endAfterStart],
    ['over 12 hours', { OpenHouseStartTime: '08:00', OpenHouseEndTime: '20:01' }, OPEN_HOUSE_TEXTS.tooLong],
    ['a type in lower case', { OpenHouseType: 'public' }, OPEN_HOUSE_TEXTS.type],
    ['a capacity of 501', { capacity: 501 }, OPEN_HOUSE_TEXTS.capacity],
    ['a capacity of 2.5', { capacity: 2.5 }, OPEN_HOUSE_TEXTS.capacity],
    ['remarks of 1001 characters', { OpenHouseRemarks: 'x'.repeat(1001) }, OPEN_HOUSE_TEXTS.remarks],
  ])('refuses %s', async (_case, fields, message) => {
    expect(await messageOf(openHouseChangeSchema, { ...validForm, ...fields })).toBe(message);
  });

  it('bounds a party to 1 to 10 people, and invitations to 50 a send', async () => {
    const guest = { name: 'Jordan Hale', email: 'jordan@example.com', phone: '513-555-0199' };
    expect(await messageOf(rsvpSchema, { ...guest, partySize: 10 })).toBeUndefined();
    expect(await messageOf(rsvpSchema, { ...guest, partySize: 11 })).toBe(OPEN_HOUSE_TEXTS.partySize);
    const emails = (count: number) => Array.from({ length: count }, (_, n) => `a${n}@example.com`);
    expect(await messageOf(invitationSchema, { emails: emails(50) })).toBeUndefined();
    expect(await messageOf(invitationSchema, { emails: emails(30), leadIds: emails(21) })).toBe(OPEN_HOUSE_TEXTS.recipients);
    expect(await messageOf(invitationSchema, {})).toBe(OPEN_HOUSE_TEXTS.recipients);
  });
});

describe('the waitlist', () => {
  it('seats a party while it fits the capacity, any party without one', () => {
    expect(hasPlaceFor(2, 0, 2)).toBe(true);
    expect(hasPlaceFor(1, 2, 2)).toBe(false);
    expect(hasPlaceFor(50, 1000, undefined)).toBe(true);
  });

  it('lets in the oldest parties that fit, skipping one too large', () => {
    const waiting = [
      { id: 'a', partySize: 3 },
      { id: 'b', partySize: 1 },
      { id: 'c', partySize: 2 },
      { id: 'd', partySize: 1 },
    ];
    expect(promotions(waiting, 7, 10).map(({ id }) => id)).toEqual(['a']);
    expect(promotions(waiting, 8, 10).map(({ id }) => id)).toEqual(['b', 'd']);
    expect(promotions(waiting, 0, undefined).map(({ id }) => id)).toEqual(['a', 'b', 'c', 'd']);
    expect(promotions(waiting, 10, 10)).toEqual([]);
  });
});

describe("an open house's report", () => {
  const answer = (rating: 1 | 2 | 3 | 4 | 5, comment?: string): FeedbackAnswer => ({
    visit: { kind: 'openHouse', id: 'oh' },
    listingId: 'erie',
    name: 'Jordan Hale',
    rating,
    ...(comment ? { comment } : {}),
    answeredAt: '2026-12-05T22:00:00Z',
  });

  it('counts replies, attendance, no-shows and the leads it made, and averages the ratings to one decimal', () => {
    const figures = reportFigures(
      [
        { status: 'going', partySize: 2, attendedAt: '2026-12-05T18:10:00Z', leadId: 'l1' },
        { status: 'going', partySize: 1, leadId: 'l2' },
        { status: 'waitlisted', partySize: 3, leadId: 'l3' },
        { status: 'cancelled', partySize: 1, leadId: 'invited-lead' },
      ],
      [{ leadId: 'l1' }, { leadId: 'walk-in' }],
      [answer(5, 'Lovely light.'), answer(4), answer(4)],
      new Set(['invited-lead']),
    );
    expect(figures).toEqual({
      rsvps: { going: 2, waitlisted: 1, cancelled: 1, people: 3 },
      attended: 2,
      noShows: 1,
      newLeads: 4,
      averageRating: 4.3,
      ratings: 3,
      comments: [{ name: 'Jordan Hale', rating: 5, comment: 'Lovely light.', answeredAt: '2026-12-05T22:00:00Z' }],
    });
    expect(reportFigures([], [], []).averageRating).toBeNull();
  });
});
