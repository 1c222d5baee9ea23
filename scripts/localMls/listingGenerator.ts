import { AREAS, type Area } from './areas';
import { offices } from './offices';
import { fictionalPhone, personName } from './people';
import { askingPrice, roundTo } from './prices';
import { type PropertyRecord, type StandardStatus } from './propertyRecord';
import { type Random, seededRandom } from './random';
import { DAY_MS, resoDate, resoTimestamp } from './resoTime';
import { privateRemarks, publicRemarks, showingInstructions } from './remarks';

export interface GeneratorOptions {
  seed: number;
  originatingSystemName: string;
  /** The moment the data set describes: every date and timestamp lies before it (ComingSoon's market date after). */
  asOf: Date;
}

const STATUSES: readonly { status: StandardStatus; weight: number }[] = [
  { status: 'Active', weight: 70 },
  { status: 'ComingSoon', weight: 3 },
  { status: 'ActiveUnderContract', weight: 6 },
  { status: 'Pending', weight: 8 },
  { status: 'Closed', weight: 13 },
];

/** The share of sellers who opt out of automated valuations (RESO's InternetAutomatedValuationDisplayYN false). */
export const AUTOMATED_VALUATION_OPT_OUT = 0.02;

const BUYER_COMPENSATION = ['2.5%', '3%', '2%', '2.75%', '$5,000'] as const;
const UNITS = ['1', '2', '3', '2A', '3B', '101', '204', '310', 'PH'] as const;

const between = (random: Random, fromMs: number, toMs: number) => fromMs + Math.floor(random.next() * Math.max(0, toMs - fromMs));

function propertyKind(random: Random, area: Area) {
  const draw = random.next();
  if (draw < 0.03) return { type: 'Land', subType: 'Unimproved Land' } as const;
  if (draw < 0.06) return { type: 'Residential Income', subType: 'Duplex' } as const;
  if (random.chance(area.attachedShare)) return { type: 'Residential', subType: random.chance(0.7) ? 'Condominium' : 'Townhouse' } as const;
  return { type: 'Residential', subType: 'Single Family Residence' } as const;
}

function rooms(random: Random, subType: string) {
  if (subType === 'Unimproved Land') return undefined;
  const bedrooms =
    subType === 'Condominium'
      ? random.int(1, 3)
      : subType === 'Townhouse'
        ? random.int(2, 4)
        : subType === 'Duplex'
          ? random.int(4, 6)
          : random.weighted([2, 3, 4, 5, 6], (beds) => [2, 6, 5, 2, 1][beds - 2]!);
  const full = Math.max(1, Math.round(bedrooms * 0.6 + random.next() * 0.8 - 0.2));
  const half = random.weighted([0, 1, 2], (count) => [4, 5, 1][count]!);
  const perBedroom = subType === 'Condominium' ? 430 : 520;
  const livingArea = roundTo((500 + bedrooms * perBedroom) * (0.8 + random.next() * 0.5), 10);
  return { bedrooms, full, half, livingArea };
}

function lotAcres(random: Random, area: Area, subType: string): number | null {
  if (subType === 'Condominium') return null;
  const [min, max] = area.typicalPrice > 1_000_000 ? [1, 5] : area.radiusKm >= 2 ? [0.2, 0.9] : [0.05, 0.3];
  return Math.round((min + random.next() * (max - min)) * 100) / 100;
}

/** A point inside the area's circle, evenly spread over it. */
function position(random: Random, area: Area) {
  const distanceKm = area.radiusKm * Math.sqrt(random.next());
  const angle = random.next() * 2 * Math.PI;
  const latitude = area.latitude + (distanceKm * Math.sin(angle)) / 111.32;
  const longitude = area.longitude + (distanceKm * Math.cos(angle)) / (111.32 * Math.cos((area.latitude * Math.PI) / 180));
  return { latitude: Math.round(latitude * 1e6) / 1e6, longitude: Math.round(longitude * 1e6) / 1e6 };
}

/** When it came on the market, changed, closed: by its status, all before `asOf`. */
function timeline(random: Random, status: StandardStatus, asOfMs: number) {
  if (status === 'Closed') {
    const closeMs = asOfMs - random.int(1, 180) * DAY_MS;
    const contractMs = closeMs - random.int(20, 120) * DAY_MS;
    return {
      contractMs,
      onMarketMs: contractMs,
      closeMs,
      modifiedMs: Math.min(asOfMs - 1, between(random, closeMs, closeMs + 3 * DAY_MS)),
    };
  }
  if (status === 'ComingSoon') {
    const contractMs = asOfMs - random.int(1, 10) * DAY_MS;
    return {
      contractMs,
      onMarketMs: asOfMs + random.int(1, 14) * DAY_MS,
      closeMs: undefined,
      modifiedMs: between(random, contractMs, asOfMs),
    };
  }
  const daysOnMarket = status === 'Active' ? Math.floor(150 * random.next() ** 2) + 1 : random.int(10, 90);
  const contractMs = asOfMs - daysOnMarket * DAY_MS;
  return { contractMs, onMarketMs: contractMs, closeMs: undefined, modifiedMs: between(random, contractMs, asOfMs) };
}

/**
 * The data set's listing number `index`: drawn from its own generator, seeded by the data set's
 * seed and the index, so any listing is made without the ones before it and the same seed gives
 * the same listing on every machine.
 */
export function listingAt(index: number, { seed, originatingSystemName, asOf }: GeneratorOptions): PropertyRecord {
  const random = seededRandom(seed, index);
  const area = random.weighted(AREAS, (candidate) => candidate.weight);
  const { type, subType } = propertyKind(random, area);
  const room = rooms(random, subType);
  const yearBuilt = subType === 'Unimproved Land' ? null : random.int(area.built[0], area.built[1]);
  const sizeFactor = room ? (room.livingArea / 2000) ** 0.85 : 0.15 + random.next() * 0.2;
  const kindFactor = subType === 'Condominium' || subType === 'Townhouse' ? 0.9 : subType === 'Duplex' ? 0.8 : 1;
  const listPrice = askingPrice(random, area.typicalPrice * sizeFactor * kindFactor * (0.8 + random.next() * 0.45));
  const status = random.weighted(STATUSES, (entry) => entry.weight).status;
  const times = timeline(random, status, asOf.getTime());
  const office = random.weighted(offices, (candidate) => candidate.weight);
  const agent = random.chance(0.97) ? random.pick(office.agents) : undefined;
  const streetNumber = String(random.int(area.radiusKm < 1.5 ? 100 : 1000, area.radiusKm < 1.5 ? 3500 : 9999));
  const streetName = random.pick(area.streets);
  const unit = subType === 'Condominium' ? ` Unit ${random.pick(UNITS)}` : '';
  const { latitude, longitude } = position(random, area);
  const ownerName = personName(random);
  const occupancy = random.weighted(['owner', 'tenant', 'vacant'] as const, (kind) => ({ owner: 6, tenant: 1, vacant: 3 })[kind]);
  const occupantName = occupancy === 'owner' ? ownerName : occupancy === 'tenant' ? personName(random) : null;
  const listingId = String(1_700_001 + index);
  const photosChangedMs = between(random, times.contractMs - 5 * DAY_MS, times.modifiedMs);
  const record: Omit<PropertyRecord, 'InternetAutomatedValuationDisplayYN'> = {
    ListingKey: `LM${listingId}`,
    ListingId: listingId,
    OriginatingSystemName: originatingSystemName,
    StandardStatus: status,
    ListPrice: listPrice,
    OriginalListPrice: random.chance(0.2) ? askingPrice(random, listPrice * (1.03 + random.next() * 0.07)) : listPrice,
    ClosePrice: times.closeMs === undefined ? null : roundTo(listPrice * (0.94 + random.next() * 0.1), 500),
    CloseDate: times.closeMs === undefined ? null : resoDate(times.closeMs),
    ListingContractDate: resoDate(times.contractMs),
    OnMarketDate: resoDate(times.onMarketMs),
    BedroomsTotal: room?.bedrooms ?? null,
    BathroomsTotalInteger: room ? room.full + room.half : null,
    BathroomsFull: room?.full ?? null,
    BathroomsHalf: room?.half ?? null,
    LivingArea: room?.livingArea ?? null,
    LotSizeAcres: lotAcres(random, area, subType),
    YearBuilt: yearBuilt,
    PropertyType: type,
    PropertySubType: subType,
    UnparsedAddress: `${streetNumber} ${streetName}${unit}`,
    StreetNumber: streetNumber,
    StreetName: streetName,
    City: area.city,
    StateOrProvince: area.state,
    PostalCode: area.postalCode,
    CountyOrParish: area.county,
    SubdivisionName: area.subdivisions.length > 0 && random.chance(0.4) ? random.pick(area.subdivisions) : null,
    Latitude: latitude,
    Longitude: longitude,
    ListOfficeMlsId: office.mlsId,
    ListOfficeName: office.name,
    ListAgentMlsId: agent?.mlsId ?? null,
    ListAgentFullName: agent?.fullName ?? null,
    PublicRemarks: publicRemarks(random, { area: area.name, subType, bedrooms: room?.bedrooms ?? null, yearBuilt }),
    ModificationTimestamp: resoTimestamp(times.modifiedMs),
    PhotosChangeTimestamp: resoTimestamp(photosChangedMs),
    PhotosCount: random.int(1, 8),
    InternetEntireListingDisplayYN: !random.chance(0.006),
    InternetAddressDisplayYN: !random.chance(0.015),
    MlgCanView: true,
    BuyerAgencyCompensation: random.pick(BUYER_COMPENSATION),
    PrivateRemarks: privateRemarks(random),
    ShowingInstructions: showingInstructions(random),
    OwnerName: ownerName,
    OccupantName: occupantName,
    OccupantPhone: occupantName === null ? null : fictionalPhone(random),
  };
  // Drawn last, so that every other field is what it was before the flag was added.
  return { ...record, InternetAutomatedValuationDisplayYN: !random.chance(AUTOMATED_VALUATION_OPT_OUT) };
}

/** The first `count` listings of the data set, made one at a time as they are taken. */
export function* generateListings(count: number, options: GeneratorOptions): Generator<PropertyRecord> {
  for (let index = 0; index < count; index++) yield listingAt(index, options);
}
