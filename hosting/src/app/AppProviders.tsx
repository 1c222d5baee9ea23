import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { App as AntApp, ConfigProvider } from 'antd';
import type { ReactNode } from 'react';
import { TOAST_DURATION_MS, TOAST_LIMIT } from '@estate/domain';
import { theme } from './theme';

/** Everything a screen needs around it; tests render screens inside it too. */
export function AppProviders({ client, children }: { client: QueryClient; children: ReactNode }) {
  return (
    <ConfigProvider theme={theme}>
      <AntApp message={{ maxCount: TOAST_LIMIT, duration: TOAST_DURATION_MS / 1000 }} notification={{ maxCount: TOAST_LIMIT }}>
        <QueryClientProvider client={client}>{children}</QueryClientProvider>
      </AntApp>
    </ConfigProvider>
  );
}
