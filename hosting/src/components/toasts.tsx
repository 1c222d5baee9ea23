import type { NotificationInstance } from 'antd/es/notification/interface';
import { createContext, Suspense, useContext, useState, type ReactNode } from 'react';
import { lazyWithAntdTheme } from '@/theme/lazyWithAntdTheme';

type ToastKind = 'success' | 'error' | 'info';
/** The toasts the app shows: antd's notification calls, with its `title` and `description`. */
export type Toaster = Pick<NotificationInstance, ToastKind>;
type ToastArgs = Parameters<Toaster[ToastKind]>[0];

const ToastContext = createContext<Toaster | null>(null);

// antd's notification code loads with the first toast: no page shows one before a visitor acts.
const ToastHost = lazyWithAntdTheme(() => import('./ToastHost').then((module) => module.ToastHost));

/**
 * The toaster the app holds from its first render. Toasts asked for before antd's notification
 * has loaded wait, in order, and show once the host attaches.
 */
function createToastQueue(onFirstToast: () => void) {
  let host: Toaster | null = null;
  const waiting: { kind: ToastKind; args: ToastArgs }[] = [];
  const show = (kind: ToastKind) => (args: ToastArgs) => {
    if (host) return host[kind](args);
    waiting.push({ kind, args });
    onFirstToast();
  };
  return {
    toaster: { success: show('success'), error: show('error'), info: show('info') } satisfies Toaster,
    attach(api: Toaster) {
      host = api;
      for (const { kind, args } of waiting.splice(0)) api[kind](args);
    },
  };
}

/** The toasts (docs/product/reference.md#numbers), for every screen inside it. */
export function ToastProvider({ children }: { children: ReactNode }) {
  const [hostWanted, setHostWanted] = useState(false);
  const [queue] = useState(() => createToastQueue(() => setHostWanted(true)));
  return (
    <ToastContext.Provider value={queue.toaster}>
      {children}
      {hostWanted && (
        <Suspense fallback={null}>
          <ToastHost onReady={queue.attach} />
        </Suspense>
      )}
    </ToastContext.Provider>
  );
}

export function useToast(): Toaster {
  const toaster = useContext(ToastContext);
  if (!toaster) throw new Error('useToast must be used within AppProviders');
  return toaster;
}
