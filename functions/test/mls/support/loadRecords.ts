import { resoRecord } from './resoRecords';
import type { stubResoServer } from './stubResoServer';

/** K01, K02…: the keys of `count` records. */
export const keysOf = (count: number) => Array.from({ length: count }, (_, index) => `K${String(index + 1).padStart(2, '0')}`);

/** Puts `count` records in the stub source, K01 modified at minute 1, K02 at minute 2…, each with `photos` photos. */
export function putRecords(stub: ReturnType<typeof stubResoServer>, count: number, photos = 0) {
  stub.put(...keysOf(count).map((key, index) => resoRecord(key, index + 1, {}, photos)));
}
