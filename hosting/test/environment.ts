import JSDOMEnvironment from 'jest-environment-jsdom';

/**
 * jsdom with the web platform pieces Node already has and jsdom lacks (fetch and its types,
 * TextEncoder), so components run against the same fetch the browser has.
 */
export default class BrowserLikeEnvironment extends JSDOMEnvironment {
  override async setup(): Promise<void> {
    await super.setup();
    const names = [
      'fetch',
      'Request',
      'Response',
      'Headers',
      'TextEncoder',
      'TextDecoder',
      'ReadableStream',
      'structuredClone',
      'AbortSignal',
      'crypto',
    ] as const;
    for (const name of names) {
      Object.defineProperty(this.global, name, { value: globalThis[name], writable: true, configurable: true });
    }
  }
}
