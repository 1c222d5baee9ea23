import { LeftOutlined, RightOutlined } from '@ant-design/icons';
import { useRef, useState, type CSSProperties, type KeyboardEvent } from 'react';
import { PROPERTY_IMAGE_HEIGHT_PX } from '@estate/domain';
import { FallbackImage } from '@/components/FallbackImage';
import styles from './ImageCarousel.module.css';

/** SPEC §9: the image area's height, given to the stylesheet (which shrinks it on phones). */
const frameHeight = { '--frame-height': `${PROPERTY_IMAGE_HEIGHT_PX}px` } as CSSProperties;

/** Intrinsic size of the slides (the frame crops them with object-fit: cover). */
const SLIDE_WIDTH = 1200;

interface Props {
  images: readonly string[];
  /** What the photos show, for their alt texts and the carousel's name. */
  title: string;
}

/**
 * The detail page's photos (SPEC §2): previous and next disabled at the ends, Left and Right
 * arrow keys while it has focus, and a counter. The first photo is the page's main image.
 */
export function ImageCarousel({ images, title }: Props) {
  // No photo still gets one slide: the branded fallback.
  const slides = images.length > 0 ? images : [''];
  const [index, setIndex] = useState(0);
  const region = useRef<HTMLElement>(null);
  const previousButton = useRef<HTMLButtonElement>(null);
  const nextButton = useRef<HTMLButtonElement>(null);
  const last = slides.length - 1;

  const show = (target: number) => {
    const next = Math.min(Math.max(target, 0), last);
    // A focused button that becomes disabled drops keyboard focus; keep it in the carousel instead.
    const disabling = next === 0 ? previousButton.current : next === last ? nextButton.current : null;
    if (disabling && document.activeElement === disabling) region.current?.focus();
    setIndex(next);
  };

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowLeft') show(index - 1);
    else if (event.key === 'ArrowRight') show(index + 1);
    else return;
    event.preventDefault();
  };

  return (
    <section
      ref={region}
      className={styles.carousel}
      aria-roledescription="carousel"
      aria-label={`Photos of ${title}`}
      tabIndex={0}
      onKeyDown={onKeyDown}
    >
      <div className={styles.viewport} style={frameHeight}>
        <div className={styles.track} style={{ transform: `translateX(-${index * 100}%)` }}>
          {slides.map((src, slide) => (
            <div
              key={`${slide}-${src}`}
              className={styles.slide}
              role="group"
              aria-roledescription="slide"
              aria-label={`${slide + 1} of ${slides.length}`}
              aria-hidden={slide !== index}
            >
              <FallbackImage
                src={src}
                alt={`${title}, photo ${slide + 1} of ${slides.length}`}
                width={SLIDE_WIDTH}
                height={PROPERTY_IMAGE_HEIGHT_PX}
                className={styles.image}
                loading={slide === 0 ? 'eager' : 'lazy'}
                fetchPriority={slide === 0 ? 'high' : 'auto'}
              />
            </div>
          ))}
        </div>
        {slides.length > 1 && (
          <>
            <button
              ref={previousButton}
              type="button"
              className={`${styles.control} ${styles.previous}`}
              onClick={() => show(index - 1)}
              disabled={index === 0}
              aria-label="Previous image"
            >
              <LeftOutlined aria-hidden />
            </button>
            <button
              ref={nextButton}
              type="button"
              className={`${styles.control} ${styles.next}`}
              onClick={() => show(index + 1)}
              disabled={index === last}
              aria-label="Next image"
            >
              <RightOutlined aria-hidden />
            </button>
          </>
        )}
        <p className={styles.counter} aria-live="polite" aria-atomic="true">
          {`${index + 1} / ${slides.length}`}
        </p>
      </div>
      {slides.length > 1 && (
        <ul className={styles.thumbnails} aria-label="Choose a photo">
          {slides.map((src, slide) => (
            <li key={`${slide}-${src}`}>
              <button
                type="button"
                className={styles.thumbnail}
                onClick={() => show(slide)}
                aria-label={`Show photo ${slide + 1} of ${slides.length}`}
                aria-current={slide === index}
              >
                <FallbackImage src={src} alt="" width={120} height={80} className={styles.thumbnailImage} />
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
