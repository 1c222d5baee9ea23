/** A collection of the public site that staff edit from the dashboard. */
export interface ContentCollection {
  /** Its API URL, which is also the prefix of every cached read a change may stale ('/api/blog-posts'). */
  path: string;
  /** One item's name in headings and toasts ('Blog Post'). */
  singular: string;
}

export interface ContentItem {
  id: string;
}

export const contentItemUrl = (path: string, id: string) => `${path}/${encodeURIComponent(id)}`;

/** An item's editable fields: everything but the id, which the server owns. */
export function withoutId<Item extends ContentItem>({ id: _id, ...fields }: Item): Omit<Item, 'id'> {
  return fields;
}
