import { personName } from './people';
import { seededRandom } from './random';

export interface Agent {
  mlsId: string;
  fullName: string;
}

export interface Office {
  mlsId: string;
  name: string;
  /** Relative share of the listings. */
  weight: number;
  agents: readonly Agent[];
}

/** The agency's office in this MLS: the listings it lists are the agency's own (ListOfficeMlsId). */
export const AGENCY_OFFICE_MLS_ID = 'QCE01';

const OFFICES: readonly (Omit<Office, 'agents'> & { agentCount: number })[] = [
  { mlsId: AGENCY_OFFICE_MLS_ID, name: 'Queen City Estates', weight: 1, agentCount: 4 },
  { mlsId: 'OVR10', name: 'Ohio Valley Realty Group', weight: 14, agentCount: 12 },
  { mlsId: 'SHP20', name: 'Seven Hills Properties', weight: 11, agentCount: 10 },
  { mlsId: 'RBR30', name: 'Riverbend Real Estate', weight: 9, agentCount: 8 },
  { mlsId: 'THP40', name: 'Tristate Home Partners', weight: 10, agentCount: 9 },
  { mlsId: 'LPR50', name: 'Lytle Park Realty', weight: 5, agentCount: 5 },
  { mlsId: 'MVH60', name: 'Miami Valley Homes', weight: 8, agentCount: 8 },
  { mlsId: 'BGR70', name: 'Bluegrass Gateway Realty', weight: 7, agentCount: 7 },
];

/** The offices and their agents: the same on every start, whatever the data set's seed. */
export const offices: readonly Office[] = OFFICES.map(({ agentCount, ...office }) => {
  const random = seededRandom('offices', office.mlsId);
  return {
    ...office,
    agents: Array.from({ length: agentCount }, (_, index) => ({
      mlsId: `${office.mlsId}-${String(index + 1).padStart(3, '0')}`,
      fullName: personName(random),
    })),
  };
});
