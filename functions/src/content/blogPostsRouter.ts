import { Router } from 'express';
import { blogPostQuerySchema, blogPostSchema } from '@estate/domain';
import type { ContentServices } from './contentServices';
import { publicCache, validated, documentRoutes } from '../platform';

/** /blog-posts: articles newest first, one by slug (its id); admins write them. */
export function blogPostsRouter({ blogPosts: posts }: ContentServices): Router {
  const router = Router();

  router.get('/blog-posts', publicCache, async (req, res) => {
    const { limit } = await validated(blogPostQuerySchema, req.query);
    res.json(await posts.list(limit));
  });

  documentRoutes(router, {
    path: '/blog-posts',
    store: posts,
    schema: blogPostSchema,
    deletedMessage: 'Blog post deleted',
    notFoundMessage: 'Blog post not found',
    idTakenMessage: 'A post with this slug already exists',
  });

  return router;
}
