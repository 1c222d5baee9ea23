import { useCallback, useEffect, useState } from 'react';

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
  // The box's own search in flight: when the applied value becomes it, what was typed since it
  // was sent stays in the box (a slow page applies it while the visitor types on).
  const [sent, setSent] = useState<string>();
  if (value !== shownValue) {
    setShownValue(value);
    if (value === sent) setSent(undefined);
    else if (text.trim() !== value) setText(value);
  }

  const search = useCallback(
    (searched: string, typing: boolean) => {
      setSent(searched);
      onSearch(searched, typing);
    },
    [onSearch],
  );

  useEffect(() => {
    if (text.trim() === value) return;
    const timer = setTimeout(() => search(text.trim(), true), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text, value, search]);

  const submit = () => {
    if (text.trim() !== value) search(text.trim(), false);
  };

  return { text, setText, submit };
}
