import { formatPrice } from '@estate/domain';

/** A sales volume in whole dollars ('$14,560,000'): the record is read for its exact figure. */
export const formatSalesVolume = (dollars: number): string => formatPrice(dollars);

/** A ratio as a percentage with one decimal ('98.7%'); 'N/A' without one. */
export const formatSaleToList = (ratio: number | null): string => (ratio === null ? 'N/A' : `${(ratio * 100).toFixed(1)}%`);
