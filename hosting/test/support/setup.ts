import '@testing-library/jest-dom';
import { configure, getConfig } from '@testing-library/react';
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

// A query that finds nothing prints the whole document into its error. findBy and waitFor retry it
// after every change to the DOM and keep only the last error: while they retry (testing-library
// marks those calls with a flag its types leave out), the print waits until the message is read,
// which only a timeout's error is. It was a few percent of a dashboard file's time.
const { getElementError } = getConfig();
const retrying = () => (getConfig() as { _disableExpensiveErrorDiagnostics?: boolean })._disableExpensiveErrorDiagnostics === true;
configure({
  getElementError: (message, container) => {
    if (!retrying()) return getElementError(message, container);
    const error = new Error();
    error.name = 'TestingLibraryElementError';
    let printed: string | undefined;
    Object.defineProperty(error, 'message', {
      get: () => (printed ??= getElementError(message, container).message),
      configurable: true,
    });
    return error;
  },
});

// The dashboard's live inbox signs in to Firebase and listens to Firestore: the e2e tests run it
// against the emulators. Here it stays off, unless a test drives it (LiveInbox.test.tsx).
jest.mock('@/features/dashboard/realtime/LiveInboxConnection', () => ({ __esModule: true, default: () => null }));

// App Check's SDK and provider (the forms' token) are faked here: hosting/test/support/fakeAppCheck.ts.
jest.mock('@/api/appCheckTokens', () => jest.requireActual('./fakeAppCheck'));
