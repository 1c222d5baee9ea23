import { isLeadSource, LEAD_SOURCE_LABELS } from '@estate/domain';

/** The dashboard's name for a lead source; a value stored by an older form shows as it is. */
export function leadSourceLabel(source: string): string {
  return isLeadSource(source) ? LEAD_SOURCE_LABELS[source] : source;
}
