import type { PublicData } from './publicData';

/** One page request for the server renderer (the `site` function asks, the hosting build answers). */
export interface PageRequest {
  /** The path and query the visitor asked for. */
  url: string;
  data: PublicData;
  /** The built index.html, with the placeholders the renderer fills. */
  template: string;
}

export interface RenderedPage {
  status: number;
  html: string;
  /** Server-rendered public pages may be cached by the CDN; the staff's client-rendered shell not. */
  cacheable: boolean;
}

export type RenderPage = (request: PageRequest) => Promise<RenderedPage>;

/** One sitemap request: `/sitemap.xml` (the index) or a path under `/sitemaps/`. */
export interface SitemapRequest {
  path: string;
  data: PublicData;
}

/** A sitemap from the public content, in the sitemaps.org format; null when the path names none. */
export type RenderSitemap = (request: SitemapRequest) => Promise<string | null>;

/** What the server renderer's built module exports. */
export interface SiteRendererModule {
  renderPage: RenderPage;
  renderSitemap: RenderSitemap;
}

/** Where the renderer writes into the built index.html. */
export const TEMPLATE_SLOTS = { head: '<!--page-head-->', body: '<!--page-body-->', state: '<!--page-state-->' } as const;

/** The built index.html with the page's head, its rendered body (empty: the browser renders it) and its data. */
export function fillTemplate(template: string, { head, body = '', state = '' }: { head: string; body?: string; state?: string }): string {
  return template
    .replace(TEMPLATE_SLOTS.head, () => head)
    .replace(TEMPLATE_SLOTS.body, () => body)
    .replace(TEMPLATE_SLOTS.state, () => state);
}
