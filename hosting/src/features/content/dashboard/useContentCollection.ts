import { useToast } from '@/components/toasts';
import { useCreateContentItem } from './api/createContentItem';
import { useDeleteContentItem } from './api/deleteContentItem';
import { useContentItems } from './api/getContentItems';
import { useUpdateContentItem } from './api/updateContentItem';
import type { ContentCollection, ContentItem } from './contentCollection';
import { contentFailureTitle, contentSuccessTitle, type ContentAction } from './contentMessages';

interface SaveRequest {
  /** Absent for a new item. */
  id?: string;
  input: unknown;
}

/**
 * A content collection for the dashboard: its list, and create, update and delete with their
 * toasts. A failed write rejects after its toast, for the form to show why.
 */
export function useContentCollection<Item extends ContentItem>({ path, singular }: ContentCollection) {
  const notification = useToast();
  const list = useContentItems<Item>(path);
  const create = useCreateContentItem<Item>(path);
  const update = useUpdateContentItem<Item>(path);
  const removal = useDeleteContentItem(path);

  async function reported<Result>(action: ContentAction, write: () => Promise<Result>): Promise<Result> {
    try {
      const result = await write();
      notification.success({ title: contentSuccessTitle(singular, action) });
      return result;
    } catch (error) {
      notification.error({ title: contentFailureTitle(singular, action, error) });
      throw error;
    }
  }

  return {
    list,
    save: ({ id, input }: SaveRequest) =>
      id === undefined ? reported('create', () => create.mutateAsync(input)) : reported('update', () => update.mutateAsync({ id, input })),
    remove: (id: string) => reported('delete', () => removal.mutateAsync(id)),
  };
}
