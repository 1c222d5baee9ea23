import * as imported from '../../composition';
export const used = imported;
