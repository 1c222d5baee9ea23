import { agencyToday, isOverdueLead, LEAD_STATS_WEEKS, type FirstResponseFigure, type LeadStats, type LeadStatus } from '@estate/domain';
import { ownLeadsOf, type LeadViewer } from './leadAccess';
import type { LeadRepository, LeadTimes } from './leadRepository';
import { roundedMedian } from './median';

const DAY_MS = 24 * 60 * 60 * 1000;
const WEEK_MS = 7 * DAY_MS;

function firstResponse(leads: LeadTimes[], since: number): FirstResponseFigure {
  const received = leads.filter((lead) => Date.parse(lead.createdAt) >= since);
  const minutes = received.flatMap((lead) =>
    lead.firstResponseAt ? [(Date.parse(lead.firstResponseAt) - Date.parse(lead.createdAt)) / 60_000] : [],
  );
  return { medianMinutes: roundedMedian(minutes), received: received.length, answered: minutes.length };
}

/** The weeks of the chart, oldest first: rolling weeks that end now. */
export function statsWeeks(now: Date): number[] {
  return Array.from({ length: LEAD_STATS_WEEKS }, (_, index) => now.getTime() - (LEAD_STATS_WEEKS - index) * WEEK_MS);
}

/**
 * The Overview's figures from the leads received in the last LEAD_STATS_WEEKS weeks, the count per
 * status, and the New leads received before those weeks (overdue by any measure).
 */
export function leadStats(recent: LeadTimes[], byStatus: Record<LeadStatus, number>, olderNew: number, now = new Date()): LeadStats {
  const weeks = statsWeeks(now);
  const weekly = weeks.map((start) => {
    const counts: LeadStats['weekly'][number]['counts'] = {};
    for (const lead of recent) {
      const at = Date.parse(lead.createdAt);
      if (at >= start && at < start + WEEK_MS) counts[lead.source] = (counts[lead.source] ?? 0) + 1;
    }
    return { weekStart: agencyToday(new Date(start)), counts };
  });
  return {
    firstResponse: {
      last7Days: firstResponse(recent, now.getTime() - 7 * DAY_MS),
      last30Days: firstResponse(recent, now.getTime() - 30 * DAY_MS),
    },
    overdue: olderNew + recent.filter((lead) => isOverdueLead(lead, now)).length,
    weekly,
    byStatus,
  };
}

/** The Overview's figures: an admin's over every lead, an agent's over their own. */
export function leadStatsService(leads: Pick<LeadRepository, 'receivedSince' | 'countByStatus' | 'countNewBefore'>) {
  return {
    async forViewer(viewer: LeadViewer, now = new Date()): Promise<LeadStats> {
      const owner = ownLeadsOf(viewer);
      const since = new Date(statsWeeks(now)[0]!);
      const [recent, byStatus, olderNew] = await Promise.all([
        leads.receivedSince(since, owner),
        leads.countByStatus(owner),
        leads.countNewBefore(since, owner),
      ]);
      return leadStats(recent, byStatus, olderNew, now);
    },
  };
}

export type LeadStatsService = ReturnType<typeof leadStatsService>;
