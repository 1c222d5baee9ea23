import { publishedAtForDay, publishedDay } from '@/features/content/dashboard/publishedDay';

describe("a post's published day (features/content/publishedDay)", () => {
  it("is the day in Cincinnati, where the evening's UTC hours are still the day before", () => {
    expect(publishedDay('2026-11-18T14:30:00.000Z')).toBe('2026-11-18');
    expect(publishedDay('2026-03-01T02:00:00.000Z')).toBe('2026-02-28');
    expect(publishedDay('2026-07-01T03:59:00.000Z')).toBe('2026-06-30');
    expect(publishedDay('2026-07-01T04:00:00.000Z')).toBe('2026-07-01');
  });

  it.each([null, '', 'not a date'])('is empty for %p', (publishedAt) => {
    expect(publishedDay(publishedAt)).toBe('');
  });

  it("keeps the post's own timestamp while its day is unchanged, else takes noon UTC of the day chosen", () => {
    expect(publishedAtForDay('2026-02-28', '2026-03-01T02:00:00.000Z')).toBe('2026-03-01T02:00:00.000Z');
    expect(publishedAtForDay('2026-03-01', '2026-03-01T02:00:00.000Z')).toBe('2026-03-01T12:00:00.000Z');
    expect(publishedAtForDay(null, '2026-03-01T02:00:00.000Z')).toBeNull();
  });
});
