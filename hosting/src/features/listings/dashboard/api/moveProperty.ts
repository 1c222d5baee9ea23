import type { Property, StandardStatus } from '@estate/domain';
import { sendJson } from '@/api/client';
import { useAdminMutation } from '@/api/useAdminMutation';
import { PROPERTY_READS, propertyStatusUrl } from './urls';

/** The body of a move: the status to go to, the day, and a sale's close price. */
export interface PropertyMove {
  StandardStatus: StandardStatus;
  date: string;
  ClosePrice?: number;
}

/** POST /api/properties/{id}/status: the listing after the move, or 400 with why it cannot move. */
export const moveProperty = ({ id, move }: { id: string; move: PropertyMove }) => sendJson<Property>('POST', propertyStatusUrl(id), move);

/** Refreshes the listings, the public pages' reads and the listing's history. */
export const useMoveProperty = () => useAdminMutation(moveProperty, PROPERTY_READS);
