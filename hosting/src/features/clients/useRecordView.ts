import { useEffect } from 'react';
import { apiCall } from '@/api/client';
import { useClientState } from '@/features/clients/api/getClientState';

/**
 * Records that a signed-in client opened this listing, only when they agreed to it
 * (docs/product/clients.md#your-data): a visitor, and a client who did not, send nothing at all.
 */
export function useRecordView(propertyId: string | undefined) {
  const { state } = useClientState();
  const records = state.signedIn && state.recordsActivity;
  useEffect(() => {
    // A view that is not recorded loses nothing the client asked for: no retry, no error shown.
    if (records && propertyId) apiCall('POST', `/api/account/views/${encodeURIComponent(propertyId)}`).catch(() => undefined);
  }, [records, propertyId]);
}
