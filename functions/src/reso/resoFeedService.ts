import { isShownTo } from '@estate/domain';
import { feedPosition, feedSkipToken } from './feedCursor';
import { feedQueryPlan } from './feedQueryPlan';
import type { ResoQuery } from './odataQuery';
import type { ResoKeyGrant } from './resoKeyService';
import type { ResoListingRepository } from './resoListingRepository';
import { resoMedia, resoProperty, selected, type ResoRecord } from './resoProperty';

export interface ResoFeedPage {
  value: ResoRecord[];
  /** The `$skiptoken` of the next page; absent on the last one. */
  skipToken?: string;
}

/** The agency's public listings as RESO Web API records, a page at a time, as far as a key may see them. */
export function resoFeedService(listings: ResoListingRepository, siteOrigin: string) {
  return {
    siteOrigin,

    async page(query: ResoQuery, grant: ResoKeyGrant): Promise<ResoFeedPage> {
      const after = query.skipToken === undefined ? undefined : feedPosition(query.skipToken);
      const plan = feedQueryPlan(query, grant.statuses);
      if (!plan || query.top === 0) return { value: [] };
      // The listing gate leaves out what the key may not see (private listings above all); the
      // page is filled past them, and its $skiptoken names a listing the key sees.
      const page = await listings.page({
        plan,
        limit: query.top,
        offset: query.skip,
        shown: (property) => isShownTo(property, grant.reader),
        ...(after ? { after } : {}),
      });
      return {
        value: page.items.map((property) =>
          selected(resoProperty(property, siteOrigin), query.select, query.expandMedia ? resoMedia(property, siteOrigin) : undefined),
        ),
        ...(page.next ? { skipToken: feedSkipToken(page.next) } : {}),
      };
    },
  };
}

export type ResoFeedService = ReturnType<typeof resoFeedService>;
