import type { Firestore } from 'firebase-admin/firestore';
import {
  agencyToday,
  neighborhoodCentre,
  WITHHELD_ADDRESS,
  type ListingVisibility,
  type NeighborhoodName,
  type PropertyType,
  type StandardStatus,
  type ValuationSale,
  type ValuationSubject,
} from '@estate/domain';
import { PROPERTIES } from '../../src/listings';
import { mlsProjection } from '../../src/mls/mlsProjection';
import { mlsRecord, type MlsRecord } from '../../src/mls/mlsRecord';
import { storedListing } from '../support/storedListing';

/**
 * A seeded market with known prices (docs/product/valuation.md#comparables): a Single Family home at
 * Hyde Park's centre, the agency's and an MLS's sales around it, dated back from today, and the sales
 * the rules leave out, each by one rule.
 */

const DAY_MS = 24 * 60 * 60 * 1000;
export const daysAgo = (days: number) => agencyToday(new Date(Date.now() - days * DAY_MS));

const CENTRE = neighborhoodCentre('Hyde Park')!;
/** About a km of latitude. */
const KM_LATITUDE = 1 / 111.195;
const northOf = (km: number) => ({ Latitude: CENTRE.latitude + km * KM_LATITUDE, Longitude: CENTRE.longitude });

export const HOME: ValuationSubject = {
  propertyType: 'Single Family',
  bedrooms: 4,
  bathrooms: 3,
  squareFeet: 3_000,
  YearBuilt: 1930,
  condition: 'Good',
  neighborhood: 'Hyde Park',
  Latitude: CENTRE.latitude,
  Longitude: CENTRE.longitude,
};

/** The agency's sales' photo (storedListing's), and the MLS sales' lot. */
const PHOTO = '/media/homes/home-01.svg';
const LOT_SIZE_ACRES = 0.25;

export const MLS_SOURCE = { id: 'cincy', name: 'Cincinnati MLS', soldDisplay: 'shown' as const };

interface SaleSpec {
  id: string;
  size: [squareFeet: number, bedrooms: number, bathrooms: number, YearBuilt: number];
  price: number;
  closedDaysAgo: number;
  km: number;
  neighborhood?: NeighborhoodName;
  propertyType?: PropertyType;
  status?: StandardStatus;
  visibility?: ListingVisibility;
  showSoldPrice?: boolean;
  /** An MLS sale: its record's key; optedOut and withheld as the MLS's flags say. */
  mls?: { optedOut?: boolean; withheld?: boolean };
}

/** The market's rates: its sales of other sizes are priced by them, to the dollar. */
const ratePrice = (squareFeet: number, bedrooms: number, bathrooms: number, year: number) =>
  150_000 + 200 * squareFeet + 15_000 * bedrooms + 25_000 * bathrooms + 1_000 * (year - 1900);

/** Fourteen sizes outside the size band (2,250 to 3,750 sq ft), rooms and ages spread so that every rate can be told apart. */
const OTHER_SIZES: SaleSpec['size'][] = Array.from({ length: 14 }, (_, index) => {
  const large = index >= 7;
  return [
    large ? 3_900 + (index - 7) * 180 : 1_550 + index * 90,
    2 + (index % 4) + (large ? 1 : 0),
    1 + (index % 5) * 0.5 + (large ? 1.5 : 0),
    1905 + ((index * 37) % 95),
  ];
});

/** Sales the estimate may use: the fit's market, and the candidates within 25% of the home's living area. */
export const USABLE: SaleSpec[] = [
  ...OTHER_SIZES.map((size, index) => ({
    id: `market-${index}`,
    size,
    price: ratePrice(...size),
    closedDaysAgo: 20 + index * 20,
    km: 0.2,
  })),
  { id: 'sale-a', size: [2_800, 4, 3, 1925], price: 890_000, closedDaysAgo: 30, km: 0.5, mls: {} },
  { id: 'sale-b', size: [3_200, 5, 3.5, 1935], price: 1_010_000, closedDaysAgo: 90, km: 1 },
  { id: 'sale-c', size: [3_000, 3, 2.5, 1930], price: 880_000, closedDaysAgo: 180, km: 1.5 },
  { id: 'sale-d', size: [2_600, 4, 2, 1910], price: 760_000, closedDaysAgo: 270, km: 2 },
  { id: 'sale-e', size: [3_100, 4, 3, 1940], price: 930_000, closedDaysAgo: 28, km: 1.8 },
  { id: 'sale-g', size: [3_050, 4, 3, 1931], price: 960_000, closedDaysAgo: 60, km: 0.9, mls: { withheld: true } },
  // Outside Hyde Park, 3 km off: the seventh candidate, offered to add.
  { id: 'sale-f', size: [2_900, 4, 3, 1928], price: 905_000, closedDaysAgo: 45, km: -3, neighborhood: 'Oakley' },
];

/** Sales the rules leave out, each for one reason; each would move the estimate if it were used. */
export const LEFT_OUT: SaleSpec[] = [
  { id: 'out-old', size: [3_000, 4, 3, 1930], price: 2_500_000, closedDaysAgo: 380, km: 0.1 },
  { id: 'out-condo', size: [3_000, 4, 3, 1930], price: 2_500_000, closedDaysAgo: 10, km: 0.1, propertyType: 'Condo' },
  { id: 'out-opted', size: [3_000, 4, 3, 1930], price: 2_500_000, closedDaysAgo: 10, km: 0.1, mls: { optedOut: true } },
  { id: 'out-private', size: [3_000, 4, 3, 1930], price: 2_500_000, closedDaysAgo: 10, km: 0.1, visibility: 'invited' },
  { id: 'out-hidden-price', size: [3_000, 4, 3, 1930], price: 2_500_000, closedDaysAgo: 10, km: 0.1, showSoldPrice: false },
  { id: 'out-active', size: [3_000, 4, 3, 1930], price: 2_500_000, closedDaysAgo: 10, km: 0.1, status: 'Active' },
  { id: 'out-withdrawn', size: [3_000, 4, 3, 1930], price: 2_500_000, closedDaysAgo: 10, km: 0.1, status: 'Withdrawn' },
  { id: 'out-far', size: [3_000, 4, 3, 1930], price: 2_500_000, closedDaysAgo: 10, km: 6, neighborhood: 'Clifton' },
];

/** The id a sale is stored under: an MLS sale's is the replica's. */
export const idOf = (spec: Pick<SaleSpec, 'id' | 'mls'>) => (spec.mls ? `${MLS_SOURCE.id}_${spec.id}` : spec.id);

const streetOf = (spec: SaleSpec) => `${100 + USABLE.concat(LEFT_OUT).indexOf(spec)} Valuation Way`;

/** The sale as the estimate reads it (the stored listing's fields), for the engine's own answer. */
export function saleOf(spec: SaleSpec): ValuationSale {
  const [squareFeet, bedrooms, bathrooms, YearBuilt] = spec.size;
  const closed = (spec.status ?? 'Closed') === 'Closed';
  const withheld = spec.mls?.withheld === true;
  return {
    id: idOf(spec),
    address: withheld ? `${WITHHELD_ADDRESS}, Cincinnati, OH 45208` : `${streetOf(spec)}, Cincinnati, OH 45208`,
    neighborhood: spec.neighborhood ?? 'Hyde Park',
    propertyType: spec.propertyType ?? 'Single Family',
    bedrooms,
    bathrooms,
    squareFeet,
    images: spec.mls ? [] : [PHOTO],
    showSoldPrice: spec.showSoldPrice ?? true,
    visibility: spec.visibility ?? 'public',
    ...(withheld ? { Latitude: CENTRE.latitude, Longitude: CENTRE.longitude } : northOf(spec.km)),
    StandardStatus: spec.status ?? 'Closed',
    ...(closed ? { ClosePrice: spec.price, CloseDate: daysAgo(spec.closedDaysAgo) } : {}),
    YearBuilt,
    ...(spec.mls ? { LotSizeAcres: LOT_SIZE_ACRES, InternetAutomatedValuationDisplayYN: spec.mls.optedOut !== true } : {}),
  };
}

/** An MLS sale's record as the source sends it. */
function mlsRaw(spec: SaleSpec): Record<string, unknown> {
  const [squareFeet, bedrooms, bathrooms, YearBuilt] = spec.size;
  const { Latitude, Longitude } = northOf(spec.km);
  return {
    ListingKey: spec.id,
    StandardStatus: spec.status ?? 'Closed',
    ListPrice: spec.price,
    ClosePrice: spec.price,
    CloseDate: daysAgo(spec.closedDaysAgo),
    ListingContractDate: daysAgo(spec.closedDaysAgo + 40),
    BedroomsTotal: bedrooms,
    BathroomsFull: Math.floor(bathrooms),
    BathroomsHalf: bathrooms % 1 === 0 ? 0 : 1,
    LivingArea: squareFeet,
    YearBuilt,
    LotSizeAcres: LOT_SIZE_ACRES,
    PropertyType: 'Residential',
    PropertySubType: spec.propertyType === 'Condo' ? 'Condominium' : 'Single Family Residence',
    UnparsedAddress: `${streetOf(spec)}, Cincinnati, OH 45208`,
    City: 'Cincinnati',
    StateOrProvince: 'OH',
    PostalCode: '45208',
    Latitude,
    Longitude,
    ListOfficeMlsId: 'HPR',
    ListOfficeName: 'Hyde Park Realty',
    PublicRemarks: 'A sale of the valuation tests.',
    ModificationTimestamp: `${daysAgo(spec.closedDaysAgo)}T12:00:00Z`,
    InternetAddressDisplayYN: spec.mls?.withheld !== true,
    InternetEntireListingDisplayYN: true,
    InternetAutomatedValuationDisplayYN: spec.mls?.optedOut !== true,
  };
}

/** Stores each sale as the API or the replication stores it: the agency's through listingData, an MLS's through its projection. */
export async function seedMarket(db: Firestore, specs: readonly SaleSpec[] = [...USABLE, ...LEFT_OUT]): Promise<void> {
  const writer = db.bulkWriter();
  for (const spec of specs) {
    const ref = db.collection(PROPERTIES).doc(idOf(spec));
    if (spec.mls) {
      const record = mlsRecord(MLS_SOURCE.id, mlsRaw(spec)) as MlsRecord;
      const projected = mlsProjection(record.id, record.fields, MLS_SOURCE, { firstLoad: false });
      if (!('data' in projected)) throw new Error(`${spec.id} is not projected: ${projected.skipped}`);
      void writer.set(ref, projected.data, { merge: true });
      continue;
    }
    const sale = saleOf(spec);
    const closed = sale.StandardStatus === 'Closed';
    const listedAt = `${daysAgo(spec.closedDaysAgo + 40)}T12:00:00Z`;
    const stored = storedListing(
      {
        title: streetOf(spec),
        address: sale.address,
        neighborhood: sale.neighborhood!,
        propertyType: sale.propertyType,
        bedrooms: sale.bedrooms,
        bathrooms: sale.bathrooms,
        squareFeet: sale.squareFeet,
        price: spec.price,
        showSoldPrice: sale.showSoldPrice,
        visibility: sale.visibility!,
        Latitude: sale.Latitude!,
        Longitude: sale.Longitude!,
      },
      listedAt,
      closed
        ? {
            StandardStatus: 'Closed',
            PurchaseContractDate: daysAgo(spec.closedDaysAgo + 10),
            CloseDate: sale.CloseDate!,
            ClosePrice: spec.price,
          }
        : { StandardStatus: sale.StandardStatus },
    );
    void writer.set(ref, { ...stored, YearBuilt: sale.YearBuilt });
  }
  await writer.close();
}
