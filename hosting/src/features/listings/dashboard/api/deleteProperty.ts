import { sendJson } from '@/api/client';
import { useAdminMutation } from '@/api/useAdminMutation';
import { PROPERTY_READS, propertyUrl } from './urls';

export const deleteProperty = (id: string) => sendJson<unknown>('DELETE', propertyUrl(id));

export const useDeleteProperty = () => useAdminMutation(deleteProperty, PROPERTY_READS);
