import { useEffect, useState } from 'react';

/** Typing pauses this long before a search box applies what was typed. */
export const SEARCH_DEBOUNCE_MS = 400;

/**
 * The text of a search box whose applied value lives elsewhere (the URL): `onSearch` receives the
 * trimmed text once typing pauses (`typing` true) or on `submit()` (`typing` false), and the box
 * follows the applied value when it changes without the box (Back, a link, Clear Filters).
 */
export function useDebouncedSearch(value: string, onSearch: (search: string, typing: boolean) => void) {
  const [text, setText] = useState(value);
  const [shownValue, setShownValue] = useState(value);
  if (value !== shownValue) {
    setShownValue(value);
    if (text.trim() !== value) setText(value);
  }

  useEffect(() => {
    if (text.trim() === value) return;
    const timer = setTimeout(() => onSearch(text.trim(), true), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text, value, onSearch]);

  const submit = () => {
    if (text.trim() !== value) onSearch(text.trim(), false);
  };

  return { text, setText, submit };
}
