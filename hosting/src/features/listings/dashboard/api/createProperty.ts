import type { Property } from '@estate/domain';
import { sendJson } from '@/api/client';
import { useAdminMutation } from '@/api/useAdminMutation';
import type { PropertyFormValues } from '@/features/listings/dashboard/propertyDialogTarget';
import { PROPERTIES_URL, PROPERTY_READS } from './urls';

/** POST /api/properties: a new listing, or a copy of one. */
export const createProperty = (values: PropertyFormValues) => sendJson<Property>('POST', PROPERTIES_URL, values);

export const useCreateProperty = () => useAdminMutation(createProperty, PROPERTY_READS);
