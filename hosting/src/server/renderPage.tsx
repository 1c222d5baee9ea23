import { createCache, extractStyle, StyleProvider } from '@ant-design/cssinjs';
import { iconStyles } from '@ant-design/icons/es/utils';
import { AGENCY, fillTemplate, type PageRequest, type RenderedPage, type RenderPage } from '@estate/domain';
import { renderToStaticMarkup } from 'react-dom/server';
import { matchRoutes, StaticRouter } from 'react-router-dom';
import { PAGE_STATE_ELEMENT_ID, serializePageState } from '@/api/pageState';
import { createQueryClient } from '@/api/queryClient';
import { AppProviders } from '@/app/AppProviders';
import { AppRoutes } from '@/app/AppRoutes';
import { ROUTES, type RouteHandle } from '@/app/routes';
import { pageReport, PageReporterContext } from '@/components/pageMeta/PageReporter';
import { DocumentHead } from './DocumentHead';
import { SITE_ORIGIN } from './siteOrigin';
import { loadPageData } from './pageData';
import { renderToHtml } from './renderToHtml';

/** Both detail path shapes show one listing: search engines are told the /properties/:id one. */
const canonicalPath = (pathname: string) => pathname.replace(/^\/property\//, '/properties/').replace(/(.)\/$/, '$1');

/** /auth, /admin and a client's /account pages: the browser renders them; search engines are asked to leave them out. */
const shellHead = (title: string) =>
  renderToStaticMarkup(
    <>
      <title>{`${title} | ${AGENCY.name}`}</title>
      <meta name="robots" content="noindex" />
    </>,
  );
const STAFF_HEAD = shellHead('Staff');

/**
 * antd's icons add their base styles from an effect, in the browser only: sent with the HTML, the
 * icons are sized and aligned in the first paint. The key is the one the icons look for, so the
 * browser keeps this element instead of adding a second.
 */
const ICON_STYLES = `<style rc-util-key="@ant-design-icons">${iconStyles}</style>`;

/**
 * A public page as HTML with its content, styles, head and data (docs/product/site.md#routes). The same
 * route table and components as the browser's, with the page's data loaded from `data` first
 * and sent with the page, so the browser hydrates it without asking the API again.
 */
export const renderPage: RenderPage = async ({ url, data, template }: PageRequest): Promise<RenderedPage> => {
  const origin = SITE_ORIGIN;
  const requestUrl = new URL(url, origin);
  // Matched before anything renders: the staff's routes would load the dashboard's code.
  const match = matchRoutes(ROUTES, requestUrl.pathname)?.at(-1);
  const handle = match?.route.handle as RouteHandle | undefined;
  const page = handle?.page;
  if (!match || !page) {
    const head = handle?.shellTitle ? shellHead(handle.shellTitle) : STAFF_HEAD;
    return { status: 200, html: fillTemplate(template, { head }), cacheable: false };
  }

  const client = createQueryClient();
  await loadPageData(page, { params: match.params, search: requestUrl.searchParams, data, client });

  const { report, reporter } = pageReport();
  const styles = createCache();
  const body = await renderToHtml(
    <StyleProvider cache={styles}>
      <PageReporterContext.Provider value={reporter}>
        <AppProviders client={client}>
          <StaticRouter location={requestUrl.pathname + requestUrl.search}>
            <AppRoutes />
          </StaticRouter>
        </AppProviders>
      </PageReporterContext.Provider>
    </StyleProvider>,
  );
  if (!report.meta) throw new Error(`The page ${page} declared no title`);

  const head =
    renderToStaticMarkup(<DocumentHead meta={report.meta} canonical={origin + canonicalPath(requestUrl.pathname)} origin={origin} />) +
    ICON_STYLES +
    extractStyle(styles);
  const state = `<script type="application/json" id="${PAGE_STATE_ELEMENT_ID}">${serializePageState(client)}</script>`;
  return { status: report.status, html: fillTemplate(template, { head, body, state }), cacheable: true };
};
