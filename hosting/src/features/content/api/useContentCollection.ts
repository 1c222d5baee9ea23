import { useQuery } from '@tanstack/react-query';
import { useToast } from '@/components/toasts';
import { sendJson, useAdminMutation } from '@/api/useAdminMutation';
import { contentItemUrl, type ContentCollection, type ContentItem } from '@/features/content/contentCollection';
import { contentFailureTitle, contentSuccessTitle, type ContentAction } from '@/features/content/contentMessages';

interface SaveRequest {
  /** Absent for a new item. */
  id?: string;
  input: unknown;
}

/**
 * A content collection for the dashboard: its list, and create (POST), update (PATCH) and delete
 * (DELETE) with their toasts. A change refreshes every cached read under the collection's URL, so
 * the public pages show it. A failed write rejects after its toast, for the form to show why.
 */
export function useContentCollection<Item extends ContentItem>({ path, singular }: ContentCollection) {
  const notification = useToast();
  const list = useQuery<Item[]>({ queryKey: [path] });
  const saveMutation = useAdminMutation<SaveRequest, Item>(
    ({ id, input }) => (id === undefined ? sendJson('POST', path, input) : sendJson('PATCH', contentItemUrl(path, id), input)),
    [path],
  );
  const removeMutation = useAdminMutation<string>((id) => sendJson('DELETE', contentItemUrl(path, id)), [path]);

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
    save: (request: SaveRequest) => reported(request.id === undefined ? 'create' : 'update', () => saveMutation.mutateAsync(request)),
    remove: (id: string) => reported('delete', () => removeMutation.mutateAsync(id)),
  };
}
