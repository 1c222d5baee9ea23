import { useEffect } from 'react';
import { pageTitle } from '@estate/domain';

/** Sets the document title: '{title} | Cincinnati Luxury Real Estate', or a full title as given. */
export function usePageTitle(title: string, { full = false } = {}) {
  useEffect(() => {
    document.title = full ? title : pageTitle(title);
  }, [title, full]);
}
