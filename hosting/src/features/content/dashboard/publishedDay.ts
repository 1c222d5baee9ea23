import { agencyToday } from '@estate/domain';

/** The calendar day ('YYYY-MM-DD') the site shows for a post's publishedAt, Cincinnati's; '' when unpublished. */
export function publishedDay(publishedAt: string | null): string {
  if (!publishedAt) return '';
  const date = new Date(publishedAt);
  return Number.isNaN(date.getTime()) ? '' : agencyToday(date);
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
