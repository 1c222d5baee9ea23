import { errorMessage } from '@/api/client';
import { useToast } from '@/components/toasts';
import { LeadExportFailed, useExportLeads } from './api/exportLeads';

/** Downloads an export URL's CSV, with the toasts 'Export Started' and 'Export Complete' (or 'Export failed'). */
export function useExportLeadsFlow() {
  const notification = useToast();
  const { mutateAsync, isPending } = useExportLeads();

  const start = async (url: string) => {
    notification.info({ title: 'Export Started', description: 'Your CSV file is being prepared.' });
    try {
      const fileName = await mutateAsync(url);
      notification.success({ title: 'Export Complete', description: `${fileName} has been downloaded.` });
    } catch (error) {
      notification.error({
        title: 'Export failed',
        description: error instanceof LeadExportFailed ? error.message : errorMessage(error, 'Please try again later.'),
      });
    }
  };
  return { start: (url: string) => void start(url), isPending };
}
