import type { Express } from 'express';
import request from 'supertest';
import type { Property } from '@estate/domain';

/** Follows GET /api/properties' X-Next-Cursor from the first page to the last (20 at most) and answers each page's ids. */
export async function walkListingPages(app: Express, query: Record<string, string>): Promise<string[][]> {
  const pages: string[][] = [];
  let cursor: string | undefined;
  do {
    const response = await request(app)
      .get('/api/properties')
      .query({ ...query, ...(cursor ? { cursor } : {}) })
      .expect(200);
    pages.push((response.body as Property[]).map(({ id }) => id));
    cursor = response.headers['x-next-cursor'];
  } while (cursor && pages.length < 20);
  return pages;
}
