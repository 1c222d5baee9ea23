import * as imported from '@/features/properties/components/PropertyCard';
export const used = imported;
