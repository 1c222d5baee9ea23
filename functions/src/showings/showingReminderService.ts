import { SHOWING_REMINDERS } from '@estate/domain';
import type { ShowingNotices } from './showingNoticeService';
import type { ShowingRepository } from './showingRepository';

export interface ShowingReminderDeps {
  showings: Pick<ShowingRepository, 'confirmedBetween' | 'markReminded'>;
  notices: Pick<ShowingNotices, 'reminder'>;
  now?: () => Date;
}

const NEAREST_FIRST = [...SHOWING_REMINDERS].sort((a, b) => a.minutesBefore - b.minutesBefore);
const FURTHEST_MS = Math.max(...SHOWING_REMINDERS.map((reminder) => reminder.minutesBefore)) * 60_000;

/**
 * docs/product/showings.md#showings: the reminders 24 hours and 2 hours before each confirmed showing, to
 * both sides (the `sendShowingReminders` schedule every 15 minutes; `npm run visits:due`
 * locally). Each run queues the nearest reminder now due that was not sent for this start time; a
 * showing confirmed inside 2 hours gets only the 2-hour one. Queued under stable keys, so a run
 * that dies between queuing and recording queues nothing twice.
 */
export function showingReminderService({ showings, notices, now = () => new Date() }: ShowingReminderDeps) {
  return {
    /** Answers how many reminders were queued (two emails each). */
    async run(): Promise<number> {
      const at = now();
      let queued = 0;
      for (const { showing, reminded } of await showings.confirmedBetween(at, new Date(at.getTime() + FURTHEST_MS))) {
        const untilStart = Date.parse(showing.start) - at.getTime();
        const due = NEAREST_FIRST.find((reminder) => untilStart <= reminder.minutesBefore * 60_000);
        const key = due && `${due.key}@${Date.parse(showing.start)}`;
        if (!due || !key || reminded.includes(key)) continue;
        await notices.reminder(showing, due.key);
        await showings.markReminded(showing.id, key);
        queued += 1;
      }
      return queued;
    },
  };
}
