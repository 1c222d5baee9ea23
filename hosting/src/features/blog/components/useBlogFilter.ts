import { useSearchParams } from 'react-router-dom';
import { ALL_CATEGORIES, type BlogFilter } from './blogFilters';

/** The blog's filter lives in the URL (?search=&category=), so a filtered list can be shared and survives Back. */
export function useBlogFilter(): [BlogFilter, (filter: BlogFilter) => void] {
  const [params, setParams] = useSearchParams();
  const filter = { keyword: params.get('search') ?? '', category: params.get('category') ?? ALL_CATEGORIES };
  const setFilter = ({ keyword, category }: BlogFilter) => {
    const next = new URLSearchParams();
    if (keyword !== '') next.set('search', keyword);
    if (category !== ALL_CATEGORIES) next.set('category', category);
    // Replaced, not pushed: Back leaves the blog instead of undoing keystrokes one by one.
    setParams(next, { replace: true });
  };
  return [filter, setFilter];
}
