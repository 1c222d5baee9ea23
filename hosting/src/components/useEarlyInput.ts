import { useEffect, useRef } from 'react';
import { useHydrated } from './useHydrated';

/** Whether the visitor changed the control from what the server's HTML set. */
const changedByVisitor = (control: HTMLInputElement | HTMLSelectElement) =>
  control instanceof HTMLSelectElement ? control.selectedOptions[0]?.defaultSelected === false : control.value !== control.defaultValue;

/**
 * For a server-rendered control: what the visitor typed or chose in it before React hydrated it.
 * React keeps that on screen but starts from its own state, so a search would run with an empty
 * box. Once the control is hydrated, `adopt` receives the value shown, as its change handler
 * would have. Returns the ref to put on the control.
 */
export function useEarlyInput<Control extends HTMLInputElement | HTMLSelectElement>(adopt: (value: string) => void) {
  const ref = useRef<Control>(null);
  // False in the render that hydrates the server's HTML, true in a render in the browser alone.
  const renderedInBrowser = useRef(useHydrated());
  const handOver = useRef(adopt);
  useEffect(() => {
    const control = ref.current;
    if (!renderedInBrowser.current && control && changedByVisitor(control)) handOver.current(control.value);
  }, []);
  return ref;
}
