import { useRef, useState, type KeyboardEvent } from 'react';

/**
 * A listing carousel's state (the detail page's and a card's, docs/product/photos.md#swiping): the
 * photo shown, and the photos that may load: the one shown and its neighbours, and every one shown
 * before. The others wait, so a phone fetches the photos it is shown, not all fifty. The arrow
 * buttons and the Left and Right keys move it and stop at the ends; a swipe says where it settled
 * through `showSlide`.
 */
export function useCarousel<Root extends HTMLElement>(count: number) {
  const [index, setIndex] = useState(0);
  const [reachable, setReachable] = useState<ReadonlySet<number>>(() => new Set([0]));
  const root = useRef<Root>(null);
  const previous = useRef<HTMLButtonElement>(null);
  const next = useRef<HTMLButtonElement>(null);
  const last = count - 1;

  /** Lets the photos beside `slide` load. */
  const reach = (slide: number) =>
    setReachable((current) =>
      current.has(slide - 1) && current.has(slide + 1) ? current : new Set([...current, slide - 1, slide, slide + 1]),
    );

  const showSlide = (slide: number) => {
    setIndex(slide);
    reach(slide);
  };

  const show = (target: number) => {
    const slide = Math.min(Math.max(target, 0), last);
    // A focused button that becomes disabled drops keyboard focus; keep it in the carousel instead.
    const disabling = slide === 0 ? previous.current : slide === last ? next.current : null;
    if (disabling && document.activeElement === disabling) root.current?.focus();
    showSlide(slide);
  };

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowLeft') show(index - 1);
    else if (event.key === 'ArrowRight') show(index + 1);
    else return;
    event.preventDefault();
  };

  const carousel = { index, last, loads: (slide: number) => reachable.has(slide), reach, showSlide, show, onKeyDown };
  return [carousel, { root, previous, next }] as const;
}

export type Carousel = ReturnType<typeof useCarousel>[0];
