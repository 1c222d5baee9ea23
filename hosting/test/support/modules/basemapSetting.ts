/** The build's basemap setting in every hosting test: none, as locally (the maps draw the outlines on a plain ground). */
export const BASEMAP_URL: string | undefined = undefined;
