import { createContext } from 'react';
import type { PageMeta } from './PageMeta';

/**
 * Where the page being rendered on the server says what it is while it renders: its meta tags
 * and its HTTP status. The server reads them once the render is complete; in the browser there
 * is no provider and the hooks set the document's title instead.
 */
export interface PageReporter {
  meta(meta: PageMeta): void;
  status(code: number): void;
}

export const PageReporterContext = createContext<PageReporter | null>(null);

/** What the page reported: the last say wins (a missing item's Not Found inside its page). */
export function pageReport(): { reporter: PageReporter; report: { meta?: PageMeta; status: number } } {
  const report: { meta?: PageMeta; status: number } = { status: 200 };
  return {
    report,
    reporter: {
      meta: (meta) => {
        report.meta = meta;
      },
      status: (code) => {
        report.status = code;
      },
    },
  };
}
