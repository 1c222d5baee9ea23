/** The investor feature's public entry: the Investor Hub's sections. Other features import only this (eslint.config.mjs). */
export { EmergingNeighborhoods } from './components/EmergingNeighborhoods';
export { InvestorResources } from './components/InvestorResources';
export { MarketAnalysis } from './components/MarketAnalysis';
