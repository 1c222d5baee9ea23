import { Writable } from 'node:stream';
import type { ReactNode } from 'react';
import { renderToPipeableStream } from 'react-dom/server';

/** A render that has not finished by then (a hung data source) is cut short. */
const RENDER_LIMIT_MS = 10_000;

/**
 * The whole page's HTML from React's streaming renderer, once every lazy part has rendered:
 * crawlers and link previews read the complete page, and the head (which the page itself fills
 * while rendering) is known before the first byte is sent.
 */
export function renderToHtml(element: ReactNode): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        chunks.push(chunk);
        done();
      },
      final(done) {
        resolve(Buffer.concat(chunks).toString('utf8'));
        done();
      },
    });
    let failure: unknown;
    const { pipe, abort } = renderToPipeableStream(element, {
      // Each part inline, where it belongs: no fallback to be swapped out by a script later.
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      onAllReady() {
        clearTimeout(limit);
        if (failure) reject(failure);
        else pipe(sink);
      },
      onShellError: reject,
      onError(error) {
        failure ??= error;
      },
    });
    const limit = setTimeout(() => abort(new Error(`The page did not render within ${RENDER_LIMIT_MS} ms`)), RENDER_LIMIT_MS);
  });
}
