import {
  hasPlaceFor,
  invitationSchema,
  OPEN_HOUSE_TEXTS,
  openHouseChangeSchema,
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
