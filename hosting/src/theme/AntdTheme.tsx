import { ConfigProvider } from 'antd';
import type { ReactNode } from 'react';
import { antdTheme } from './antdTheme';

/**
 * The site's theme around antd components. Not part of the app's providers: a public page's first
 * load carries no antd code at all, and each part that uses antd (forms, dialogs, tabs, toasts, the
 * dashboard) brings antd and this theme in its own chunk (see lazyWithAntdTheme).
 */
export function AntdTheme({ children }: { children: ReactNode }) {
  return <ConfigProvider theme={antdTheme}>{children}</ConfigProvider>;
}
