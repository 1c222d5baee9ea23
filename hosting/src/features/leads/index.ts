/** The leads feature's public entry: the consultation form (loaded lazily by the home page: keep this entry light). Other features import only this (eslint.config.mjs). */
export { ConsultationForm } from './components/ConsultationForm';
