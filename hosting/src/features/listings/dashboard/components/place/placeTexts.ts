/** docs/product/dashboard.md#properties-tab: the listing dialog's place section. */
export const PLACE_TEXTS = {
  heading: 'Place on the map',
  help: 'Type the coordinates, or click the map or drag its pin. A listing goes Active only once placed.',
  unplaced: 'This listing has no place on the map yet: set it before it next goes Active.',
} as const;
