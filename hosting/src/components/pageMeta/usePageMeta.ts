import { useContext, useEffect } from 'react';
import { pageTitle } from '@estate/domain';
import type { PageMeta } from './PageMeta';
import { PageReporterContext } from './PageReporter';

export const documentTitle = ({ title, full }: Pick<PageMeta, 'title' | 'full'>) => (full ? title : pageTitle(title));

/**
 * The page's title, description, preview and structured data: in the server's HTML head, and
 * as the document title in the browser (also on navigation between pages).
 */
export function usePageMeta(meta: PageMeta): void {
  // On the server this render is the page's only one.
  useContext(PageReporterContext)?.meta(meta);
  const title = documentTitle(meta);
  useEffect(() => {
    document.title = title;
  }, [title]);
}
