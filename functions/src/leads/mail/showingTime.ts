import { AGENCY_TIME_ZONE } from '@estate/domain';
import dayjs from 'dayjs';
import customParseFormat from 'dayjs/plugin/customParseFormat';
import timezone from 'dayjs/plugin/timezone';
import utc from 'dayjs/plugin/utc';

dayjs.extend(customParseFormat);
dayjs.extend(utc);
dayjs.extend(timezone);

/**
 * The moment a showing starts: its calendar day ('2030-05-06') and time slot ('10:00 AM') read
 * in the agency's time zone, whatever the server's. Undefined when either cannot be read.
 */
export function showingStart(day: string, time: string): Date | undefined {
  const local = dayjs(`${day} ${time}`, 'YYYY-MM-DD h:mm A', true);
  if (!local.isValid()) return undefined;
  return dayjs.tz(local.format('YYYY-MM-DDTHH:mm:ss'), AGENCY_TIME_ZONE).toDate();
}
