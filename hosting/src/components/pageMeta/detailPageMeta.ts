import type { PageMeta } from './PageMeta';
import { breadcrumbData } from './structuredData/breadcrumbs';

interface DetailPage extends PageMeta {
  /** The listing page it belongs to, e.g. { name: 'Blog', path: '/blog' }. */
  section: { name: string; path: string };
  /** The page's own path, for the last breadcrumb. */
  path: string;
}

/** A detail page's meta: its own structured data, then the trail Home › section › this page. */
export function detailPageMeta({ section, path, structuredData, ...meta }: DetailPage): PageMeta {
  return {
    ...meta,
    structuredData: (origin) => [...(structuredData?.(origin) ?? []), breadcrumbData(origin, [section, { name: meta.title, path }])],
  };
}
