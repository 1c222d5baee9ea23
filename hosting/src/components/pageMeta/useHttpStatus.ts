import { useContext } from 'react';
import { PageReporterContext } from './PageReporter';

/** The HTTP status the server answers with this page (404 for a page or item that is not there). */
export function useHttpStatus(status: number): void {
  useContext(PageReporterContext)?.status(status);
}
