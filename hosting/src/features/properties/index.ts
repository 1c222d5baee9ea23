/** The properties feature's public entry: listings, their cards and skeletons. Other features import only this (eslint.config.mjs). */
export { useProperties } from './api/getProperties';
export { useAllProperties } from './api/useAllProperties';
export { PropertyCard } from './components/PropertyCard';
export { PropertyGridSkeleton } from './components/PropertyGridSkeleton';
