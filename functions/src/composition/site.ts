import type { PublicData } from '@estate/domain';
import { publicData } from '../site';
import type { Repositories } from './repositories';

/** The `site` function's data: the API's public reads, for the server renderer. */
export const siteData = (repos: Repositories): PublicData => publicData(repos);
