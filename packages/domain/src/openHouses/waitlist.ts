/**
 * docs/product/open-houses.md#open-houses: an open house's places. Without a capacity every party fits; with
 * one, the parties going together never exceed it.
 */

/** Whether a party of `partySize` fits beside the `going` people already coming. */
export const hasPlaceFor = (partySize: number, going: number, capacity: number | undefined): boolean =>
  capacity === undefined || going + partySize <= capacity;

/**
 * Who leaves the waitlist when places open: in the order they joined, each party that fits in
 * what is left (a large party does not hold back a smaller one behind it).
 */
export function promotions<T extends { partySize: number }>(waitlist: readonly T[], going: number, capacity: number | undefined): T[] {
  const promoted: T[] = [];
  let taken = going;
  for (const rsvp of waitlist) {
    if (!hasPlaceFor(rsvp.partySize, taken, capacity)) continue;
    promoted.push(rsvp);
    taken += rsvp.partySize;
  }
  return promoted;
}
