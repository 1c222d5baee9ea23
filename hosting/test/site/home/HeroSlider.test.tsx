import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HERO_AUTOPLAY_MS, HERO_PHOTOS, HERO_SLIDE_COUNT, SLIDER_DEFAULT_AUTOPLAY_MS, SWIPE_THRESHOLD_PX } from '@estate/domain';
import { IMAGE_SIZES } from '@/components/imageSizes';
import { HeroSlider } from '@/features/site/home/HeroSlider';
import { HERO_SLIDES } from '@/features/site/home/heroSlides';
import { mockViewportWidth } from '../../support/viewport';

// jsdom has no pointer events: a MouseEvent that carries a pointerId stands in for them.
class TestPointerEvent extends MouseEvent {
  readonly pointerId: number;
  readonly pointerType: string;
  constructor(type: string, init: PointerEventInit = {}) {
    super(type, init);
    this.pointerId = init.pointerId ?? 1;
    this.pointerType = init.pointerType ?? 'mouse';
  }
}

const originalMatchMedia = window.matchMedia;
beforeAll(() => {
  window.PointerEvent ??= TestPointerEvent as unknown as typeof PointerEvent;
  Element.prototype.setPointerCapture ??= () => {};
});
/**
 * The visitor's motion preference, the one media query the slider reads (the width mock gives the
 * query lists their shape). Phones hide the arrows by CSS, which jsdom does not apply:
 * e2e/home-search.spec.ts checks them on a phone.
 */
function mockMedia({ reducedMotion = false } = {}) {
  mockViewportWidth(1280);
  const byWidth = window.matchMedia;
  window.matchMedia = (query: string) => ({
    ...byWidth(query),
    matches: query.includes('prefers-reduced-motion') ? reducedMotion : byWidth(query).matches,
  });
}

beforeEach(() => mockMedia());
afterEach(() => {
  window.matchMedia = originalMatchMedia;
  jest.useRealTimers();
});

/** The slide screen readers see: inactive slides are hidden from them. */
const activeSlide = () => screen.getByRole('group', { name: new RegExp(`of ${HERO_SLIDE_COUNT}$`) });
/** As the home page uses it: rotating every HERO_AUTOPLAY_MS. */
const renderSlider = () =>
  render(
    <HeroSlider
      slides={HERO_SLIDES}
      label="Featured Cincinnati homes"
      autoplay
      autoplayMs={HERO_AUTOPLAY_MS}
      panel={<form aria-label="Panel" />}
    />,
  );

function drag(from: number, to: number) {
  const slide = activeSlide();
  fireEvent.pointerDown(slide, { clientX: from, pointerId: 7, button: 0 });
  fireEvent.pointerMove(slide, { clientX: (from + to) / 2, pointerId: 7 });
  fireEvent.pointerUp(slide, { clientX: to, pointerId: 7 });
}

describe('HeroSlider', () => {
  it('shows HERO_SLIDE_COUNT slides, each with its image, title and subtitle; only the first image is prioritised', () => {
    expect(HERO_SLIDES).toHaveLength(HERO_SLIDE_COUNT);
    const { container } = renderSlider();
    expect(screen.getByRole('region', { name: 'Featured Cincinnati homes' })).toHaveAttribute('aria-roledescription', 'carousel');
    const images = container.querySelectorAll('img');
    // The drawings' photos, not the SVGs: a phone never rasterises a 1920 px drawing on its main thread.
    expect([...images].map((image) => image.getAttribute('src'))).toEqual([
      HERO_PHOTOS['hero-1.svg'],
      HERO_PHOTOS['hero-2.svg'],
      HERO_PHOTOS['hero-3.svg'],
    ]);
    for (const image of images) expect(image.getAttribute('src')).toMatch(/^\/media\/art\/[\w-]+_1920x1080_[0-9a-f]{6}\.jpg$/);
    const sources = [...images[0]!.closest('picture')!.querySelectorAll('source')];
    expect(sources.map((source) => source.getAttribute('type'))).toEqual(['image/avif', 'image/webp']);
    for (const source of sources) {
      expect(source.getAttribute('sizes')).toBe(IMAGE_SIZES.full);
      expect(source.getAttribute('srcset')).toMatch(/-320\.(avif|webp) 320w, .*-1920\.(avif|webp) 1920w$/);
    }
    expect(images[0]!.style.backgroundColor).not.toBe('');
    expect(images[0]).toHaveAttribute('loading', 'eager');
    expect(images[0]).toHaveAttribute('fetchpriority', 'high');
    expect(images[1]).toHaveAttribute('loading', 'lazy');
    expect(images[2]).toHaveAttribute('loading', 'lazy');
    for (const image of images) expect(image).toHaveAttribute('width', '1920');

    expect(activeSlide()).toHaveAccessibleName(`1 of ${HERO_SLIDE_COUNT}`);
    expect(screen.getByRole('heading', { name: HERO_SLIDES[0]!.title })).toBeInTheDocument();
    expect(screen.getByText(HERO_SLIDES[0]!.subtitle)).toBeInTheDocument();
    // Inactive slides are out of the accessibility tree and out of the tab order.
    expect(screen.queryByRole('heading', { name: HERO_SLIDES[1]!.title })).not.toBeInTheDocument();
    expect(screen.getByText(HERO_SLIDES[1]!.title).closest('[aria-roledescription="slide"]')).toHaveAttribute('inert');
  });

  it(`advances every ${HERO_AUTOPLAY_MS} ms and wraps from the last slide to the first`, () => {
    jest.useFakeTimers();
    renderSlider();
    act(() => jest.advanceTimersByTime(HERO_AUTOPLAY_MS - 1));
    expect(activeSlide()).toHaveAccessibleName('1 of 3');
    act(() => jest.advanceTimersByTime(1));
    expect(activeSlide()).toHaveAccessibleName('2 of 3');
    act(() => jest.advanceTimersByTime(HERO_AUTOPLAY_MS));
    expect(activeSlide()).toHaveAccessibleName('3 of 3');
    act(() => jest.advanceTimersByTime(HERO_AUTOPLAY_MS));
    expect(activeSlide()).toHaveAccessibleName('1 of 3');
  });

  it(`on its own stays still; asked to rotate, it advances every ${SLIDER_DEFAULT_AUTOPLAY_MS} ms (docs/product/reference.md#numbers)`, () => {
    jest.useFakeTimers();
    const { unmount } = render(<HeroSlider slides={HERO_SLIDES} label="Slides" />);
    act(() => jest.advanceTimersByTime(SLIDER_DEFAULT_AUTOPLAY_MS * 3));
    expect(activeSlide()).toHaveAccessibleName('1 of 3');
    expect(screen.getByRole('button', { name: 'Play slideshow' })).toBeInTheDocument();
    unmount();

    render(<HeroSlider slides={HERO_SLIDES} label="Slides" autoplay />);
    act(() => jest.advanceTimersByTime(SLIDER_DEFAULT_AUTOPLAY_MS - 1));
    expect(activeSlide()).toHaveAccessibleName('1 of 3');
    act(() => jest.advanceTimersByTime(1));
    expect(activeSlide()).toHaveAccessibleName('2 of 3');
  });

  it('wraps at both ends with the arrows', () => {
    renderSlider();
    fireEvent.click(screen.getByRole('button', { name: 'Previous slide' }));
    expect(activeSlide()).toHaveAccessibleName('3 of 3');
    fireEvent.click(screen.getByRole('button', { name: 'Next slide' }));
    expect(activeSlide()).toHaveAccessibleName('1 of 3');
    fireEvent.click(screen.getByRole('button', { name: 'Next slide' }));
    expect(activeSlide()).toHaveAccessibleName('2 of 3');
  });

  it(`moves on a drag or swipe longer than ${SWIPE_THRESHOLD_PX} px, and not on a shorter one`, () => {
    renderSlider();
    drag(400, 400 - SWIPE_THRESHOLD_PX - 10);
    expect(activeSlide()).toHaveAccessibleName('2 of 3');
    drag(400, 400 + SWIPE_THRESHOLD_PX + 10);
    expect(activeSlide()).toHaveAccessibleName('1 of 3');
    drag(400, 400 + SWIPE_THRESHOLD_PX + 10);
    expect(activeSlide()).toHaveAccessibleName('3 of 3');
    drag(400, 400 - SWIPE_THRESHOLD_PX + 10);
    expect(activeSlide()).toHaveAccessibleName('3 of 3');
    drag(400, 400 + SWIPE_THRESHOLD_PX);
    expect(activeSlide()).toHaveAccessibleName('3 of 3');
  });

  it('goes to a slide from its dot, with the keyboard too, and marks the current one', async () => {
    renderSlider();
    const dots = screen.getAllByRole('button', { name: /^Slide \d/ });
    expect(dots[0]).toHaveAttribute('aria-current', 'true');
    act(() => dots[2]!.focus());
    await userEvent.keyboard('{Enter}');
    expect(activeSlide()).toHaveAccessibleName('3 of 3');
    expect(dots[2]).toHaveAttribute('aria-current', 'true');
    expect(dots[0]).not.toHaveAttribute('aria-current');
  });

  it('pauses while a mouse hovers or focus is inside, and when the visitor presses pause', () => {
    jest.useFakeTimers();
    renderSlider();
    const carousel = screen.getByRole('region', { name: 'Featured Cincinnati homes' });
    fireEvent.pointerEnter(carousel, { pointerType: 'touch' });
    act(() => jest.advanceTimersByTime(HERO_AUTOPLAY_MS));
    expect(activeSlide()).toHaveAccessibleName('2 of 3');
    fireEvent.pointerLeave(carousel, { pointerType: 'touch' });

    fireEvent.pointerEnter(carousel, { pointerType: 'mouse' });
    act(() => jest.advanceTimersByTime(HERO_AUTOPLAY_MS * 2));
    expect(activeSlide()).toHaveAccessibleName('2 of 3');
    fireEvent.pointerLeave(carousel, { pointerType: 'mouse' });

    act(() => screen.getByRole('button', { name: 'Next slide' }).focus());
    act(() => jest.advanceTimersByTime(HERO_AUTOPLAY_MS * 2));
    expect(activeSlide()).toHaveAccessibleName('2 of 3');
    act(() => screen.getByRole('button', { name: 'Next slide' }).blur());

    fireEvent.click(screen.getByRole('button', { name: 'Pause slideshow' }));
    act(() => jest.advanceTimersByTime(HERO_AUTOPLAY_MS * 2));
    expect(activeSlide()).toHaveAccessibleName('2 of 3');
    fireEvent.click(screen.getByRole('button', { name: 'Play slideshow' }));
    act(() => jest.advanceTimersByTime(HERO_AUTOPLAY_MS));
    expect(activeSlide()).toHaveAccessibleName('3 of 3');
  });

  it('does not rotate by itself for visitors who prefer reduced motion', () => {
    jest.useFakeTimers();
    mockMedia({ reducedMotion: true });
    renderSlider();
    act(() => jest.advanceTimersByTime(HERO_AUTOPLAY_MS * 2));
    expect(activeSlide()).toHaveAccessibleName('1 of 3');
    expect(screen.getByRole('button', { name: 'Play slideshow' })).toBeInTheDocument();
  });
});
