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
    // React's scheduler and antd post through a MessageChannel. Node's real one keeps ports open
    // after a test and jest never exits, so messages go through the jsdom timer instead.
    const setTimer = this.global.setTimeout as typeof setTimeout;
    Object.defineProperty(this.global, 'MessageChannel', {
      value: class TimerMessageChannel {
        readonly port1: { onmessage: ((event: { data: unknown }) => void) | null } = { onmessage: null };
        readonly port2 = { postMessage: (data: unknown) => setTimer(() => this.port1.onmessage?.({ data }), 0) };
      },
      writable: true,
      configurable: true,
    });
  }
}
