import '@testing-library/jest-dom';
import { configure } from '@testing-library/react';
import { mediaQueryList } from './viewport';

// antd reads these browser APIs that jsdom does not implement.
Object.defineProperty(window, 'matchMedia', { writable: true, value: (query: string) => mediaQueryList(query, false) });
window.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
};

// jsdom has none. Embla (the photos' swipe) watches its slides with it, and the parts that load as
// they near the viewport (the consultation forms) wait for it: here every element is in view at once.
window.IntersectionObserver ??= class {
  readonly root = null;
  readonly rootMargin = '';
  readonly thresholds = [];
  constructor(private readonly callback: IntersectionObserverCallback) {}
  observe(target: Element) {
    const entry = { target, isIntersecting: true, intersectionRatio: 1 } as unknown as IntersectionObserverEntry;
    queueMicrotask(() => this.callback([entry], this as unknown as IntersectionObserver));
  }
  unobserve() {}
  disconnect() {}
  takeRecords() {
    return [];
  }
};

// findBy and waitFor give up after 1 s by default, which a slow or busy machine can need for a
// lazily loaded screen; this is a guard against a hang, not a speed limit.
configure({ asyncUtilTimeout: 30_000 });

// The dashboard's live inbox signs in to Firebase and listens to Firestore: the e2e tests run it
// against the emulators. Here it stays off, unless a test drives it (LiveInbox.test.tsx).
jest.mock('@/features/dashboard/realtime/LiveInboxConnection', () => ({ __esModule: true, default: () => null }));

// App Check's SDK and provider (the forms' token) are faked here: hosting/test/support/fakeAppCheck.ts.
jest.mock('@/api/appCheckTokens', () => jest.requireActual('./fakeAppCheck'));
