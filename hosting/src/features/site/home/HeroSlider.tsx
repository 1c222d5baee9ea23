import LeftOutlined from '@ant-design/icons-svg/es/asn/LeftOutlined';
import PauseOutlined from '@ant-design/icons-svg/es/asn/PauseOutlined';
import CaretRightOutlined from '@ant-design/icons-svg/es/asn/CaretRightOutlined';
import RightOutlined from '@ant-design/icons-svg/es/asn/RightOutlined';
import { useCallback, useEffect, useState, type FocusEvent, type ReactNode } from 'react';
import { SLIDER_AUTOPLAY_BY_DEFAULT, SLIDER_DEFAULT_AUTOPLAY_MS } from '@estate/domain';
import { FallbackImage } from '@/components/FallbackImage';
import { IMAGE_SIZES } from '@/components/imageSizes';
import { usePrefersReducedMotion } from './usePrefersReducedMotion';
import { useSwipe } from './useSwipe';
import styles from './HeroSlider.module.css';
import { Glyph } from '@/components/glyphs/Glyph';

export interface HeroSlide {
  image: string;
  alt: string;
  title: string;
  subtitle: string;
}

interface Props {
  slides: readonly HeroSlide[];
  /** Names the carousel for screen readers. */
  label: string;
  /** docs/product/reference.md#numbers: a slider rotates only when asked to, every SLIDER_DEFAULT_AUTOPLAY_MS unless told otherwise. */
  autoplay?: boolean;
  autoplayMs?: number;
  /** Overlaid at the bottom of the slides on desktop, below them on mobile (docs/product/site.md#home). */
  panel?: ReactNode;
}

/**
 * The home hero (docs/product/site.md#home and docs/product/reference.md#states): autoplay, wrap-around at both ends, drag or swipe, arrows on
 * desktop, dots and a pause button. Written here rather than with antd's Carousel, which
 * brings its slick fork (about 12 KB gzipped) for what is a transform and a timer, and whose
 * markup gives less control over the carousel's accessibility (WAI-ARIA carousel pattern:
 * labelled slides, hidden inactive slides, a live region only while not rotating).
 */
export function HeroSlider({
  slides,
  label,
  autoplay = SLIDER_AUTOPLAY_BY_DEFAULT,
  autoplayMs = SLIDER_DEFAULT_AUTOPLAY_MS,
  panel,
}: Props) {
  const count = slides.length;
  const [index, setIndex] = useState(0);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  /** The visitor's choice with the pause button; until then, rotation unless they prefer reduced motion. */
  const [playChoice, setPlayChoice] = useState<boolean | null>(null);
  const reducedMotion = usePrefersReducedMotion();

  const step = useCallback((delta: number) => setIndex((current) => (current + delta + count) % count), [count]);
  const swipe = useSwipe(step);

  const playing = playChoice ?? (autoplay && !reducedMotion);
  const rotating = playing && !hovered && !focused && !swipe.dragging && count > 1;

  // A timer per slide: any move, by hand or by the clock, gives the new slide its full time.
  useEffect(() => {
    if (!rotating) return;
    const timer = window.setTimeout(() => step(1), autoplayMs);
    return () => window.clearTimeout(timer);
  }, [rotating, index, autoplayMs, step]);

  const onBlur = (event: FocusEvent<HTMLElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget)) setFocused(false);
  };

  return (
    <div className={styles.hero}>
      <section
        className={styles.carousel}
        aria-roledescription="carousel"
        aria-label={label}
        // A mouse only: on touch screens a tap would count as hovering until the next tap elsewhere.
        onPointerEnter={(event) => event.pointerType === 'mouse' && setHovered(true)}
        onPointerLeave={() => setHovered(false)}
        onFocus={() => setFocused(true)}
        onBlur={onBlur}
      >
        <div className={styles.viewport} {...swipe.handlers}>
          <div
            className={styles.track}
            data-dragging={swipe.dragging || undefined}
            aria-live={rotating ? 'off' : 'polite'}
            style={{ transform: `translateX(calc(${-index * 100}% + ${swipe.offset}px))` }}
          >
            {slides.map((slide, position) => {
              const active = position === index;
              return (
                <div
                  key={slide.image}
                  className={styles.slide}
                  role="group"
                  aria-roledescription="slide"
                  aria-label={`${position + 1} of ${count}`}
                  aria-hidden={!active}
                  inert={!active}
                >
                  {/* The first slide is the page's largest paint: fetched first, never lazily. */}
                  <FallbackImage
                    src={slide.image}
                    alt={slide.alt}
                    width={1920}
                    height={1080}
                    sizes={IMAGE_SIZES.full}
                    className={styles.image}
                    loading={position === 0 ? 'eager' : 'lazy'}
                    fetchPriority={position === 0 ? 'high' : 'low'}
                    // Decoded before the frame that shows it: painted with the hero's text, not a frame later.
                    decoding={position === 0 ? 'sync' : 'async'}
                    draggable={false}
                  />
                  <div className={styles.copy}>
                    <h2 className={styles.title}>{slide.title}</h2>
                    <p className={styles.subtitle}>{slide.subtitle}</p>
                  </div>
                </div>
              );
            })}
          </div>
        </div>

        <button type="button" className={`${styles.arrow} ${styles.previous}`} aria-label="Previous slide" onClick={() => step(-1)}>
          <Glyph icon={LeftOutlined} />
        </button>
        <button type="button" className={`${styles.arrow} ${styles.next}`} aria-label="Next slide" onClick={() => step(1)}>
          <Glyph icon={RightOutlined} />
        </button>

        <div className={styles.controls}>
          <button
            type="button"
            className={styles.playToggle}
            aria-label={playing ? 'Pause slideshow' : 'Play slideshow'}
            onClick={() => setPlayChoice(!playing)}
          >
            {playing ? <Glyph icon={PauseOutlined} /> : <Glyph icon={CaretRightOutlined} />}
          </button>
          <div className={styles.dots} role="group" aria-label="Choose a slide">
            {slides.map((slide, position) => (
              <button
                key={slide.image}
                type="button"
                className={styles.dot}
                aria-label={`Slide ${position + 1}: ${slide.title}`}
                aria-current={position === index ? 'true' : undefined}
                onClick={() => setIndex(position)}
              />
            ))}
          </div>
        </div>
      </section>
      {panel && <div className={styles.panel}>{panel}</div>}
    </div>
  );
}
