/** The about feature's public entry: the About page's sections. Other features import only this (eslint.config.mjs). */
export { Achievements } from './components/Achievements';
export { ServiceCards } from './components/ServiceCards';
export { TeamGrid } from './components/TeamGrid';
export { ValueCards } from './components/ValueCards';
export { STORY } from './story';
