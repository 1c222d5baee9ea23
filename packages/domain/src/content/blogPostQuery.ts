import { object, type InferType } from 'yup';
import { wholeNumberParam } from '../shared/queryParams';

/** The blog page asks for every post at once and filters in the client (docs/product/api.md#api). */
export const BLOG_LIST_LIMIT = 999;

/** GET /api/blog-posts: newest first, all of them unless `limit` says how many. */
export const blogPostQuerySchema = object({
  limit: wholeNumberParam('limit', { min: 1, max: BLOG_LIST_LIMIT }),
});

export type BlogPostQuery = InferType<typeof blogPostQuerySchema>;
