import { render } from '@testing-library/react';
import type { QueryClient } from '@tanstack/react-query';
import { ConfigProvider, type ThemeConfig } from 'antd';
import type { ReactNode } from 'react';
import { AppProviders } from '@/app/AppProviders';
import { createQueryClient } from '@/api/queryClient';

/**
 * antd without runtime styles or motion. jsdom's getComputedStyle matches every rule in the
 * document, and antd's CSS-in-JS injects thousands: that made a dashboard test file take minutes.
 * The app's own theme still applies inside (a nested ConfigProvider inherits these two settings).
 */
const TEST_THEME: ThemeConfig = { zeroRuntime: true, token: { motion: false } };

/** Renders `ui` inside the app's providers, with a fresh query cache unless one is given. */
export function renderInApp(ui: ReactNode, client: QueryClient = createQueryClient()) {
  return render(
    <ConfigProvider theme={TEST_THEME}>
      <AppProviders client={client}>{ui}</AppProviders>
    </ConfigProvider>,
  );
}
