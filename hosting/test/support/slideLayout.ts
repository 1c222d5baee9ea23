import { fireEvent } from '@testing-library/react';
import { mediaQueryList } from './viewport';

/** How wide jsdom's slides are said to be: it lays nothing out, and the swipe library measures them. */
export const SLIDE_PX = 800;

const slideIndex = (element: HTMLElement) =>
  element.getAttribute('aria-roledescription') === 'slide' ? [...element.parentElement!.children].indexOf(element) : 0;

/**
 * Lays the carousels' slides out for Embla as their stylesheet does (swipe/PhotoTrack.module.css):
 * each SLIDE_PX wide, side by side. Moves jump rather than glide (reduced motion), so the track's
 * position can be read at once.
 */
export function layOutSlides() {
  beforeAll(() => {
    jest.spyOn(HTMLElement.prototype, 'offsetWidth', 'get').mockReturnValue(SLIDE_PX);
    // Embla listens for drags only on a track that is laid out (has an offset parent).
    jest.spyOn(HTMLElement.prototype, 'offsetParent', 'get').mockImplementation(function (this: HTMLElement) {
      return this.parentElement;
    });
    jest.spyOn(HTMLElement.prototype, 'offsetLeft', 'get').mockImplementation(function (this: HTMLElement) {
      return slideIndex(this) * SLIDE_PX;
    });
    // jsdom computes no margins (Embla measures the gaps between slides with them).
    const computed = window.getComputedStyle.bind(window);
    jest.spyOn(window, 'getComputedStyle').mockImplementation((element, pseudo) => {
      const style = computed(element, pseudo);
      const read = style.getPropertyValue.bind(style);
      style.getPropertyValue = (property: string) => (property.startsWith('margin') ? read(property) || '0px' : read(property));
      return style;
    });
    window.matchMedia = (query: string) => mediaQueryList(query, query.includes('prefers-reduced-motion'));
  });
  afterAll(() => jest.restoreAllMocks());
}

/** The track's transform, as the swipe library writes it, that shows slide `slide` (from 0). */
export const showing = (slide: number) => `translate3d(${-slide * SLIDE_PX}px,0px,0px)`;

/** A touch event at `x` (none for a touchend), as Embla reads one: its `touches`' first point. */
export function touch(target: Element, type: 'touchstart' | 'touchmove' | 'touchend', x?: number) {
  const event = new Event(type, { bubbles: true, cancelable: true });
  Object.defineProperty(event, 'touches', { value: x === undefined ? [] : [{ clientX: x, clientY: 200 }] });
  fireEvent(target, event);
}

/**
 * A finger's flick to the left across `target`, three quarters of a slide, as a phone sends it:
 * touch events (Embla follows those, not pointer events), which no click follows.
 */
export function flickLeft(target: Element) {
  touch(target, 'touchstart', 700);
  for (const x of [600, 450, 300, 100]) touch(target, 'touchmove', x);
  touch(target, 'touchend');
}
