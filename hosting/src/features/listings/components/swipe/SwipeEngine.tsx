import useEmblaCarousel from 'embla-carousel-react';
import { useEffect, useLayoutEffect, useRef, useState, type RefObject } from 'react';

export interface SwipeProps {
  /** The carousel's frame (PhotoTrack's, overflow hidden): its first child is the track, whose children are the slides. */
  frame: RefObject<HTMLElement | null>;
  /** The photo shown: the page's state, which a swipe changes through `onSelect`. */
  index: number;
  onSelect: (index: number) => void;
}

/**
 * Embla over a carousel that is already on screen: the slides the page rendered, in the order it
 * rendered them, start where the page's index is. Embla then owns the track's transform (its inline
 * style outranks the stylesheet's, which drew the slides until now): a drag follows the finger,
 * and the release glides with the flick's momentum to the nearest photo, one photo a flick. The
 * page keeps the index: Embla tells it each photo a swipe settles on, and moves to the photo the
 * page's buttons, keys and thumbnails choose. Loaded once the page has hydrated, in a chunk of its own.
 */
export default function SwipeEngine({ frame, index, onSelect }: SwipeProps) {
  // Fixed at mount: the hook starts over (reInit) whenever its options change.
  const [options] = useState(() => ({ startIndex: index }));
  const [attach, embla] = useEmblaCarousel(options);
  const report = useRef(onSelect);
  useLayoutEffect(() => {
    report.current = onSelect;
  });

  useLayoutEffect(() => attach(frame.current), [attach, frame]);

  useEffect(() => {
    if (!embla) return;
    const root = embla.rootNode();
    // The stylesheet's transition would trail every frame of a drag (the carousels' `[data-swiping]` rule).
    root.dataset.swiping = '';
    const select = () => report.current(embla.selectedScrollSnap());
    embla.on('select', select);
    return () => {
      embla.off('select', select);
      delete root.dataset.swiping;
    };
  }, [embla]);

  useEffect(() => {
    if (!embla || embla.selectedScrollSnap() === index) return;
    embla.scrollTo(index, matchMedia('(prefers-reduced-motion: reduce)').matches);
  }, [embla, index]);

  return null;
}
