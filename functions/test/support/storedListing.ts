import { Timestamp, type DocumentData } from 'firebase-admin/firestore';
import { activeSince, type ListingLifecycle, type PropertyInput } from '@estate/domain';
import { listingData } from '../../src/listings';

const FORM: PropertyInput = {
  title: 'A Listing of the Tests',
  address: '1 Main St, Cincinnati, OH 45208',
  neighborhood: 'Hyde Park',
  price: 1_000_000,
  images: ['/media/homes/home-01.svg'],
  imageAlts: [],
  bedrooms: 3,
  bathrooms: 2,
  squareFeet: 2500,
  description: 'A listing stored by the tests.',
  propertyType: 'Single Family',
  isFeatured: false,
  isNewListing: false,
  StandardStatus: 'Active',
  showSoldPrice: true,
  Latitude: 39.1365,
  Longitude: -84.4421,
};

/**
 * A listing's document as the API stores one, added at `listedAt` and Active at its price since
 * then, unless `lifecycle` says otherwise (a sale, a cut).
 */
export function storedListing(form: Partial<PropertyInput>, listedAt: string, lifecycle: Partial<ListingLifecycle> = {}): DocumentData {
  const price = form.price ?? FORM.price;
  const life = { ...activeSince(listedAt, price), ...lifecycle };
  const stamp = Timestamp.fromDate(new Date(listedAt));
  return { ...listingData({ ...FORM, ...form, ...life, price: life.ListPrice }), createdAt: stamp, ModificationTimestamp: stamp };
}
