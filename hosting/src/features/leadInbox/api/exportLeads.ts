import { useMutation } from '@tanstack/react-query';
import { errorMessage } from '@/api/client';
import { useToast } from '@/components/toasts';
import { downloadFile } from './downloadFile';

const FALLBACK_FILE_NAME = 'leads.csv';

/** Downloads an export URL's CSV, with the toasts 'Export Started' and 'Export Complete'. */
export function useLeadsExport() {
  const notification = useToast();
  return useMutation({
    mutationFn: (url: string) => downloadFile(url, FALLBACK_FILE_NAME),
    onMutate: () => {
      notification.info({ title: 'Export Started', description: 'Your CSV file is being prepared.' });
    },
    onSuccess: (fileName) => {
      notification.success({ title: 'Export Complete', description: `${fileName} has been downloaded.` });
    },
    onError: (error) => {
      notification.error({ title: 'Export failed', description: errorMessage(error, 'Please try again later.') });
    },
  });
}
