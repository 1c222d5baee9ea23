import type { CheckInInput } from '@estate/domain';

/** A check-in made on this device, waiting to be sent (or sent again) under its own key. */
export interface QueuedCheckIn {
  /** The idempotency key made here: the server stores the check-in once under it, however often it comes. */
  key: string;
  openHouseId: string;
  checkIn: CheckInInput;
}

/** Where the device keeps them (localStorage survives a reload and a lost connection). */
const STORAGE_KEY = 'qce.openHouseCheckIns';

const isQueued = (value: unknown): value is QueuedCheckIn =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as QueuedCheckIn).key === 'string' &&
  typeof (value as QueuedCheckIn).openHouseId === 'string';

/**
 * The check-ins kept on the device until the server has them (docs/product/open-houses.md#open-houses): added
 * before the first try, removed once answered, so nothing typed at the door is lost offline.
 */
export function checkInQueue(storage: Storage = window.localStorage) {
  const read = (): QueuedCheckIn[] => {
    try {
      const stored: unknown = JSON.parse(storage.getItem(STORAGE_KEY) ?? '[]');
      return Array.isArray(stored) ? stored.filter(isQueued) : [];
    } catch {
      return [];
    }
  };
  const write = (items: QueuedCheckIn[]) => storage.setItem(STORAGE_KEY, JSON.stringify(items));
  return {
    of: (openHouseId: string) => read().filter((item) => item.openHouseId === openHouseId),
    add: (item: QueuedCheckIn) => write([...read(), item]),
    remove: (key: string) => write(read().filter((item) => item.key !== key)),
  };
}
