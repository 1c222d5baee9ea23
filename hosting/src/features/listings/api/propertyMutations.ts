import type { Property } from '@estate/domain';
import { sendJson, useAdminMutation } from '@/api/useAdminMutation';
import type { PropertyFormValues } from '@/features/listings/propertyDialogTarget';

/** Every cached property read: the listings, the featured list and each detail (docs/product.md#api). */
const PROPERTY_READS = ['/api/properties'];

const propertyUrl = (id: string) => `/api/properties/${encodeURIComponent(id)}`;

export interface SavePropertyRequest {
  /** Set when editing; a new listing has none. */
  id?: string;
  values: PropertyFormValues;
}

/** POST /api/properties for a new listing, PATCH /api/properties/{id} for an edit. */
export function useSaveProperty() {
  return useAdminMutation<SavePropertyRequest, Property>(
    ({ id, values }) => (id === undefined ? sendJson('POST', '/api/properties', values) : sendJson('PATCH', propertyUrl(id), values)),
    PROPERTY_READS,
  );
}

export function useDeleteProperty() {
  return useAdminMutation<string>((id) => sendJson('DELETE', propertyUrl(id)), PROPERTY_READS);
}
