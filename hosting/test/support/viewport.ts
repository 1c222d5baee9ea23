/** A MediaQueryList for `query` as jsdom lacks one: it answers `matches` and never changes. */
export const mediaQueryList = (query: string, matches: boolean) => ({
  matches,
  media: query,
  onchange: null,
  addListener: () => {},
  removeListener: () => {},
  addEventListener: () => {},
  removeEventListener: () => {},
  dispatchEvent: () => false,
});

/** Makes window.matchMedia answer min-width/max-width queries as a viewport `width` pixels wide would. */
export function mockViewportWidth(width: number) {
  window.matchMedia = (query: string) => {
    const bound = (name: string) => Number(new RegExp(`${name}:\\s*([\\d.]+)px`).exec(query)?.[1] ?? NaN);
    const max = bound('max-width');
    const min = bound('min-width');
    return mediaQueryList(query, (Number.isNaN(max) || width <= max) && (Number.isNaN(min) || width >= min));
  };
}
