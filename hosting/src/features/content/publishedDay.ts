import { AGENCY_TIME_ZONE, onFirstUse } from '@estate/domain';

const dayParts = onFirstUse(
  () => new Intl.DateTimeFormat('en-US', { timeZone: AGENCY_TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' }),
);

/** The calendar day ('YYYY-MM-DD') the site shows for a post's publishedAt; '' when unpublished. */
export function publishedDay(publishedAt: string | null): string {
  if (!publishedAt) return '';
  const date = new Date(publishedAt);
  if (Number.isNaN(date.getTime())) return '';
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    dayParts()
      .formatToParts(date)
      .find((candidate) => candidate.type === type)?.value;
  return `${part('year')}-${part('month')}-${part('day')}`;
}

/**
 * publishedAt for the day chosen in the form: the post's own timestamp while its day is unchanged,
 * else noon UTC of that day, which is the same calendar day in Cincinnati (a bare date would be
 * midnight UTC, the evening before there).
 */
export function publishedAtForDay(day: string | null, previous: string | null = null): string | null {
  if (!day) return null;
  if (previous && publishedDay(previous) === day) return previous;
  return `${day}T12:00:00.000Z`;
}
