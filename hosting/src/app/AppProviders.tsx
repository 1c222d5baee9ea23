import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { ConfigProvider } from 'antd';
import type { ReactNode } from 'react';
import { TOAST_MAX_WIDTH_PX } from '@estate/domain';
import { theme } from './theme';
import { useToastHotkey } from '../components/toastRegion';
import { ToastProvider } from '../components/toasts';

// SPEC §9: toasts at most 420px wide.
const appTheme = { ...theme, components: { ...theme.components, Notification: { width: TOAST_MAX_WIDTH_PX } } };

/** Everything a screen needs around it; tests render screens inside it too. */
export function AppProviders({ client, children }: { client: QueryClient; children: ReactNode }) {
  useToastHotkey();
  return (
    <ConfigProvider theme={appTheme}>
      <ToastProvider>
        <QueryClientProvider client={client}>{children}</QueryClientProvider>
      </ToastProvider>
    </ConfigProvider>
  );
}
