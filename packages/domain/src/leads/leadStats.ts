import type { LeadSource } from './leadSources';
import type { LeadStatus } from './leadPipeline';

/** Weeks of leads the Overview charts. */
export const LEAD_STATS_WEEKS = 12;

export interface FirstResponseFigure {
  /** Median minutes from arrival to the first status change or note; null when none was answered. */
  medianMinutes: number | null;
  /** Leads received in the period, and how many of them have been answered. */
  received: number;
  answered: number;
}

/** GET /api/admin/lead-stats: the Overview's speed-to-lead figures and charts. */
export interface LeadStats {
  firstResponse: { last7Days: FirstResponseFigure; last30Days: FirstResponseFigure };
  /** New leads waiting longer than one business hour. */
  overdue: number;
  /** The last LEAD_STATS_WEEKS weeks, oldest first: each week's first day (ISO date) and its leads per source. */
  weekly: { weekStart: string; counts: Partial<Record<LeadSource, number>> }[];
  byStatus: Record<LeadStatus, number>;
}
