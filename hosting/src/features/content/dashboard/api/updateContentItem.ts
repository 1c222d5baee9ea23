import { sendJson } from '@/api/client';
import { useAdminMutation } from '@/api/useAdminMutation';
import { contentItemUrl, type ContentItem } from '@/features/content/dashboard/contentCollection';

interface UpdateContentItemRequest {
  id: string;
  input: unknown;
}

export const updateContentItem = <Item extends ContentItem>(path: string, { id, input }: UpdateContentItemRequest) =>
  sendJson<Item>('PATCH', contentItemUrl(path, id), input);

/** PATCH {path}/{id}; refreshes every cached read under the collection's URL, so the public pages show the change. */
export const useUpdateContentItem = <Item extends ContentItem>(path: string) =>
  useAdminMutation((request: UpdateContentItemRequest) => updateContentItem<Item>(path, request), [path]);
