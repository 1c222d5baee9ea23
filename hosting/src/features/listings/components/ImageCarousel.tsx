import ExpandOutlined from '@ant-design/icons-svg/es/asn/ExpandOutlined';
import LeftOutlined from '@ant-design/icons-svg/es/asn/LeftOutlined';
import RightOutlined from '@ant-design/icons-svg/es/asn/RightOutlined';
import { lazy, Suspense, useRef, useState, type CSSProperties, type KeyboardEvent } from 'react';
import { PROPERTY_IMAGE_HEIGHT_PX, responsivePhoto } from '@estate/domain';
import { FallbackImage, photoPlaceholder } from '@/components/FallbackImage';
import { IMAGE_SIZES } from '@/components/imageSizes';
import { OptionalPartBoundary } from '@/components/OptionalPartBoundary';
import { useHydrated } from '@/components/useHydrated';
import { photoAlt } from './gallery/photoAlt';
import styles from './ImageCarousel.module.css';
import { Glyph } from '@/components/glyphs/Glyph';

/**
 * The full-screen gallery and its library load when a visitor opens it (or points at the photos),
 * never with the page and never on the server: its chunk is named after GalleryLightbox.
 */
const loadGallery = () => import('./gallery/GalleryLightbox');
const GalleryLightbox = lazy(loadGallery);
/**
 * Swiping (docs/product/photos.md#swiping): the carousel library, in a chunk of its own, asked for
 * once the page has hydrated (never by the server); until then the buttons, keys and thumbnails
 * move the track by its stylesheet, as they do for good should the chunk not load.
 */
const SwipeEngine = lazy(() => import('./swipe/SwipeEngine'));
const preloadGallery = () => {
  loadGallery().catch(() => undefined);
};

/** docs/product/reference.md#numbers: the image area's height, given to the stylesheet (which shrinks it on phones). */
const frameHeight = { '--frame-height': `${PROPERTY_IMAGE_HEIGHT_PX}px` } as CSSProperties;

/** Intrinsic size of the slides (the frame crops them with object-fit: cover). */
const SLIDE_WIDTH = 1200;

interface Props {
  images: readonly string[];
  /** Each photo's alt text, in the order of `images`; an empty or missing one says `title, photo N of M`. */
  imageAlts?: readonly string[];
  /** What the photos show, for their alt texts and the carousel's name. */
  title: string;
}

/**
 * The detail page's photos (docs/product/site.md#property-detail): previous and next disabled at the ends, Left and Right
 * arrow keys while it has focus, and a counter. The first photo is the page's main image.
 * "View all N photos", or a click on the photo, opens the full-screen gallery on the
 * photo shown; closed, it leaves the carousel on the photo it ended on and the focus where it was.
 */
export function ImageCarousel({ images, imageAlts, title }: Props) {
  // No photo still gets one slide: the branded fallback.
  const slides = images.length > 0 ? images : [''];
  const [index, setIndex] = useState(0);
  // The slides whose photo may load: the one shown and its neighbours, and every one shown before.
  // The others wait, so a phone fetches two photos, not all fifty, of a listing it opens. The
  // page's HTML holds the first only: the second is asked for once the page runs, after its first
  // paint, so that it does not share the connection with the photo on screen. The thumbnails'
  // photos wait for it too: they are buttons, which only work once the page runs.
  const [reachable, setReachable] = useState<ReadonlySet<number>>(() => new Set([0]));
  const hydrated = useHydrated();
  const loads = (slide: number) => reachable.has(slide) || (hydrated && slide === 1);
  // Requested once: the gallery stays mounted (closed) after, so it reopens at once.
  const [gallery, setGallery] = useState<'unrequested' | 'open' | 'closed'>('unrequested');
  const region = useRef<HTMLElement>(null);
  const viewport = useRef<HTMLDivElement>(null);
  const previousButton = useRef<HTMLButtonElement>(null);
  const nextButton = useRef<HTMLButtonElement>(null);
  const galleryOpener = useRef<HTMLElement | null>(null);
  const last = slides.length - 1;
  const hasPhotos = images.length > 0;

  const openGallery = (opener: HTMLElement | null) => {
    galleryOpener.current = opener;
    setGallery('open');
  };

  const closeGallery = () => {
    setGallery('closed');
    galleryOpener.current?.focus();
  };

  const showSlide = (next: number) => {
    setIndex(next);
    setReachable((current) => (current.has(next - 1) && current.has(next + 1) ? current : new Set([...current, next - 1, next, next + 1])));
  };

  const show = (target: number) => {
    const next = Math.min(Math.max(target, 0), last);
    // A focused button that becomes disabled drops keyboard focus; keep it in the carousel instead.
    const disabling = next === 0 ? previousButton.current : next === last ? nextButton.current : null;
    if (disabling && document.activeElement === disabling) region.current?.focus();
    showSlide(next);
  };

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowLeft') show(index - 1);
    else if (event.key === 'ArrowRight') show(index + 1);
    else return;
    event.preventDefault();
  };

  return (
    <>
      <section
        ref={region}
        className={styles.carousel}
        aria-roledescription="carousel"
        aria-label={`Photos of ${title}`}
        tabIndex={0}
        onKeyDown={onKeyDown}
      >
        <div ref={viewport} className={styles.viewport} style={frameHeight} onPointerEnter={hasPhotos ? preloadGallery : undefined}>
          {/* The click is the mouse's shortcut; the keyboard's is the "View all" button below. */}
          <div
            className={`${styles.track} ${hasPhotos ? styles.opensGallery : ''}`}
            style={{ '--slide': index } as CSSProperties}
            onClick={hasPhotos ? () => openGallery(region.current) : undefined}
          >
            {slides.map((src, slide) => (
              <div
                key={`${slide}-${src}`}
                className={styles.slide}
                role="group"
                aria-roledescription="slide"
                aria-label={`${slide + 1} of ${slides.length}`}
                aria-hidden={slide !== index}
              >
                {loads(slide) && (
                  <FallbackImage
                    src={src}
                    alt={photoAlt(title, imageAlts, slide, slides.length)}
                    width={SLIDE_WIDTH}
                    height={PROPERTY_IMAGE_HEIGHT_PX}
                    sizes={IMAGE_SIZES.slide}
                    className={styles.image}
                    loading={slide === 0 ? 'eager' : 'lazy'}
                    fetchPriority={slide === 0 ? 'high' : 'auto'}
                  />
                )}
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
                <Glyph icon={LeftOutlined} />
              </button>
              <button
                ref={nextButton}
                type="button"
                className={`${styles.control} ${styles.next}`}
                onClick={() => show(index + 1)}
                disabled={index === last}
                aria-label="Next image"
              >
                <Glyph icon={RightOutlined} />
              </button>
            </>
          )}
          {hasPhotos && (
            <button
              type="button"
              className={styles.viewAll}
              onClick={(event) => openGallery(event.currentTarget)}
              onFocus={preloadGallery}
              aria-haspopup="dialog"
            >
              <Glyph icon={ExpandOutlined} />
              {images.length === 1 ? 'View full screen' : `View all ${images.length} photos`}
            </button>
          )}
          <p className={styles.counter} aria-live="polite" aria-atomic="true">
            {`${index + 1} / ${slides.length}`}
          </p>
        </div>
        {hydrated && slides.length > 1 && (
          <OptionalPartBoundary name="Swipe">
            <Suspense>
              <SwipeEngine viewport={viewport} index={index} onSelect={showSlide} />
            </Suspense>
          </OptionalPartBoundary>
        )}
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
                  {hydrated ? (
                    <FallbackImage
                      src={src}
                      alt=""
                      width={120}
                      height={80}
                      sizes={IMAGE_SIZES.thumbnail}
                      className={styles.thumbnailImage}
                    />
                  ) : (
                    <span className={styles.thumbnailImage} style={photoPlaceholder(responsivePhoto(src))} />
                  )}
                </button>
              </li>
            ))}
          </ul>
        )}
      </section>
      {/* Outside the carousel: React passes a portal's key presses to its parents, and the
          carousel's arrow keys would move it a second time. */}
      {gallery !== 'unrequested' && (
        <OptionalPartBoundary name="The photo gallery" onError={() => setGallery('unrequested')}>
          <Suspense fallback={null}>
            <GalleryLightbox
              open={gallery === 'open'}
              index={index}
              images={images}
              alts={imageAlts}
              title={title}
              onView={showSlide}
              onClose={closeGallery}
            />
          </Suspense>
        </OptionalPartBoundary>
      )}
    </>
  );
}
