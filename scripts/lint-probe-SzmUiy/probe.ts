import * as imported from '../../functions/src/seeding';
export const used = imported;
