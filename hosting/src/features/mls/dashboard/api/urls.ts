/** The MLS sources: GET lists them; POST /{id}/pause, /{id}/resume and /{id}/resync act on one. */
export const MLS_SOURCES_URL = '/api/mls/sources';
export const mlsSourceActionUrl = (id: string, action: 'pause' | 'resume' | 'resync') =>
  `${MLS_SOURCES_URL}/${encodeURIComponent(id)}/${action}`;
