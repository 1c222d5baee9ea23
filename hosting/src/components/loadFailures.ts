/** docs/product/api.md#errors: the red text a list shows when it cannot be loaded (leads and users worded alike). */
export const LOAD_FAILURE = {
  properties: 'Failed to load properties. Please try again later.',
  neighborhoods: 'Failed to load neighborhoods. Please try again later.',
  testimonials: 'Failed to load testimonials. Please try again later.',
  blogPosts: 'Failed to load blog posts. Please try again later.',
  leads: 'Failed to load leads. Please try again later.',
  users: 'Failed to load users. Please try again later.',
  sales: 'Failed to load recent sales. Please try again later.',
} as const;
