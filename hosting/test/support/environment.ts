import JSDOMEnvironment from 'jest-environment-jsdom';

/**
 * jsdom with the web platform pieces Node already has and jsdom lacks (fetch and its types,
 * TextEncoder), so components run against the same fetch the browser has. A test file may put its
 * browser in another time zone, `@jest-environment-options {"browserTimeZone": "Pacific/Honolulu"}`:
 * the worker's TZ for that file (a test's own process.env is a copy, which Date never reads).
 */
export default class BrowserLikeEnvironment extends JSDOMEnvironment {
  private tornDown = false;
  private readonly browserTimeZone: string | undefined;
  private readonly workerTimeZone = process.env.TZ;

  constructor(...[config, context]: ConstructorParameters<typeof JSDOMEnvironment>) {
    super(config, context);
    const zone: unknown = config.projectConfig.testEnvironmentOptions.browserTimeZone;
    this.browserTimeZone = typeof zone === 'string' ? zone : undefined;
  }

  override async setup(): Promise<void> {
    await super.setup();
    if (this.browserTimeZone) process.env.TZ = this.browserTimeZone;
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
      'AbortController',
      'crypto',
    ] as const;
    for (const name of names) {
      Object.defineProperty(this.global, name, { value: globalThis[name], writable: true, configurable: true });
    }
    // React's scheduler and antd post through a MessageChannel. Node's real one keeps ports open
    // after a test and jest never exits, so messages go through Node's setImmediate instead: a
    // jsdom timer would wait at least 1 ms, 4 ms once nested, between every scheduler task.
    // (Jest's fake timers leave Node's own setImmediate alone, so React still runs under them.)
    const live = () => !this.tornDown;
    Object.defineProperty(this.global, 'MessageChannel', {
      value: class ImmediateMessageChannel {
        readonly port1: { onmessage: ((event: { data: unknown }) => void) | null } = { onmessage: null };
        readonly port2 = {
          postMessage: (data: unknown) =>
            setImmediate(() => {
              if (live()) this.port1.onmessage?.({ data });
            }),
        };
      },
      writable: true,
      configurable: true,
    });
  }

  override async teardown(): Promise<void> {
    this.tornDown = true;
    if (this.browserTimeZone) {
      if (this.workerTimeZone === undefined) delete process.env.TZ;
      else process.env.TZ = this.workerTimeZone;
    }
    await super.teardown();
  }
}
