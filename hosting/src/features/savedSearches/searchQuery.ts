import { writeListingFilters, type ListingFilters } from '@/features/listings';

/**
 * The listing's filters as a saved search keeps them: the URL's query string, without its order or
 * the map's view (where the map was is no part of what the client searches for; a drawn area is).
 */
export const searchQuery = ({ sort: _sort, view: _view, ...filters }: ListingFilters) => writeListingFilters(filters).toString();

/** What a saved search of an area drawn on the map is called, in its name and the account's list. */
export const DRAWN_AREA_NAME = 'Drawn area';

/** A first name for a search, from what it filters: "Hyde Park, Condo", "Mason, Condo", "Drawn area, Condo", "All of Cincinnati". */
export const suggestedName = ({ area, neighborhood, city, propertyType }: ListingFilters) =>
  [area ? DRAWN_AREA_NAME : (neighborhood ?? city ?? 'All of Cincinnati'), propertyType].filter(Boolean).join(', ');
