/**
 * The parts of a listing's one-line address RESO names (City, StateOrProvince, PostalCode), read
 * from its ", City, ST 12345" ending; the agency's city and state when it has none.
 */
export interface AddressParts {
  City: string;
  StateOrProvince: string;
  PostalCode?: string;
}

const ENDING = /,\s*([^,]+?),\s*([A-Z]{2})\s+(\d{5})(?:-\d{4})?\s*$/;

export function addressParts(address: string): AddressParts {
  const match = ENDING.exec(address);
  if (!match) return { City: 'Cincinnati', StateOrProvince: 'OH' };
  return { City: match[1]!, StateOrProvince: match[2]!, PostalCode: match[3]! };
}
