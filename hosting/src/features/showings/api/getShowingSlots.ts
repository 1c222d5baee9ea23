import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ShowingSlotsAnswer } from '@estate/domain';
import { getJson } from '@/api/client';
import { SHOWING_SLOTS_URL } from './urls';

const slotsUrl = (propertyId: string, date: string) => `${SHOWING_SLOTS_URL}?${new URLSearchParams({ propertyId, date }).toString()}`;

/** GET /api/showings/slots: which of the nine slots the listing's agent can take on the day, and why not. */
export const getShowingSlots = (propertyId: string, date: string) => getJson<ShowingSlotsAnswer>(slotsUrl(propertyId, date));

export const getShowingSlotsQueryOptions = (propertyId: string, date: string) =>
  queryOptions({ queryKey: [slotsUrl(propertyId, date)], queryFn: () => getShowingSlots(propertyId, date) });

/** The day's slots once a listing and a day are chosen; nothing is asked before. */
export const useShowingSlots = (propertyId: string | undefined, date: string | undefined) =>
  useQuery({ ...getShowingSlotsQueryOptions(propertyId ?? '', date ?? ''), enabled: Boolean(propertyId && date) });
