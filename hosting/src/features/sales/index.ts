/** The sales feature's public entry: the agency's record of the past 12 months. Other features import only this (eslint.config.mjs). */
export { getRecentSalesQueryOptions, useRecentSales } from './api/getRecentSales';
export { NeighborhoodSales } from './components/NeighborhoodSales';
export { NeighborhoodSalesTable } from './components/NeighborhoodSalesTable';
export { SalesFigures } from './components/SalesFigures';
