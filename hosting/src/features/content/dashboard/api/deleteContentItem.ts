import { sendJson } from '@/api/client';
import { useAdminMutation } from '@/api/useAdminMutation';
import { contentItemUrl } from '@/features/content/dashboard/contentCollection';

export const deleteContentItem = (path: string, id: string) => sendJson<unknown>('DELETE', contentItemUrl(path, id));

/** DELETE {path}/{id}; refreshes every cached read under the collection's URL, so the public pages drop the item. */
export const useDeleteContentItem = (path: string) => useAdminMutation((id: string) => deleteContentItem(path, id), [path]);
