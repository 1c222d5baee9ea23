import type { Artifacts } from 'lighthouse';

/**
 * What a page loads before it can render, decided by the markup rather than by timing, so a slow
 * or busy machine counts the same: the document, every request Chromium's parser marks
 * render-blocking (stylesheets and classic scripts in the head, fonts they need), and what the page
 * preloads for its first paint (`<link rel="preload">`, such as the home page's hero image).
 * The pages are rendered on the server: their module scripts (and the modulepreloads of the
 * page's code) load beside the first paint and hydrate it, so they do not count here; the
 * JavaScript budget (bundleBudget.ts) holds their weight. Images, API data and the favicon are
 * left out. (Counting the requests that start before first contentful paint would not do: they
 * fall on either side of it depending on the CPU.)
 */
export interface CriticalRequests {
  count: number;
  /** Bytes on the wire (headers and compressed body), from Chromium's network log. */
  transferBytes: number;
  urls: string[];
}

/** Chromium's verdict on a request as its parser made it (trace `ResourceSendRequest`), fixed by the markup. */
const RENDER_BLOCKING = new Set(['blocking', 'in_body_parser_blocking', 'potentially_blocking']);

interface SentRequest {
  requestId: string;
  type?: string;
  request: { url: string; isLinkPreload?: boolean };
}

export function criticalRequests(devtoolsLog: Artifacts['DevtoolsLog'], trace: Artifacts['Trace']): CriticalRequests {
  const blocking = new Set(renderBlockingUrls(trace));
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
    ({ type, request }) =>
      !request.url.startsWith('data:') &&
      (type === 'Document' || blocking.has(request.url) || (request.isLinkPreload === true && type !== 'Script')),
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

/** Every request Chromium's parser marked render-blocking. */
function renderBlockingUrls(trace: Artifacts['Trace']): string[] {
  return (trace.traceEvents as unknown as SendRequestEvent[])
    .filter((event) => event.name === 'ResourceSendRequest' && RENDER_BLOCKING.has(event.args.data?.renderBlocking ?? ''))
    .map((event) => event.args.data!.url!);
}

/** Render-blocking requests to another origin than the page's (a third-party font, script or stylesheet in the head). */
export function renderBlockingThirdParty(trace: Artifacts['Trace'], pageUrl: string): string[] {
  const origin = new URL(pageUrl).origin;
  return renderBlockingUrls(trace).filter((url) => !url.startsWith('data:') && new URL(url).origin !== origin);
}
