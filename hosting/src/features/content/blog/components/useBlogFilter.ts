import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { ALL_CATEGORIES, type BlogFilter } from './blogFilters';

/**
 * The blog's filter, mirrored in the URL (?search=&category=) so a filtered list can be shared.
 * State is the source of truth: the router updates the URL asynchronously, and a filter read
 * back from it would lose a keystroke followed at once by a category change.
 */
export function useBlogFilter(): [BlogFilter, (filter: BlogFilter) => void] {
  const [params, setParams] = useSearchParams();
  const [filter, setFilterState] = useState<BlogFilter>(() => ({
    keyword: params.get('search') ?? '',
    category: params.get('category') ?? ALL_CATEGORIES,
  }));
  const setFilter = (next: BlogFilter) => {
    setFilterState(next);
    const url = new URLSearchParams();
    if (next.keyword !== '') url.set('search', next.keyword);
    if (next.category !== ALL_CATEGORIES) url.set('category', next.category);
    // Replaced, not pushed: Back leaves the blog instead of undoing keystrokes one by one.
    setParams(url, { replace: true });
  };
  return [filter, setFilter];
}
