/** The mls feature's staff part: the MLS sources panel of the dashboard's Settings (features/dashboard/settings imports it here). */
export { MlsSourcesCard } from './components/MlsSourcesCard';
