/**
 * What another module keeps of a lead beside the lead itself (a seller lead's homeowner reports,
 * functions/src/homeownerReport): it goes with the lead when staff delete it, and with its person's
 * data when they erase it, and their export carries it with the inquiry.
 */
export interface LeadRecords {
  /** By lead id, as the person downloads them (plain JSON, ISO dates); a lead without any is left out. */
  recordsOf(leadIds: string[]): Promise<Map<string, unknown>>;
  forget(leadIds: string[]): Promise<void>;
}
