import ExpandOutlined from '@ant-design/icons-svg/es/asn/ExpandOutlined';
import { lazy, Suspense, useRef, useState, type CSSProperties } from 'react';
import { PROPERTY_IMAGE_HEIGHT_PX, responsivePhoto } from '@estate/domain';
import { FallbackImage, photoPlaceholder } from '@/components/FallbackImage';
import { IMAGE_SIZES } from '@/components/imageSizes';
import { OptionalPartBoundary } from '@/components/OptionalPartBoundary';
import { useHydrated } from '@/components/useHydrated';
import { photoAlt } from './gallery/photoAlt';
import styles from './ImageCarousel.module.css';
import { Glyph } from '@/components/glyphs/Glyph';
import { PhotoTrack } from './swipe/PhotoTrack';
import { SlideArrows } from './swipe/SlideArrows';
import { useCarousel } from './swipe/useCarousel';

/**
 * The full-screen gallery and its library load when a visitor opens it (or points at the photos),
 * never with the page and never on the server: its chunk is named after GalleryLightbox.
 */
const loadGallery = () => import('./gallery/GalleryLightbox');
const GalleryLightbox = lazy(loadGallery);
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
 * arrow keys while it has focus, and a counter; on a phone they swipe (docs/product/photos.md#swiping). The first photo is the page's main image.
 * "View all N photos", or a click on the photo, opens the full-screen gallery on the
 * photo shown; closed, it leaves the carousel on the photo it ended on and the focus where it was.
 */
export function ImageCarousel({ images, imageAlts, title }: Props) {
  // No photo still gets one slide: the branded fallback.
  const slides = images.length > 0 ? images : [''];
  const [carousel, { root, previous, next }] = useCarousel<HTMLElement>(slides.length);
  const { index, showSlide, show } = carousel;
  // The slides whose photo may load (useCarousel). The page's HTML holds the first only: the
  // second is asked for once the page runs, after its first paint, so that it does not share the
  // connection with the photo on screen. The thumbnails' photos wait for it too: they are
  // buttons, which only work once the page runs.
  const hydrated = useHydrated();
  const loads = (slide: number) => carousel.loads(slide) || (hydrated && slide === 1);
  // Requested once: the gallery stays mounted (closed) after, so it reopens at once.
  const [gallery, setGallery] = useState<'unrequested' | 'open' | 'closed'>('unrequested');
  const galleryOpener = useRef<HTMLElement | null>(null);
  const hasPhotos = images.length > 0;

  const openGallery = (opener: HTMLElement | null) => {
    galleryOpener.current = opener;
    setGallery('open');
  };

  const closeGallery = () => {
    setGallery('closed');
    galleryOpener.current?.focus();
  };

  return (
    <>
      <section
        ref={root}
        className={styles.carousel}
        aria-roledescription="carousel"
        aria-label={`Photos of ${title}`}
        tabIndex={0}
        onKeyDown={carousel.onKeyDown}
      >
        <div className={styles.viewport} style={frameHeight} onPointerEnter={hasPhotos ? preloadGallery : undefined}>
          {/* The click is the mouse's shortcut; the keyboard's is the "View all" button below. */}
          <PhotoTrack
            carousel={carousel}
            photos={slides}
            className={hasPhotos ? styles.opensGallery : ''}
            onClick={hasPhotos ? () => openGallery(root.current) : undefined}
          >
            {(src, slide) =>
              loads(slide) && (
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
              )
            }
          </PhotoTrack>
          {slides.length > 1 && <SlideArrows carousel={carousel} previous={previous} next={next} classes={styles} />}
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
