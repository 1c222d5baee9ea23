import { useRef, useState, type PointerEvent } from 'react';
import { SWIPE_THRESHOLD_PX } from '@estate/domain';

/** -1: towards the previous item (dragged right); 1: towards the next (dragged left). */
export type SwipeDirection = -1 | 1;

/**
 * Horizontal drag or swipe with mouse, pen or touch (pointer events cover all three). A drag
 * longer than the threshold calls onSwipe when released; `offset` lets the content follow
 * the pointer meanwhile. The element needs `touch-action: pan-y` so vertical scrolling stays native.
 */
export function useSwipe(onSwipe: (direction: SwipeDirection) => void, threshold = SWIPE_THRESHOLD_PX) {
  const start = useRef<{ x: number; pointerId: number } | null>(null);
  const [offset, setOffset] = useState(0);

  const finish = (event: PointerEvent<HTMLElement>) => {
    if (start.current?.pointerId !== event.pointerId) return;
    const distance = event.clientX - start.current.x;
    start.current = null;
    setOffset(0);
    if (Math.abs(distance) > threshold) onSwipe(distance < 0 ? 1 : -1);
  };

  const handlers = {
    onPointerDown(event: PointerEvent<HTMLElement>) {
      if (event.button !== 0) return;
      start.current = { x: event.clientX, pointerId: event.pointerId };
      // Keep receiving the moves when a mouse drag leaves the element.
      event.currentTarget.setPointerCapture(event.pointerId);
    },
    onPointerMove(event: PointerEvent<HTMLElement>) {
      if (start.current?.pointerId === event.pointerId) setOffset(event.clientX - start.current.x);
    },
    onPointerUp: finish,
    onPointerCancel() {
      start.current = null;
      setOffset(0);
    },
  };

  return { offset, dragging: offset !== 0, handlers };
}
