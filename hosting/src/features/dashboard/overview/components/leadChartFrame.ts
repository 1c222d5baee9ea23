/** The Overview's two charts: their cards' titles and their height, which their placeholder takes too. */
export const LEAD_CHART_TITLES = {
  weekly: 'Leads per week by source, last 12 weeks',
  pipeline: 'Pipeline by status',
} as const;

export const LEAD_CHART_HEIGHT_PX = 280;
