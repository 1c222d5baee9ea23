/** The sales/ part of listings: the agency's record of the past 12 months. features/listings/index.ts re-exports it, and other features import only that (eslint.config.mjs). */
export { getRecentSalesQueryOptions, useRecentSales } from './api/getRecentSales';
export { NeighborhoodSales } from './components/NeighborhoodSales';
export { NeighborhoodSalesTable } from './components/NeighborhoodSalesTable';
export { SalesFigures } from './components/SalesFigures';
