import { DEFAULT_REGION } from '../firebaseJson';

/**
 * Firestore's multi-region locations and the regions that serve their reads and writes
 * (Firestore's locations page). A function reads and writes its database on every request: the
 * database belongs in the function's region, or in a multi-region that includes it.
 */
const MULTI_REGIONS: Record<string, string[]> = {
  nam5: ['us-central1', 'us-central2'],
  nam7: ['us-central1', 'us-east4'],
  eur3: ['europe-west1', 'europe-west4'],
};

/** The database locations next to `region`, the multi-region (the one to choose) first. */
const locationsNear = (region: string): string[] => [
  ...Object.entries(MULTI_REGIONS)
    .filter(([, regions]) => regions.includes(region))
    .map(([location]) => location),
  region,
];

/** The database locations next to every one of the functions' regions (firebase-tools' default when none is declared). */
export function locationsNearAll(regions: string[]): string[] {
  const [first = DEFAULT_REGION, ...others] = regions;
  return locationsNear(first).filter((location) => others.every((region) => locationsNear(region).includes(location)));
}
