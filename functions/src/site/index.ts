/** The site module's public face: what other modules and the composition root may use of it. */
export { firebaseConnectOrigins, uploadImageOrigins } from './contentSecurityPolicy';
export { firestoreContentStampRepository } from './contentStampRepository';
export { builtPageRenderer } from './pageRenderer';
export { publicData } from './publicData';
export { createSiteApp } from './siteApp';
