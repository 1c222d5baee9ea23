import { FieldValue, Timestamp, type DocumentData } from 'firebase-admin/firestore';
import {
  cityKeyOf,
  isExcludedBy,
  listingPlace,
  listingSetOf,
  mlsNeighborhood,
  type NeighborhoodOutline,
  neighborhoodCentre,
  PUBLIC_STATUSES,
  WITHHELD_ADDRESS,
  type IsoDate,
  type ListingLifecycle,
  type MlsAttribution,
  type MlsFieldValue,
  type MlsKeptField,
  type MlsMedia,
  type MlsSource,
  type PropertyType,
  type StandardStatus,
} from '@estate/domain';
import { lifecycleData, listingGeohash, listingSearchTerms } from '../listings';

type Fields = Partial<Record<MlsKeptField, MlsFieldValue>>;

const text = (value: MlsFieldValue | undefined): string | undefined =>
  typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;
const numberOf = (value: MlsFieldValue | undefined): number | undefined =>
  typeof value === 'number' && Number.isFinite(value) ? value : undefined;
const dayOf = (value: MlsFieldValue | undefined): IsoDate | undefined =>
  text(value)?.match(/^\d{4}-\d{2}-\d{2}/)?.[0] as IsoDate | undefined;

/** RESO's StandardStatus, as OData enum members ('ActiveUnderContract') or display names ('Active Under Contract'). */
function statusOf(value: MlsFieldValue | undefined): StandardStatus | undefined {
  const compact = text(value)?.replace(/\s+/g, '').toLowerCase();
  return PUBLIC_STATUSES.find((status) => status.replace(/\s+/g, '').toLowerCase() === compact);
}

/** The site's five property types, read from RESO's PropertyType and PropertySubType. */
function propertyTypeOf(fields: Fields): PropertyType {
  const type = text(fields.PropertyType)?.toLowerCase() ?? '';
  const subType = text(fields.PropertySubType)?.toLowerCase() ?? '';
  if (type === 'land' || subType.includes('land')) return 'Land';
  if (type === 'residential income' || /duplex|triplex|quadruplex|multi/.test(subType)) return 'Multi-Family';
  if (subType.includes('condo')) return 'Condo';
  if (subType.includes('townhouse')) return 'Townhouse';
  return 'Single Family';
}

/** Full baths and half baths as the site counts them (2.5), else RESO's integer total. */
function bathroomsOf(fields: Fields): number {
  const full = numberOf(fields.BathroomsFull);
  const half = numberOf(fields.BathroomsHalf);
  if (full !== undefined) return full + (half ?? 0) / 2;
  return numberOf(fields.BathroomsTotalInteger) ?? 0;
}

const OPTIONAL_LIFECYCLE = ['ClosePrice', 'CloseDate', 'OnMarketDate'] as const;

/** Why a replicated record is not among the site's listings. */
export type NotProjected = 'agencyOwn' | 'status' | 'soldHidden' | 'incomplete' | 'excluded';

/** The settings of a source its listings are shown by. */
type ProjectionSource = Pick<MlsSource, 'id' | 'name' | 'agencyOfficeMlsId' | 'soldDisplay' | 'exclude'>;

/**
 * What the projection copies, by version: a new version (2: YearBuilt, LotSizeAcres and the
 * automated valuation's consent) makes every source's next run project every record anew, so
 * listings stored before carry the fields too.
 */
const PROJECTION_VERSION = 2;

/**
 * The settings that decide how a source's records are shown, and the projection's version, as one
 * text: when it changes, the replication reads every record again and projects each anew
 * (docs/product/mls.md#display).
 */
export const projectionSettingsOf = ({ agencyOfficeMlsId, soldDisplay, exclude }: ProjectionSource): string =>
  JSON.stringify([agencyOfficeMlsId ?? null, soldDisplay ?? null, exclude ?? null, PROJECTION_VERSION]);

/**
 * An MLS listing as the one search holds it in `properties` (docs/product/mls.md#one-search): the
 * Property fields read from the Data Dictionary's, its attribution, `listingSet`, and `firstLoad`
 * while the source's first load (or a full re-sync) brings it. Its photos are not among them: the
 * replica's, which the photo worker fetches, are copied (mlsListingRepository, mlsPhotoRepository).
 * Written with `merge`; an optional field the record no longer has is deleted. Or why it is
 * not shown: the agency's own listing (shown once, as the agency's), a status the public does not
 * see, or a sale the source's rules keep off the site.
 */
export function mlsProjection(
  id: string,
  fields: Fields,
  source: ProjectionSource,
  options: { firstLoad: boolean; outlines?: readonly NeighborhoodOutline[] },
): { data: DocumentData } | { skipped: NotProjected } {
  const office = text(fields.ListOfficeMlsId);
  if (source.agencyOfficeMlsId && office === source.agencyOfficeMlsId) return { skipped: 'agencyOwn' };
  const status = statusOf(fields.StandardStatus);
  if (!status) return { skipped: 'status' };
  if (status === 'Closed' && source.soldDisplay !== 'shown') return { skipped: 'soldHidden' };
  const price = numberOf(fields.ListPrice);
  const listingKey = text(fields.ListingKey);
  if (price === undefined || !listingKey) return { skipped: 'incomplete' };

  const City = text(fields.City) ?? '';
  const neighborhood = mlsNeighborhood(City, fields.Latitude, fields.Longitude, options.outlines);
  const addressWithheld = fields.InternetAddressDisplayYN === false;
  const propertyType = propertyTypeOf(fields);
  if (isExcludedBy(source.exclude, { propertyType, price })) return { skipped: 'excluded' };
  const place = listingPlace({ neighborhood, City });
  const area = [City, [text(fields.StateOrProvince), text(fields.PostalCode)].filter(Boolean).join(' ')].filter(Boolean).join(', ');
  const fullAddress = text(fields.UnparsedAddress) ?? area;
  const address = addressWithheld ? `${WITHHELD_ADDRESS}, ${area}` : fullAddress;
  const title = addressWithheld ? `${propertyType} in ${place}` : (fullAddress.split(',')[0] ?? fullAddress);
  // No position finer than the neighbourhood for a withheld address: its centre, or none.
  const position = addressWithheld
    ? neighborhood && neighborhoodCentre(neighborhood)
    : numberOf(fields.Latitude) !== undefined && numberOf(fields.Longitude) !== undefined
      ? { latitude: numberOf(fields.Latitude)!, longitude: numberOf(fields.Longitude)! }
      : undefined;

  const modified = text(fields.ModificationTimestamp)!;
  const listedOn = dayOf(fields.ListingContractDate) ?? dayOf(fields.OnMarketDate) ?? (modified.slice(0, 10) as IsoDate);
  const lifecycle: ListingLifecycle = {
    StandardStatus: status,
    ListPrice: price,
    OriginalListPrice: numberOf(fields.OriginalListPrice) ?? price,
    ListingContractDate: listedOn,
    ...(dayOf(fields.OnMarketDate) ? { OnMarketDate: dayOf(fields.OnMarketDate)! } : {}),
    ...(dayOf(fields.CloseDate) ? { CloseDate: dayOf(fields.CloseDate)! } : {}),
    ...(numberOf(fields.ClosePrice) !== undefined ? { ClosePrice: numberOf(fields.ClosePrice)! } : {}),
  };
  const mls: MlsAttribution = {
    sourceId: source.id,
    sourceName: source.name,
    listingKey,
    officeName: text(fields.ListOfficeName) ?? 'the listing office',
    agentName: text(fields.ListAgentFullName) ?? null,
    addressWithheld,
  };
  const description = text(fields.PublicRemarks) ?? '';
  const YearBuilt = numberOf(fields.YearBuilt);
  const LotSizeAcres = numberOf(fields.LotSizeAcres);
  const data: DocumentData = {
    title,
    address,
    neighborhood: neighborhood ?? FieldValue.delete(),
    City,
    cityKey: cityKeyOf(City),
    bedrooms: numberOf(fields.BedroomsTotal) ?? 0,
    bathrooms: bathroomsOf(fields),
    squareFeet: numberOf(fields.LivingArea) ?? 0,
    description,
    propertyType,
    isFeatured: false,
    isNewListing: false,
    showSoldPrice: true,
    visibility: 'public',
    ...lifecycleData(lifecycle),
    ...Object.fromEntries(
      OPTIONAL_LIFECYCLE.filter((field) => lifecycle[field] === undefined).map((field) => [field, FieldValue.delete()]),
    ),
    Latitude: position ? position.latitude : FieldValue.delete(),
    Longitude: position ? position.longitude : FieldValue.delete(),
    geohash: (position && listingGeohash({ Latitude: position.latitude, Longitude: position.longitude })) ?? FieldValue.delete(),
    mls,
    // What the valuation compares and whether it may (docs/product/valuation.md#comparables).
    YearBuilt: YearBuilt ?? FieldValue.delete(),
    LotSizeAcres: LotSizeAcres ?? FieldValue.delete(),
    InternetAutomatedValuationDisplayYN:
      typeof fields.InternetAutomatedValuationDisplayYN === 'boolean' ? fields.InternetAutomatedValuationDisplayYN : FieldValue.delete(),
    listingSet: listingSetOf('mls', status),
    searchTerms: listingSearchTerms({ title, address, neighborhood, description: `${description} ${City}` }),
    firstLoad: options.firstLoad,
    createdAt: Timestamp.fromDate(new Date(`${listedOn}T12:00:00Z`)),
    ModificationTimestamp: Timestamp.fromDate(new Date(modified)),
  };
  return { data };
}

/** A listing's photos as `properties` holds them: the fetched ones in order, described by the source's words. */
export function projectedPhotos(media: MlsMedia[]): { images: string[]; imageAlts: string[] } {
  const fetched = media.filter((item): item is MlsMedia & { url: string } => item.url !== null);
  return { images: fetched.map(({ url }) => url), imageAlts: fetched.map(({ description }) => description ?? '') };
}
