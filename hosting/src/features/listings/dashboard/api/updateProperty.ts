import type { Property } from '@estate/domain';
import { sendJson } from '@/api/client';
import { useAdminMutation } from '@/api/useAdminMutation';
import type { PropertyFormValues } from '@/features/listings/dashboard/propertyDialogTarget';
import { PROPERTY_READS, propertyUrl } from './urls';

/** PATCH /api/properties/{id}: an edited listing. */
export const updateProperty = ({ id, values }: { id: string; values: PropertyFormValues }) =>
  sendJson<Property>('PATCH', propertyUrl(id), values);

export const useUpdateProperty = () => useAdminMutation(updateProperty, PROPERTY_READS);
