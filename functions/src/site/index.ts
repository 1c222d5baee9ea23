/** The site function: the public pages rendered on the server, over the API's public reads. What other modules and the composition root may use of it. */
export { basemapConnectSources, firebaseConnectOrigins, uploadImageOrigins } from './contentSecurityPolicy';
export { firestoreContentStampRepository } from './contentStampRepository';
export { builtPageRenderer } from './pageRenderer';
export { publicData } from './publicData';
export { createSiteApp } from './siteApp';
