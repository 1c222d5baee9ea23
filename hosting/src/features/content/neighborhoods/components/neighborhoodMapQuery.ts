/** A place name the map can find: '{name}, Cincinnati, OH'. */
export const neighborhoodMapQuery = (name: string) => `${name}, Cincinnati, OH`;
