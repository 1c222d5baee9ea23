import type { Thing, WithContext } from 'schema-dts';

/** What a page tells search engines and link previews about itself. */
export interface PageMeta {
  /** '{title} | Cincinnati Luxury Real Estate', or the title as given when `full`. */
  title: string;
  full?: boolean;
  /** The meta description and the preview's text; the agency's own when absent. */
  description?: string;
  /** The preview picture: a path on this site or an absolute URL. */
  image?: string;
  /** Open Graph type: 'website' unless the page is an article. */
  type?: 'website' | 'article';
  /** JSON-LD about the page's subject (schema.org), built with the site's origin on the server only. */
  structuredData?: (origin: string) => WithContext<Thing>[];
}
