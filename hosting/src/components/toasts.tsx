import { notification } from 'antd';
import type { NotificationInstance } from 'antd/es/notification/interface';
import { createContext, useContext, type ReactNode } from 'react';
import { TOAST_DURATION_MS, TOAST_LIMIT } from '@estate/domain';
import { toastRegion } from './toastRegion';

const ToastContext = createContext<NotificationInstance | null>(null);

/**
 * SPEC §9 toasts: one at a time, 5000 ms, in the region F8 focuses. Only antd's notification
 * is loaded for it: antd's <App> would bring Modal and form code into every page's first load.
 */
export function ToastProvider({ children }: { children: ReactNode }) {
  const [api, holder] = notification.useNotification({
    maxCount: TOAST_LIMIT,
    duration: TOAST_DURATION_MS / 1000,
    getContainer: toastRegion,
  });
  return (
    <ToastContext.Provider value={api}>
      {holder}
      {children}
    </ToastContext.Provider>
  );
}

export function useToast(): NotificationInstance {
  const api = useContext(ToastContext);
  if (!api) throw new Error('useToast must be used within AppProviders');
  return api;
}
