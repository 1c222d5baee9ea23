import { useQuery } from '@tanstack/react-query';
import type { DoorCode } from '@estate/domain';
import { getJson } from '@/api/client';
import { doorCodeUrl } from './urls';

/** GET /api/admin/open-houses/{id}/door: the link visitors' phones open (its QR code is doorQrUrl). */
export const getDoorCode = (id: string) => getJson<DoorCode>(doorCodeUrl(id));

export const useDoorCode = (id: string) => useQuery({ queryKey: [doorCodeUrl(id)], queryFn: () => getDoorCode(id) });
