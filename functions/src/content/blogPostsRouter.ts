import { Router } from 'express';
import { blogPostQuerySchema, blogPostSchema } from '@estate/domain';
import type { AppDeps } from '../deps';
import { firestoreBlogPostRepository } from './blogPostRepository';
import { publicCache } from '../platform/http/cache';
import { validated } from '../platform/http/validate';
import { documentRoutes } from '../platform/http/documentRoutes';

/** /blog-posts: articles newest first, one by slug (its id); admins write them. */
export function blogPostsRouter({ db }: AppDeps): Router {
  const router = Router();
  const posts = firestoreBlogPostRepository(db);

  router.get('/blog-posts', publicCache, async (req, res) => {
    const { limit } = await validated(blogPostQuerySchema, req.query);
    res.json(await posts.list(limit));
  });

  documentRoutes(router, { path: '/blog-posts', store: posts, schema: blogPostSchema, deletedMessage: 'Blog post deleted' });

  return router;
}
