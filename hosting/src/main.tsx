import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { startPageReports } from './features/siteHealth';
import { PAGE_STATE_ELEMENT_ID, restorePageState } from './api/pageState';
import { createQueryClient } from './api/queryClient';
import { AppProviders } from './app/AppProviders';
import { AppRoutes } from './app/AppRoutes';
import { HydrationMark } from './app/HydrationMark';
import { loadMatchedScreens } from './app/lazyScreen';
import { pageTypeOf } from './app/pageType';
import { ROUTES } from './app/routes';
import 'virtual:brand-fonts.css';
import 'virtual:theme-variables.css';
import './app/global.css';

// First, so that errors while the page's code loads and hydrates are reported too (docs/product/dashboard.md#site-health).
const pageReports = startPageReports({ pageType: () => pageTypeOf(window.location.pathname), siteOrigin: import.meta.env.SITE_ORIGIN });

/**
 * Not top-level await: the page chunks import this entry's shared code, and a dynamic import
 * waiting on a module that is itself still evaluating would never settle.
 */
async function start(root: HTMLElement): Promise<void> {
  const client = createQueryClient();
  restorePageState(client, document.getElementById(PAGE_STATE_ELEMENT_ID)?.textContent);
  await loadMatchedScreens(ROUTES, window.location);

  const app = (
    <StrictMode>
      <AppProviders client={client}>
        <BrowserRouter>
          <AppRoutes />
        </BrowserRouter>
        <HydrationMark />
      </AppProviders>
    </StrictMode>
  );

  // Both as a transition, so the first render yields to the browser every few milliseconds instead
  // of blocking the main thread for the whole tree: hydration started outside one runs in a single
  // task (React time-slices only transition lanes), a long task on a slow phone.
  startTransition(() => {
    if (root.hasChildNodes()) {
      // A public page the server rendered: React takes over its HTML.
      hydrateRoot(root, app, pageReports.hydration);
    } else {
      // /auth and /admin arrive empty.
      createRoot(root, pageReports.render).render(app);
    }
  });
}

const root = document.getElementById('root');
if (!root) throw new Error('The page has no #root element');
void start(root);
