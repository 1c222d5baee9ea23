/**
 * What another module keeps of a lead beside the lead itself (a seller lead's homeowner reports,
 * functions/src/homeownerReport; the CMAs staff built for it, functions/src/cma): it goes with the
 * lead when staff delete it, and with its person's data when they erase it, and their export
 * carries it with the inquiry, under `name`.
 */
export interface LeadRecords {
  /** The key the person's export gives these records under, in each inquiry that has some. */
  readonly name: string;
  /** By lead id, as the person downloads them (plain JSON, ISO dates); a lead without any is left out. */
  recordsOf(leadIds: string[]): Promise<Map<string, unknown>>;
  forget(leadIds: string[]): Promise<void>;
}
