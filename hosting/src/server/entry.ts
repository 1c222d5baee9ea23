import type { SiteRendererModule } from '@estate/domain';
import { renderPage } from './renderPage';
import { renderSitemap } from './sitemap';

/** The server renderer's module, as the `site` function loads it. */
const siteRenderer: SiteRendererModule = { renderPage, renderSitemap };
export default siteRenderer;
