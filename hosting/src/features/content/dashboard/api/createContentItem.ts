import { sendJson } from '@/api/client';
import { useAdminMutation } from '@/api/useAdminMutation';
import type { ContentItem } from '@/features/content/dashboard/contentCollection';

export const createContentItem = <Item extends ContentItem>(path: string, input: unknown) => sendJson<Item>('POST', path, input);

/** POST {path}; refreshes every cached read under the collection's URL, so the public pages show the item. */
export const useCreateContentItem = <Item extends ContentItem>(path: string) =>
  useAdminMutation((input: unknown) => createContentItem<Item>(path, input), [path]);
