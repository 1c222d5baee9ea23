import type { DefaultValues } from 'react-hook-form';
import { agencyToday, type NeighborhoodName, type Property, type PropertyInput } from '@estate/domain';
import { photoList } from '@/features/listings/dashboard/components/photos/photoList';

export type PropertyFormValues = PropertyInput;

/** What the property dialog opens with: a blank form, a listing to edit, or a copy to save as new. */
export type PropertyDialogTarget =
  { mode: 'create'; values: DefaultValues<PropertyFormValues> } | { mode: 'edit'; id: string; values: PropertyFormValues };

/**
 * Number boxes start empty, so a forgotten price is an error rather than a silent 0. A new listing
 * is Active, listed today in Cincinnati, its sale price shown once sold.
 */
const blankProperty = (): DefaultValues<PropertyFormValues> => ({
  title: '',
  address: '',
  neighborhood: undefined,
  price: undefined,
  bedrooms: undefined,
  bathrooms: undefined,
  squareFeet: undefined,
  description: '',
  propertyType: undefined,
  images: [],
  imageAlts: [],
  isFeatured: false,
  isNewListing: false,
  StandardStatus: 'Active',
  ListingContractDate: agencyToday(),
  showSoldPrice: true,
  visibility: 'public',
});

/**
 * The editable fields of a listing: never its id, createdAt or City, which the server owns. Its alt
 * texts come one per photo ('' where it has none), as the form keeps them. Its status and listing
 * date go back unchanged (the API refuses a change: they change through moves and corrections).
 */
function propertyFormValues(property: Property): PropertyFormValues {
  const { id, createdAt, City, mls, neighborhood, ...fields } = property;
  const { images, alts } = photoList(fields.images, fields.imageAlts);
  // The dialog edits the agency's own listings (the tab lists no other), which always have a neighborhood.
  return { ...fields, neighborhood: neighborhood as NeighborhoodName, images, imageAlts: alts };
}

export const addPropertyTarget = (): PropertyDialogTarget => ({ mode: 'create', values: blankProperty() });

export const editPropertyTarget = (property: Property): PropertyDialogTarget => ({
  mode: 'edit',
  id: property.id,
  values: propertyFormValues(property),
});

/**
 * docs/product/dashboard.md#properties-tab: a duplicate is a new listing with the same fields and the title
 * suffixed ' (Copy)', starting its own life: Coming Soon if the original is, else Active, listed today.
 */
export function duplicatePropertyTarget(property: Property): PropertyDialogTarget {
  const values = propertyFormValues(property);
  return {
    mode: 'create',
    values: {
      ...values,
      title: `${values.title} (Copy)`,
      StandardStatus: property.StandardStatus === 'Coming Soon' ? 'Coming Soon' : 'Active',
      ListingContractDate: agencyToday(),
    },
  };
}
