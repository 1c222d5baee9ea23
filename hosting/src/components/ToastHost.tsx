import { notification } from 'antd';
import type { NotificationInstance } from 'antd/es/notification/interface';
import { useEffect } from 'react';
import { TOAST_DURATION_MS, TOAST_LIMIT } from '@estate/domain';
import { toastRegion } from './toastRegion';

/**
 * antd's notification, one toast at a time for 5000 ms in the region F8 focuses (docs/product/reference.md#numbers). Only
 * notification: antd's <App> would bring Modal and form code with it.
 */
export function ToastHost({ onReady }: { onReady: (api: NotificationInstance) => void }) {
  const [api, holder] = notification.useNotification({
    maxCount: TOAST_LIMIT,
    duration: TOAST_DURATION_MS / 1000,
    getContainer: toastRegion,
  });
  useEffect(() => onReady(api), [api, onReady]);
  return holder;
}
