import { formatCompactPrice, formatNumber, STATUS_BADGES, type ListingMapCluster, type ListingMapPin } from '@estate/domain';

const count = (value: number, one: string, many: string) => `${formatNumber(value)} ${value === 1 ? one : many}`;

/** A pin's face: its price, '$1.25M'. */
export const pinFace = (pin: Pick<ListingMapPin, 'price'>) => formatCompactPrice(pin.price);

/**
 * A pin's accessible name, its face first (what is seen is what is said): '$1.25M, 4 beds, 3.5 baths,
 * Active'. The status in the cards' words (STATUS_BADGES), an active listing's as it is.
 */
export const pinName = (pin: Pick<ListingMapPin, 'price' | 'bedrooms' | 'bathrooms' | 'status'>) =>
  [pinFace(pin), count(pin.bedrooms, 'bed', 'beds'), count(pin.bathrooms, 'bath', 'baths'), STATUS_BADGES[pin.status] ?? pin.status].join(
    ', ',
  );

/** A cluster's face, its count; its name, '12 homes'. */
export const clusterFace = (cluster: Pick<ListingMapCluster, 'count'>) => formatNumber(cluster.count);
export const clusterName = (cluster: Pick<ListingMapCluster, 'count'>) => count(cluster.count, 'home', 'homes');
