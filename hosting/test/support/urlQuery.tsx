import { useLocation } from 'react-router-dom';

/** The router's query string in the page, for a test to read what the screen wrote into the URL. */
export function UrlQuery() {
  const { search } = useLocation();
  return <output data-testid="query">{search}</output>;
}
