import { notification } from 'antd';
import { useEffect } from 'react';
import { TOAST_DURATION_MS, TOAST_LIMIT } from '@estate/domain';
import { toastRegion } from './toastRegion';
import type { Toaster } from './toasts';

/**
 * antd's notification, one toast at a time for 5000 ms in the region F8 focuses (docs/product.md#numbers). Only
 * notification: antd's <App> would bring Modal and form code with it.
 */
export function ToastHost({ onReady }: { onReady: (toaster: Toaster) => void }) {
  const [api, holder] = notification.useNotification({
    maxCount: TOAST_LIMIT,
    duration: TOAST_DURATION_MS / 1000,
    getContainer: toastRegion,
  });
  useEffect(() => onReady(api), [api, onReady]);
  return holder;
}
