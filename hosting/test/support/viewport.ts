/** Makes window.matchMedia answer min-width/max-width queries as a viewport `width` pixels wide would. */
export function mockViewportWidth(width: number) {
  window.matchMedia = (query: string) => {
    const bound = (name: string) => Number(new RegExp(`${name}:\\s*([\\d.]+)px`).exec(query)?.[1] ?? NaN);
    const max = bound('max-width');
    const min = bound('min-width');
    const matches = (Number.isNaN(max) || width <= max) && (Number.isNaN(min) || width >= min);
    return {
      matches,
      media: query,
      onchange: null,
      addListener: () => {},
      removeListener: () => {},
      addEventListener: () => {},
      removeEventListener: () => {},
      dispatchEvent: () => false,
    };
  };
}
