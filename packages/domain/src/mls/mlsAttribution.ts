/**
 * What the MLS's display rules make every MLS listing carry wherever it appears
 * (docs/product/mls.md#display): its source, its listing office and agent, and whether its address
 * is withheld. The disclaimer, with the time of the source's last successful sync, is added when read.
 */
export interface MlsAttribution {
  sourceId: string;
  /** The source's name, as its settings give it ("Cincinnati MLS"). */
  sourceName: string;
  listingKey: string;
  officeName: string;
  agentName: string | null;
  /** InternetAddressDisplayYN false: no street address, and no position finer than the neighbourhood, anywhere. */
  addressWithheld: boolean;
  /** The disclaimer in the source's wording with its last successful sync's time; filled in when read. */
  disclaimer?: string;
}

/** What a card and a page say of an MLS listing's office and agent. */
export const mlsListedBy = ({ officeName, agentName }: Pick<MlsAttribution, 'officeName' | 'agentName'>): string =>
  agentName ? `Listed by ${agentName}, ${officeName}` : `Listed by ${officeName}`;

/** What the page and the feeds give as an MLS listing's address when the seller withheld it. */
export const WITHHELD_ADDRESS = 'Address withheld at the seller’s request';
