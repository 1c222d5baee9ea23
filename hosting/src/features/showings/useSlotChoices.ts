import { SHOWING_TIME_SLOTS, SLOT_NOTES, SLOT_UNAVAILABLE_LABELS, type ShowingSlot } from '@estate/domain';
import type { SelectOption } from '@/components/form/SelectField';
import { useShowingSlots } from './api/getShowingSlots';

/** Every slot, each free: before a listing and a day are chosen, and when the lookup fails (the API still checks). */
const EVERY_SLOT: SelectOption[] = SHOWING_TIME_SLOTS.map((time) => ({ value: time, label: time }));

/** A slot as a select option: an unavailable one is disabled (greyed), its reason in its accessible name. */
export const slotOption = ({ time, available, reason }: ShowingSlot): SelectOption =>
  available || !reason
    ? { value: time, label: time }
    : { value: time, label: time, disabled: true, 'aria-label': `${time}, ${SLOT_UNAVAILABLE_LABELS[reason]}` };

/**
 * docs/product/showings.md#schedule-a-showing: the time select's options for a listing and a day (the free
 * ones enabled, the others with their reason), and a note on them for everyone to read.
 */
export function useSlotChoices(propertyId: string | undefined, date: string | undefined) {
  const slots = useShowingSlots(propertyId, date);
  const asked = Boolean(propertyId && date);
  const options = asked && slots.data ? slots.data.slots.map(slotOption) : EVERY_SLOT;
  let note: string | undefined;
  if (asked && slots.isPending) note = SLOT_NOTES.checking;
  else if (asked && slots.isError) note = SLOT_NOTES.unknown;
  else if (slots.data?.slots.every((slot) => !slot.available)) note = SLOT_NOTES.none;
  else if (slots.data?.slots.some((slot) => !slot.available)) note = SLOT_NOTES.greyed;
  /** Whether `time` is taken or out of hours on the chosen day (false while unknown). */
  const unavailable = (time: string | undefined) =>
    Boolean(time && slots.data?.slots.some((slot) => slot.time === time && !slot.available));
  return { options, note, unavailable, refetch: slots.refetch };
}
