import type { Artifacts } from 'lighthouse';

/**
 * What a page loads before it can render, counted by what each request is rather than by when it
 * happened, so a slow or busy machine counts the same: the document, every stylesheet, script and
 * font the load fetches, and everything the page preloads (`<link rel="preload">`, such as the home
 * page's hero image). The site is a single-page app: nothing paints before the document, the
 * stylesheet and the route's code have arrived, and those are exactly what this counts, together
 * with code the first render pulls in lazily (the contact form's fields). Images, API data and the
 * favicon are left out: they fill in or arrive after the first render. (Counting the requests that
 * start before first contentful paint would not do: the favicon, images and API calls fall on
 * either side of it depending on the CPU.)
 */
export interface CriticalRequests {
  count: number;
  /** Bytes on the wire (headers and compressed body), from Chromium's network log. */
  transferBytes: number;
  urls: string[];
}

/** Chromium's verdict on a request as its parser made it (trace `ResourceSendRequest`), fixed by the markup. */
const RENDER_BLOCKING = new Set(['blocking', 'in_body_parser_blocking', 'potentially_blocking']);
const CRITICAL_TYPES = new Set(['Document', 'Stylesheet', 'Script', 'Font']);

interface SentRequest {
  requestId: string;
  type?: string;
  request: { url: string; isLinkPreload?: boolean };
}

export function criticalRequests(devtoolsLog: Artifacts['DevtoolsLog']): CriticalRequests {
  const sent = new Map<string, SentRequest>();
  const bytes = new Map<string, number>();
  for (const message of devtoolsLog) {
    if (message.method === 'Network.requestWillBeSent') {
      const params = message.params as SentRequest;
      // A redirect reuses the id: the final request is the one that counts, the redirects' bytes add up.
      sent.set(params.requestId, params);
    } else if (message.method === 'Network.loadingFinished') {
      bytes.set(message.params.requestId, message.params.encodedDataLength);
    }
  }
  const critical = [...sent.values()].filter(
    ({ type, request }) => !request.url.startsWith('data:') && (CRITICAL_TYPES.has(type ?? '') || request.isLinkPreload === true),
  );
  return {
    count: critical.length,
    transferBytes: critical.reduce((sum, { requestId }) => sum + (bytes.get(requestId) ?? 0), 0),
    urls: critical.map(({ request }) => request.url),
  };
}

interface SendRequestEvent {
  name: string;
  args: { data?: { url?: string; renderBlocking?: string } };
}

/** Render-blocking requests to another origin than the page's (a third-party font, script or stylesheet in the head). */
export function renderBlockingThirdParty(trace: Artifacts['Trace'], pageUrl: string): string[] {
  const origin = new URL(pageUrl).origin;
  return (trace.traceEvents as unknown as SendRequestEvent[])
    .filter((event) => event.name === 'ResourceSendRequest' && RENDER_BLOCKING.has(event.args.data?.renderBlocking ?? ''))
    .map((event) => event.args.data!.url!)
    .filter((url) => !url.startsWith('data:') && new URL(url).origin !== origin);
}
