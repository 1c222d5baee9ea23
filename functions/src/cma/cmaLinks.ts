import { CMA_PAGE_PATH } from '@estate/domain';
import { hasExactly, isDocumentId, signedLinks, type SignedLinks } from '../platform';

/** Which CMA the owner's link opens. */
export interface CmaLink {
  cmaId: string;
}

/**
 * The owner's link to a published CMA (docs/product/cma.md#the-owners-page): signed under its own
 * key (LINK_SIGNING_SECRET), naming the CMA alone, never expiring: the owner may keep it as long as
 * they keep the PDF. Publishing again keeps the link and changes what it shows.
 */
export type CmaLinks = SignedLinks<CmaLink>;

export const cmaLinks = (secret: () => string): CmaLinks =>
  signedLinks(secret, {
    purpose: 'cma/v1',
    version: 'c1',
    isPayload: (value): value is CmaLink => hasExactly(value, { cmaId: (id) => typeof id === 'string' && isDocumentId(id) }),
  });

/** The owner's page and its PDF. */
export const cmaUrls = (siteOrigin: string, token: string) => ({
  page: `${siteOrigin}${CMA_PAGE_PATH}/${token}`,
  pdf: `${siteOrigin}${CMA_PAGE_PATH}/${token}.pdf`,
});
