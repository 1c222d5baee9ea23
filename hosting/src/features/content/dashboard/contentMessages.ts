import { errorMessage } from '@/api/client';

export type ContentAction = 'create' | 'update' | 'delete';

const DONE: Record<ContentAction, string> = { create: 'created', update: 'updated', delete: 'deleted' };

const lowerCase = (singular: string) => singular.toLowerCase();
const sentenceCase = (singular: string) => {
  const lower = lowerCase(singular);
  return lower.charAt(0).toUpperCase() + lower.slice(1);
};

/** In the style of the property toasts (docs/product/dashboard.md#properties-tab): 'Blog post created successfully'. */
export const contentSuccessTitle = (singular: string, action: ContentAction) => `${sentenceCase(singular)} ${DONE[action]} successfully`;

/** 'Failed to create blog post: A post with this slug already exists' (the server's message, else the error's). */
export function contentFailureTitle(singular: string, action: ContentAction, error: unknown) {
  const message = errorMessage(error, error instanceof Error ? error.message : String(error));
  return `Failed to ${action} ${lowerCase(singular)}: ${message}`;
}

export const deleteConfirmTitle = (singular: string) => `Delete this ${lowerCase(singular)}?`;

export const deleteConfirmText = (name: string) => `“${name}” will be removed from the website. This cannot be undone.`;
