/** The properties feature's public entry: listings, their cards and skeletons. Other features import only this (eslint.config.mjs). */
export { getPropertiesQueryOptions, useProperties } from './api/getProperties';
export { useAllProperties } from './api/getAllProperties';
export { PropertyCard } from './components/PropertyCard';
export { PropertyGridSkeleton } from './components/PropertyGridSkeleton';
export { getFeaturedPropertiesQueryOptions } from './api/getFeaturedProperties';
export { getPropertyQueryOptions, useProperty } from './api/getProperty';
export { FeaturedProperties } from './components/FeaturedProperties';
export { ImageCarousel } from './components/ImageCarousel';
export { NoPropertiesFound } from './components/NoPropertiesFound';
export { PropertyBadges } from './components/PropertyBadges';
export { ListingHistory } from './components/ListingHistory';
export { ListingPrice, soldLine } from './components/ListingPrice';
export { getPropertyHistoryQueryOptions } from './api/getPropertyHistory';
export { PropertyDetailSkeleton } from './components/PropertyDetailSkeleton';
export { PropertyFacts } from './components/PropertyFacts';
export { PropertyFilters } from './components/PropertyFilters';
export { type ListingFilters, readListingFilters, useListingFilters, writeListingFilters } from './components/propertyFilterParams';
