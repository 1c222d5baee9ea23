import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useToastHotkey } from '@/components/toastRegion';
import { ToastProvider } from '@/components/toasts';

/**
 * Everything a screen needs around it; tests render screens inside it too. antd's theme is not
 * here: the parts that use antd bring it (@/theme/AntdTheme).
 */
export function AppProviders({ client, children }: { client: QueryClient; children: ReactNode }) {
  useToastHotkey();
  return (
    <ToastProvider>
      <QueryClientProvider client={client}>{children}</QueryClientProvider>
    </ToastProvider>
  );
}
